package arbiter.face.json;

import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;
import java.util.Optional;

/**
 * The JSON lines of a game's change, written straight to bytes once per change and shared by every
 * seat and spectator (each channel writes a duplicate): the full {@code state}, byte for byte what
 * {@link GameStateView} through Gson gives, and the {@code delta} from the change before it.
 */
public final class StateJson {

  private enum Key { STATE, DELTA, LEGAL }

  private StateJson() {}

  /** The {@code state} line of the view, ended by {@code \r\n}; read-only, never to be released. */
  public static ByteBuf state(GameView view) {
    return view.renderings().get(Key.STATE, () -> line(view, false));
  }

  /**
   * The {@code delta} line that takes a client from change {@code seq - 1} to this view, or
   * {@code null} when the board before is not known (the client must be sent the state).
   */
  public static ByteBuf delta(GameView view) {
    if (view.before() == null) {
      return null;
    }
    return view.renderings().get(Key.DELTA, () -> line(view, true));
  }

  private static ByteBuf line(GameView view, boolean delta) {
    ByteBuf out = Unpooled.buffer(delta ? 1024 : 4096);
    JsonBytes json = new JsonBytes(out);
    json.beginObject().member("type", delta ? "delta" : "state");
    if (delta) {
      delta(json, view);
    } else {
      json.name("state").beginObject();
      state(json, view);
      json.endObject();
    }
    json.endObject().endLine();
    return out.asReadOnly();
  }

  /** The members of a {@code GameState}, in its order, nulls left out. */
  private static void state(JsonBytes json, GameView view) {
    Position position = view.position();
    json.member("game", view.id()).member("seq", view.seq())
        .member("variant", view.variant().id())
        .member("white", view.white()).member("black", view.black());
    json.name("board").beginObject().member("rows", position.rows())
        .member("columns", position.columns()).name("cells").beginArray();
    for (int row = 0; row < position.rows(); row++) {
      json.beginArray();
      for (int column = 0; column < position.columns(); column++) {
        piece(json, position.occupant(row, column));
      }
      json.endArray();
    }
    json.endArray().endObject();
    hands(json, position);
    json.member("sideToMove", view.mover().label());
    json.name("legalMoves").raw(legalMoves(view));
    List<PlayedMove> moves = view.moves();
    json.member("lastMove", moves.isEmpty() ? null : moves.get(moves.size() - 1).notation());
    json.name("moves").beginArray();
    for (PlayedMove move : moves) {
      json.value(move.notation());
    }
    json.endArray();
    json.member("limit", view.limit());
    json.member("movesLeft", view.limit() > 0 ? Math.max(0, view.limit() - view.turns()) : -1);
    ending(json, view.ending());
    clock(json, view.clock());
  }

  /**
   * What changed since change {@code seq - 1}: the squares whose piece changed, the moves list's
   * new length and last move, and everything else a state has that a move changes.
   */
  private static void delta(JsonBytes json, GameView view) {
    Position position = view.position();
    Position before = view.before();
    List<PlayedMove> moves = view.moves();
    json.member("game", view.id()).member("seq", view.seq()).member("ply", moves.size());
    json.member("lastMove", moves.isEmpty() ? null : moves.get(moves.size() - 1).notation());
    json.name("changes").beginArray();
    for (int row = 0; row < position.rows(); row++) {
      for (int column = 0; column < position.columns(); column++) {
        Optional<BoardPiece> now = position.occupant(row, column);
        if (!now.equals(before.occupant(row, column))) {
          json.beginObject().member("row", row).member("column", column);
          if (now.isPresent()) {
            piece(json.name("piece"), now);
          }
          json.endObject();
        }
      }
    }
    json.endArray();
    hands(json, position);
    json.member("sideToMove", view.mover().label());
    json.name("legalMoves").raw(legalMoves(view));
    json.member("movesLeft", view.limit() > 0 ? Math.max(0, view.limit() - view.turns()) : -1);
    ending(json, view.ending());
    clock(json, view.clock());
  }

  private static void piece(JsonBytes json, Optional<BoardPiece> occupant) {
    if (occupant.isEmpty()) {
      json.nullValue();
      return;
    }
    BoardPiece piece = occupant.get();
    json.beginObject().member("kind", String.valueOf(piece.kind()))
        .member("color", piece.side().label()).name("promoted").value(piece.promoted()).endObject();
  }

  private static void hands(JsonBytes json, Position position) {
    json.name("hands").beginObject();
    for (Side side : new Side[] {Side.WHITE, Side.BLACK}) {
      json.name(side.label()).beginArray();
      for (BoardPiece piece : position.hand(side)) {
        json.value(String.valueOf(piece.kind()));
      }
      json.endArray();
    }
    json.endObject();
  }

  /** The legal moves' array, made once per view for the state and the delta alike. */
  private static ByteBuf legalMoves(GameView view) {
    return view.renderings().get(Key.LEGAL, () -> {
      ByteBuf out = Unpooled.buffer(64 * view.legalMoves().size() + 2);
      JsonBytes json = new JsonBytes(out);
      List<String> texts = view.legalMoveNotations();
      Position turnStart = view.turnStart();
      json.beginArray();
      for (int i = 0; i < texts.size(); i++) {
        Move move = view.legalMoves().get(i);
        json.beginObject().member("move", texts.get(i));
        if (move.from() != null) {
          square(json.name("from"), move.from());
        }
        square(json.name("to"), move.to());
        if (move.from() == null) {
          json.member("drop", GameStateView.droppedKind(turnStart, move));
        }
        json.endObject();
      }
      json.endArray();
      return out;
    });
  }

  private static void square(JsonBytes json, int[] square) {
    json.beginArray();
    for (int coordinate : square) {
      json.value(coordinate);
    }
    json.endArray();
  }

  private static void ending(JsonBytes json, Ending ending) {
    json.member("status", ending == null ? "ongoing" : ending.winner() == null ? "draw" : "win");
    json.member("winner", ending == null || ending.winner() == null ? null : ending.winner().label());
    json.member("reason", ending == null ? "" : ending.termination().word());
  }

  private static void clock(JsonBytes json, ClockView clock) {
    if (clock == null) {
      return;
    }
    json.name("clock").beginObject().member("control", clock.control())
        .member("white", clock.white()).member("black", clock.black())
        .member("running", clock.running() == null ? null : clock.running().label())
        .member("sentAt", clock.epochMillis())
        .member("whitePeriods", clock.whitePeriods()).member("blackPeriods", clock.blackPeriods())
        .member("period", clock.periodMillis())
        .endObject();
  }
}
