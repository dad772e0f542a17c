package arbiter.cluster;

import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Renderings;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A {@link GameView} in binary, for it crosses with every move: {@code 0} for none, else its kind
 * ({@code 1}, or {@code 2} when its legal moves are its turn start's own list), its body, then
 * how many of its moves the reading end has already ({@link WireCodec.History}) and the rest.
 * The body is the view's fields in their order but its moves, made once per view whichever
 * connections it goes to (kept in its {@link Renderings}); a position goes as its variant and
 * FEN, read once at the other end (its history keeps the positions read lately: a view's
 * position before is the last view's position), and a turn start that is the position itself as
 * {@code 0}. Legal moves that are the turn start's own go as the kind alone: the reading end
 * takes them from its turn start when a face asks ({@link TurnStartMoves}). A field added to the
 * view changes its constructor, so this does not compile until the field is written here too;
 * {@code WireCodecTest} round-trips a view with every field set.
 */
final class GameViewForm {

  private static final int VIEW = 1;
  private static final int TURN_START_MOVES = 2;
  /** A turn start that is the view's position. */
  private static final int SAME = 2;

  /** The key of a view's body in its renderings. */
  private enum Body { KEY }

  private GameViewForm() {}

  static void write(WireOut out, GameView view, WireCodec.History history) {
    if (view == null) {
      out.u8(0);
      return;
    }
    boolean turnStarts = legalOfTurnStart(view);
    out.u8(turnStarts ? TURN_START_MOVES : VIEW);
    byte[] body = view.renderings().get(Body.KEY, () -> body(view, turnStarts));
    out.raw(body, 0, body.length);
    int known = history == null ? 0 : history.known(view);
    out.count(known);
    MoveForms.playedList(out, view.moves() == null ? null
        : view.moves().subList(known, view.moves().size()));
    if (history != null) {
      history.remember(view);
    }
  }

  private static byte[] body(GameView view, boolean turnStarts) {
    WireOut out = new WireOut(128);
    out.number(view.id()).number(view.seq()).string(view.variant().id())
        .string(view.white()).string(view.black()).number(view.limit()).number(view.turns());
    MoveForms.side(out, view.mover());
    position(out, view.position());
    if (view.turnStart() == view.position() && view.position() != null) {
      out.u8(SAME);
    } else {
      position(out, view.turnStart());
    }
    if (!turnStarts) {
      MoveForms.moveList(out, view.legalMoves());
    }
    MoveForms.ending(out, view.ending());
    MoveForms.clock(out, view.clock());
    position(out, view.before());
    return out.toByteArray();
  }

  static GameView read(WireIn in, WireCodec.History history) {
    int kind = in.u8();
    if (kind == 0) {
      return null;
    }
    if (kind != VIEW && kind != TURN_START_MOVES) {
      throw new IllegalArgumentException("no view of kind " + kind);
    }
    long id = in.number();
    long seq = in.number();
    Variant variant = variant(in.string());
    String white = in.string();
    String black = in.string();
    int limit = (int) in.number();
    int turns = (int) in.number();
    var mover = MoveForms.side(in);
    Position now = position(in.u8(), in, history);
    int turnStartKind = in.u8();
    Position turnStart = turnStartKind == SAME ? now : position(turnStartKind, in, history);
    List<Move> legal = kind == VIEW ? MoveForms.moveList(in) : null;
    var ending = MoveForms.ending(in);
    var clock = MoveForms.clock(in);
    Position before = position(in.u8(), in, history);
    long known = in.count(); // a number of moves, not of bytes: may pass the message's end
    List<PlayedMove> moves = MoveForms.playedList(in);
    if (known > 0) {
      List<PlayedMove> earlier = history == null ? null : history.moves(id);
      if (earlier == null || earlier.size() < known || moves == null) { // so known is an int
        throw new IllegalArgumentException("a view of game " + id + " after " + known
            + " moves this end does not have");
      }
      List<PlayedMove> all = new ArrayList<>((int) known + moves.size());
      all.addAll(earlier.subList(0, (int) known));
      all.addAll(moves);
      moves = all;
    }
    if (kind == TURN_START_MOVES) {
      if (turnStart == null) {
        throw new IllegalArgumentException("the legal moves of game " + id
            + " are its turn start's, which it lacks");
      }
      legal = new TurnStartMoves(turnStart);
    }
    GameView view = new GameView(id, seq, variant, white, black, limit, turns, mover, now,
        turnStart, legal, moves == null ? null : List.copyOf(moves), ending, clock, before,
        new Renderings());
    if (history != null) {
      history.remember(view);
    }
    return view;
  }

  private static Variant variant(String id) {
    return Variants.byId(id).orElseThrow(() -> new IllegalArgumentException("no variant " + id));
  }

  /** A position: 0 for none, else 1, its variant and its FEN. */
  private static void position(WireOut out, Position position) {
    if (position == null) {
      out.u8(0);
    } else {
      out.u8(1).string(position.variant().id()).string(position.toFen());
    }
  }

  /** A position of {@code kind}, its first byte. */
  private static Position position(int kind, WireIn in, WireCodec.History history) {
    if (kind == 0) {
      return null;
    }
    if (kind != 1) {
      throw new IllegalArgumentException("no position of kind " + kind);
    }
    Variant variant = variant(in.string());
    String fen = in.string();
    Position known = history == null ? null : history.position(fen);
    if (known != null && known.variant() == variant) {
      return known; // immutable: a view's position is often the next one's position before
    }
    Position position = variant.fromFen(fen);
    if (history != null) {
      history.remember(fen, position);
    }
    return position;
  }

  /**
   * Whether a view's legal moves are its turn start's own list: the very list (a position
   * keeps it), so telling costs nothing, or one read back as such.
   */
  private static boolean legalOfTurnStart(GameView view) {
    List<Move> legal = view.legalMoves();
    Position turnStart = view.turnStart();
    return turnStart != null && legal != null
        && (legal instanceof TurnStartMoves moves ? moves.turnStart == turnStart
            : legal == turnStart.legalMoves());
  }

  /**
   * The legal moves of a turn start, found when first asked for: an edge whose faces show no
   * legal moves never generates them. Equal to the position's own list, as its elements are.
   */
  private static final class TurnStartMoves extends AbstractList<Move> implements RandomAccess {
    private final Position turnStart;
    /** The position's list once asked for (not every variant's position keeps it). */
    private volatile List<Move> moves;

    TurnStartMoves(Position turnStart) {
      this.turnStart = turnStart;
    }

    private List<Move> moves() {
      List<Move> found = moves;
      if (found == null) {
        found = turnStart.legalMoves();
        moves = found; // a race makes the same list twice, no harm
      }
      return found;
    }

    @Override
    public Move get(int index) {
      return moves().get(index);
    }

    @Override
    public int size() {
      return moves().size();
    }
  }
}
