package arbiter.game;

import arbiter.event.Refusal;
import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variant;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.chess.ChessPosition;
import arbiter.rules.chess.PieceType;
import java.util.ArrayList;
import java.util.List;

/**
 * One game under the seed 002 turn rules, for any variant: a player moves (by {@code select} and
 * {@code move}, or in native notation), may undo that move, and completes the turn. Knows nothing
 * of who sends the commands: callers check turns.
 *
 * <p>An immutable value: each change gives a new match, or a refusal ({@link Change}), and leaves
 * this one as it was, so a change that cannot be stored is simply dropped. (The fields are set
 * only while {@link #copy() a new value} is built, never once it is handed out.)
 */
public final class Match {

  private static final int UNDOS_PER_GAME = 2;

  private final Variant variant;
  private final int limit;
  private final boolean rated;
  private final String[] names;
  private Position turnStart;
  private Position current;
  /** The move made in this turn, not yet completed by {@code next_turn}. */
  private PlayedMove pending;
  private Square selected;
  private int[] undosLeft = {UNDOS_PER_GAME, UNDOS_PER_GAME};
  private boolean undoUsedThisTurn;
  private MoveList completed = MoveList.empty();
  private Ending ending;
  /** The side whose draw offer stands, or {@code null}. */
  private Side drawOffer;

  /**
   * What a change gave: the match after it, or why there is none.
   *
   * @param game the new match, {@code null} when refused
   * @param refusal why not, {@code null} when done
   * @param why for a move the rules refuse, what they have against it (may be {@code null})
   */
  public record Change(Match game, Refusal refusal, IllegalMove why) {

    static Change to(Match game) {
      return new Change(game, null, null);
    }

    static Change refused(Refusal refusal) {
      return new Change(null, refusal, null);
    }

    public boolean refused() {
      return refusal != null;
    }
  }

  public Match(Variant variant, int limit, String white, String black) {
    this(variant, limit, white, black, true);
  }

  /** A game that counts for the ratings ({@code rated}) or not. */
  public Match(Variant variant, int limit, String white, String black, boolean rated) {
    this.variant = variant;
    this.limit = limit;
    this.rated = rated;
    this.names = new String[] {white, black};
    this.turnStart = variant.start();
    this.current = turnStart;
  }

  private Match(Match from) {
    this.variant = from.variant;
    this.limit = from.limit;
    this.rated = from.rated;
    this.names = from.names;
    this.turnStart = from.turnStart;
    this.current = from.current;
    this.pending = from.pending;
    this.selected = from.selected;
    this.undosLeft = from.undosLeft.clone();
    this.undoUsedThisTurn = from.undoUsedThisTurn;
    this.completed = from.completed;
    this.ending = from.ending;
    this.drawOffer = from.drawOffer;
  }

  /** A copy to build the next value in; never changed once returned. */
  private Match copy() {
    return new Match(this);
  }

  /**
   * A game that was running when the server stopped, at its last stored move, with the undos its
   * players had spent. Throws {@link IllegalStateException} if a stored move is not legal.
   */
  public static Match resume(Variant variant, StoredGame game) {
    Match match = played(variant, game, game.moves()).copy();
    match.undosLeft[Side.WHITE.ordinal()] = Math.max(0, UNDOS_PER_GAME - game.whiteUndos());
    match.undosLeft[Side.BLACK.ordinal()] = Math.max(0, UNDOS_PER_GAME - game.blackUndos());
    return match;
  }

  public Variant variant() {
    return variant;
  }

  public int limit() {
    return limit;
  }

  /** Whether the game counts for the ratings. */
  public boolean rated() {
    return rated;
  }

  /** The player of a side. */
  public String name(Side side) {
    return names[side.ordinal()];
  }

  /** Whose turn it is (a move made in the turn does not change it until the turn completes). */
  public Side mover() {
    return turnStart.sideToMove();
  }

  /** How the game ended, or {@code null} while it goes on. */
  public Ending ending() {
    return ending;
  }

  /** Turns completed so far. */
  public int turns() {
    return completed.size();
  }

  /** Whether the board has chess pieces: the seed 002 {@code select}/{@code move} commands work. */
  public boolean hasPieces() {
    return turnStart instanceof ChessPosition;
  }

  /** The position as it stands, including a move made in this turn. */
  public Position position() {
    return current;
  }

  /**
   * The moves the player to move may make now, from the position at the start of the turn: none
   * once a move of this turn is made (it must be completed or undone first) or the game is over.
   */
  public List<Move> legalMoves() {
    return pending != null || ending != null ? List.of() : turnStart.legalMoves();
  }

  /** The position at the start of the turn, which {@link #legalMoves()} belong to. */
  public Position turnStart() {
    return turnStart;
  }

  /** The seed 002 {@code select}: picks a piece of the side to move. */
  public Change select(int row, int column) {
    if (!onBoard(row, column)) {
      return Change.refused(Refusal.WRONG_SQUARE);
    }
    ChessPosition chess = (ChessPosition) current;
    var piece = chess.pieceAt(row - 1, column - 1);
    if (piece.isPresent() && piece.get().side() != mover()) {
      return Change.refused(Refusal.NOT_YOUR_PIECE);
    }
    if (piece.isEmpty()) {
      return Change.refused(Refusal.EMPTY_SQUARE);
    }
    Match next = copy();
    next.selected = new Square(row, column);
    return Change.to(next);
  }

  public Change deselect() {
    if (selected == null) {
      return Change.refused(Refusal.NOTHING_SELECTED);
    }
    Match next = copy();
    next.selected = null;
    return Change.to(next);
  }

  /** The seed 002 {@code move}: makes the turn's move with the selected piece; see {@link #pending()}. */
  public Change moveSelected(int row, int column) {
    if (pending != null) {
      return Change.refused(Refusal.ALREADY_MOVED);
    }
    if (!onBoard(row, column)) {
      return Change.refused(Refusal.WRONG_SQUARE);
    }
    if (selected == null) {
      return Change.refused(Refusal.NO_SELECTED_PIECE);
    }
    Move move = findMove(selected, new Square(row, column));
    if (move == null) {
      return new Change(null, Refusal.CANNOT_MOVE_THERE, whyCannotMove(row, column));
    }
    Match next = copy();
    next.makeMove(move);
    next.selected = new Square(row, column);
    return Change.to(next);
  }

  /**
   * Why the seed 002 {@code move} to {@code row}, {@code column} was refused with {@link
   * Refusal#CANNOT_MOVE_THERE}: what the rules say against the selected piece going there.
   */
  private IllegalMove whyCannotMove(int row, int column) {
    if (selected == null || !(turnStart instanceof ChessPosition chess)) {
      return null;
    }
    return chess.whyIllegal(new int[] {selected.row() - 1, selected.column() - 1},
        new int[] {row - 1, column - 1});
  }

  /** The seed 002 {@code next_turn}: completes the turn's move; see {@link #lastMove()}. */
  public Change nextTurn() {
    if (pending == null) {
      return Change.refused(Refusal.MOVE_FIRST);
    }
    Match next = copy();
    next.completeTurn();
    return Change.to(next);
  }

  /** How many undos the player of {@code side} has spent. */
  public int undosUsed(Side side) {
    return UNDOS_PER_GAME - undosLeft[side.ordinal()];
  }

  /** How many undos the player of {@code side} has left. */
  public int undosLeft(Side side) {
    return undosLeft[side.ordinal()];
  }

  public Change undo() {
    if (undosLeft[mover().ordinal()] == 0) {
      return Change.refused(Refusal.NO_UNDOS_LEFT);
    }
    if (pending == null) {
      return Change.refused(Refusal.NOTHING_TO_UNDO);
    }
    if (undoUsedThisTurn) {
      return Change.refused(Refusal.UNDO_USED_THIS_TURN);
    }
    Match next = copy();
    if (selected != null && selected.matches(pending.move().to())) {
      next.selected = Square.of(pending.move().from()); // the piece went back; it stays selected
    }
    next.pending = null;
    next.current = turnStart;
    next.undoUsedThisTurn = true;
    next.undosLeft[mover().ordinal()]--;
    return Change.to(next);
  }

  /**
   * A move in the variant's native notation, read against the position at the start of the turn.
   * It is read once: the result carries the move, or why it is none.
   */
  public ParsedMove parse(String text) {
    try {
      return new ParsedMove(variant.notation().parse(turnStart, text), null, null);
    } catch (NotationException e) {
      return new ParsedMove(null, e.kind(), e.reason());
    }
  }

  /**
   * A move read by {@link #parse}.
   *
   * @param move the move, or {@code null} when the text is none
   * @param problem why not: malformed, illegal or ambiguous
   * @param why for an illegal move, what the rules say against it (may be {@code null})
   */
  public record ParsedMove(Move move, NotationException.Kind problem, IllegalMove why) {

    /** Whether the text has the shape of a move (legal or not). */
    public boolean shaped() {
      return problem != NotationException.Kind.MALFORMED;
    }
  }

  /** Makes a move read by {@link #parse} and completes its turn at once; see {@link #lastMove()}. */
  public Change play(ParsedMove parsed) {
    Refusal refusal = refusal(parsed);
    if (refusal != null) {
      return new Change(null, refusal, refusal == Refusal.ILLEGAL_MOVE ? parsed.why() : null);
    }
    Match next = copy();
    next.makeMove(parsed.move());
    next.completeTurn();
    return Change.to(next);
  }

  /** The move made in this turn and not yet completed, or {@code null}. */
  public PlayedMove pending() {
    return pending;
  }

  /** The last completed move, or {@code null} before the first. */
  public PlayedMove lastMove() {
    return completed.last();
  }

  /** The player of {@code side} gives up. */
  public Match forfeit(Side side) {
    return end(new Ending(side.opponent(), Termination.FORFEIT));
  }

  /**
   * {@code draw} from a player: accepts the opponent's standing offer (the game is drawn by
   * agreement: {@link #ending()} says so), or offers one, which stands until the opponent has moved.
   */
  public Change draw(Side side) {
    if (drawOffer == side) {
      return Change.refused(Refusal.DRAW_ALREADY_OFFERED);
    }
    if (drawOffer != null) {
      return Change.to(end(new Ending(null, Termination.AGREEMENT)));
    }
    Match next = copy();
    next.drawOffer = side;
    return Change.to(next);
  }

  /** The player of {@code gone} left and did not come back in time: the opponent claims the win. */
  public Match abandoned(Side gone) {
    return end(new Ending(gone.opponent(), Termination.ABANDONED));
  }

  /** The players of {@code absent} never came to the game: they lose it (both: nobody wins). */
  public Match absent(List<Side> absent) {
    return end(absent.size() == Side.values().length
        ? new Ending(null, Termination.BOTH_ABSENT)
        : new Ending(absent.get(0).opponent(), Termination.ABSENT));
  }

  /** The moves of one side ({@code null}: both), oldest first, including this turn's move. */
  public List<PlayedMove> moves(Side side) {
    List<PlayedMove> moves = new ArrayList<>();
    for (PlayedMove move : allMoves()) {
      if (side == null || move.side() == side) {
        moves.add(move);
      }
    }
    return moves;
  }

  /** The pieces of one side ({@code null}: both) taken so far, in the order they were taken. */
  public List<PlayedMove.Kill> killed(Side side) {
    List<PlayedMove.Kill> kills = new ArrayList<>();
    for (PlayedMove move : allMoves()) {
      for (PlayedMove.Kill kill : move.killed()) {
        if (side == null || kill.owner() == side) {
          kills.add(kill);
        }
      }
    }
    return kills;
  }

  /**
   * The game frozen as it stands now, as change number {@code seq} of game {@code id}, with its
   * clocks ({@code null} when untimed).
   */
  public GameView view(long id, long seq, ClockView clock) {
    return new GameView(id, seq, variant, names[0], names[1], limit, turns(), mover(), current,
        turnStart, legalMoves(), allMoves(), ending, clock);
  }

  /** Why the player to move cannot play this move now, or {@code null} if they can. */
  public Refusal refusal(ParsedMove parsed) {
    if (pending != null) {
      return Refusal.ALREADY_MOVED;
    }
    if (parsed.problem() == null) {
      return null;
    }
    return switch (parsed.problem()) {
      case MALFORMED -> Refusal.MALFORMED_MOVE;
      case ILLEGAL -> Refusal.ILLEGAL_MOVE;
      case AMBIGUOUS -> Refusal.AMBIGUOUS_MOVE;
    };
  }

  /**
   * A stored game after its first {@code plies} moves, to replay it; at its last move a finished
   * game shows how it ended. Throws {@link IllegalStateException} for a move that is not legal.
   */
  public static Match replayed(Variant variant, StoredGame game, int plies) {
    List<String> moves = game.moves().subList(0, Math.min(plies, game.moves().size()));
    Match match = played(variant, game, moves);
    if (moves.size() == game.moves().size() && game.result() != null) {
      return match.end(Ending.stored(game.result(), game.reason()));
    }
    return match;
  }

  /** A stored game's match after {@code moves}; throws if one of them cannot be played. */
  private static Match played(Variant variant, StoredGame game, List<String> moves) {
    Match match = new Match(variant, game.limit(), game.white(), game.black(), game.rated());
    for (String move : moves) {
      Change played = match.ending != null ? null : match.play(match.parse(move));
      if (played == null || played.refused()) {
        throw new IllegalStateException("stored move " + move + " cannot be played");
      }
      match = played.game();
    }
    return match;
  }

  /** The game ended so, by something outside the board (a clock, a player's command). */
  public Match end(Ending ending) {
    Match next = copy();
    next.ending = ending;
    return next;
  }

  /** The completed moves and this turn's, oldest first; a value that later changes leave alone. */
  private List<PlayedMove> allMoves() {
    if (pending == null) {
      return completed.list();
    }
    List<PlayedMove> all = new ArrayList<>(completed.list());
    all.add(pending);
    return List.copyOf(all);
  }

  /** Completes the turn in a value being built. */
  private void completeTurn() {
    PlayedMove move = pending;
    completed = completed.plus(move);
    if (drawOffer != null && drawOffer != move.side()) {
      drawOffer = null; // the opponent moved instead of accepting
    }
    turnStart = current;
    pending = null;
    selected = null;
    undoUsedThisTurn = false;
    ending = decide();
  }

  private Ending decide() {
    Outcome outcome = current.outcome();
    // a win and a draw in one branch (a draw has no winner), which a server's first ended game
    // takes; apart, the first draw by the rules trapped the compiled move path again (session 17)
    if (outcome.isOver()) {
      return new Ending(outcome.winner(), outcome.termination());
    }
    return Ending.atMoveLimit(limit, completed.size()); // without a branch: see there
  }

  private void makeMove(Move move) {
    Position after = turnStart.play(move);
    pending = MoveDescriptions.describe(variant, turnStart, move, after);
    current = after;
  }

  private Move findMove(Square from, Square to) {
    Move found = null;
    for (Move move : turnStart.legalMoves()) {
      if (from.matches(move.from()) && to.matches(move.to())) {
        if (!(move instanceof ChessMove chess) || chess.promotion() == null
            || chess.promotion() == PieceType.QUEEN) {
          return move; // a promotion without a choice promotes to a queen
        }
        found = move;
      }
    }
    return found;
  }

  private static boolean onBoard(int row, int column) {
    return row >= 1 && row <= 8 && column >= 1 && column <= 8;
  }
}
