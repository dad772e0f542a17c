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
import java.util.List;
import java.util.Optional;

/**
 * The JSON lines of a game's change, written straight to bytes once per change and shared by every
 * seat and spectator (each channel writes a duplicate): the full {@code state}, byte for byte what
 * {@link GameStateView} through Gson gives, and the {@code delta} from the change before it.
 */
public final class StateJson {

  private enum Key { STATE, DELTA, LEGAL }

  private static final JsonBytes.Name N_BLACK = JsonBytes.Name.of("black");
  private static final JsonBytes.Name N_BLACKPERIODS = JsonBytes.Name.of("blackPeriods");
  private static final JsonBytes.Name N_BOARD = JsonBytes.Name.of("board");
  private static final JsonBytes.Name N_CELLS = JsonBytes.Name.of("cells");
  private static final JsonBytes.Name N_CHANGES = JsonBytes.Name.of("changes");
  private static final JsonBytes.Name N_CLOCK = JsonBytes.Name.of("clock");
  private static final JsonBytes.Name N_COLOR = JsonBytes.Name.of("color");
  private static final JsonBytes.Name N_COLUMN = JsonBytes.Name.of("column");
  private static final JsonBytes.Name N_COLUMNS = JsonBytes.Name.of("columns");
  private static final JsonBytes.Name N_CONTROL = JsonBytes.Name.of("control");
  private static final JsonBytes.Name N_DROP = JsonBytes.Name.of("drop");
  private static final JsonBytes.Name N_FROM = JsonBytes.Name.of("from");
  private static final JsonBytes.Name N_GAME = JsonBytes.Name.of("game");
  private static final JsonBytes.Name N_HANDS = JsonBytes.Name.of("hands");
  private static final JsonBytes.Name N_KIND = JsonBytes.Name.of("kind");
  private static final JsonBytes.Name N_LASTMOVE = JsonBytes.Name.of("lastMove");
  private static final JsonBytes.Name N_LEGALMOVES = JsonBytes.Name.of("legalMoves");
  private static final JsonBytes.Name N_LIMIT = JsonBytes.Name.of("limit");
  private static final JsonBytes.Name N_MOVE = JsonBytes.Name.of("move");
  private static final JsonBytes.Name N_MOVES = JsonBytes.Name.of("moves");
  private static final JsonBytes.Name N_MOVESLEFT = JsonBytes.Name.of("movesLeft");
  private static final JsonBytes.Name N_PERIOD = JsonBytes.Name.of("period");
  private static final JsonBytes.Name N_PIECE = JsonBytes.Name.of("piece");
  private static final JsonBytes.Name N_PLY = JsonBytes.Name.of("ply");
  private static final JsonBytes.Name N_PROMOTED = JsonBytes.Name.of("promoted");
  private static final JsonBytes.Name N_REASON = JsonBytes.Name.of("reason");
  private static final JsonBytes.Name N_ROW = JsonBytes.Name.of("row");
  private static final JsonBytes.Name N_ROWS = JsonBytes.Name.of("rows");
  private static final JsonBytes.Name N_RUNNING = JsonBytes.Name.of("running");
  private static final JsonBytes.Name N_SENTAT = JsonBytes.Name.of("sentAt");
  private static final JsonBytes.Name N_SEQ = JsonBytes.Name.of("seq");
  private static final JsonBytes.Name N_SIDETOMOVE = JsonBytes.Name.of("sideToMove");
  private static final JsonBytes.Name N_STATE = JsonBytes.Name.of("state");
  private static final JsonBytes.Name N_STATUS = JsonBytes.Name.of("status");
  private static final JsonBytes.Name N_TO = JsonBytes.Name.of("to");
  private static final JsonBytes.Name N_TYPE = JsonBytes.Name.of("type");
  private static final JsonBytes.Name N_VARIANT = JsonBytes.Name.of("variant");
  private static final JsonBytes.Name N_WHITE = JsonBytes.Name.of("white");
  private static final JsonBytes.Name N_WHITEPERIODS = JsonBytes.Name.of("whitePeriods");
  private static final JsonBytes.Name N_WINNER = JsonBytes.Name.of("winner");
  /**
   * Each piece's object, encoded once (a board is mostly the same few pieces), by its letter, side
   * and promotion: looked up without hashing the piece, 64 times a state. Made with the class,
   * so that the table is read plainly.
   */
  private static final byte[][] PIECES = new byte[128 * 4][];
  /** The squares a board of up to {@link #SQUARES} rows and columns has, by row and column. */
  private static final int SQUARES = 10;
  /** {@code "from":[row,column]} and {@code "to":[row,column]} of each square, made once. */
  private static final byte[][] FROM = new byte[SQUARES * SQUARES][];
  private static final byte[][] TO = new byte[SQUARES * SQUARES][];

  static {
    for (int kind = 0; kind < 128; kind++) {
      for (Side side : Side.values()) {
        for (boolean promoted : new boolean[] {false, true}) {
          PIECES[pieceIndex(kind, side, promoted)] =
              pieceBytes(new BoardPiece((char) kind, side, promoted));
        }
      }
    }
    for (int row = 0; row < SQUARES; row++) {
      for (int column = 0; column < SQUARES; column++) {
        FROM[row * SQUARES + column] = square(new JsonBytes(16).name(N_FROM), row, column);
        TO[row * SQUARES + column] = square(new JsonBytes(16).name(N_TO), row, column);
      }
    }
  }

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
    JsonBytes json = JsonBytes.scratch();
    json.beginObject().member(N_TYPE, delta ? "delta" : "state");
    int[] legal;
    if (delta) {
      legal = delta(json, view);
    } else {
      json.name(N_STATE).beginObject();
      legal = state(json, view);
      json.endObject();
    }
    json.endObject().endLine();
    ByteBuf line = json.copied();
    if (legal != null) { // the legal moves' array, written here first, for the view's other line
      view.renderings().get(Key.LEGAL, () -> line.slice(legal[0], legal[1] - legal[0]));
    }
    return line.asReadOnly();
  }

  /**
   * The members of a {@code GameState}, in its order, nulls left out; where the legal moves'
   * array was written when it was made here ({@link #legalMoves}).
   */
  private static int[] state(JsonBytes json, GameView view) {
    Position position = view.position();
    json.member(N_GAME, view.id()).member(N_SEQ, view.seq())
        .member(N_VARIANT, view.variant().id())
        .member(N_WHITE, view.white()).member(N_BLACK, view.black());
    json.name(N_BOARD).beginObject().member(N_ROWS, position.rows())
        .member(N_COLUMNS, position.columns()).name(N_CELLS).beginArray();
    cells(json, position);
    json.endArray().endObject();
    hands(json, position);
    json.member(N_SIDETOMOVE, view.mover().label());
    int[] legal = legalMoves(json.name(N_LEGALMOVES), view);
    List<PlayedMove> moves = view.moves();
    json.member(N_LASTMOVE, moves.isEmpty() ? null : moves.get(moves.size() - 1).notation());
    json.name(N_MOVES).beginArray();
    MoveListJson.write(json, view);
    json.endArray();
    json.member(N_LIMIT, view.limit());
    json.member(N_MOVESLEFT, view.limit() > 0 ? Math.max(0, view.limit() - view.turns()) : -1);
    ending(json, view.ending());
    clock(json, view.clock());
    return legal;
  }

  /**
   * The board's rows of cells. A method of its own for the JIT: its 64 turns a state were the
   * loops of {@link #state(JsonBytes, GameView)}, whose back-edge count had C2 compile that huge
   * method twice in the warm-up (once on-stack-replaced in the loop, 36-43 kB of code, then
   * whole); alone, the loops are small and {@code state} is compiled once (docs/PERFORMANCE.md,
   * "The JIT's tail: the wave of game ends (session 17)").
   */
  private static void cells(JsonBytes json, Position position) {
    for (int row = 0; row < position.rows(); row++) {
      json.beginArray();
      for (int column = 0; column < position.columns(); column++) {
        piece(json, position.occupant(row, column));
      }
      json.endArray();
    }
  }

  /**
   * What changed since change {@code seq - 1}: the squares whose piece changed, the moves list's
   * new length and last move, and everything else a state has that a move changes; where the
   * legal moves' array was written when it was made here.
   */
  private static int[] delta(JsonBytes json, GameView view) {
    Position position = view.position();
    Position before = view.before();
    List<PlayedMove> moves = view.moves();
    json.member(N_GAME, view.id()).member(N_SEQ, view.seq()).member(N_PLY, moves.size());
    json.member(N_LASTMOVE, moves.isEmpty() ? null : moves.get(moves.size() - 1).notation());
    json.name(N_CHANGES).beginArray();
    for (int row = 0; row < position.rows(); row++) {
      for (int column = 0; column < position.columns(); column++) {
        Optional<BoardPiece> now = position.occupant(row, column);
        if (!now.equals(before.occupant(row, column))) {
          json.beginObject().member(N_ROW, row).member(N_COLUMN, column);
          if (now.isPresent()) {
            piece(json.name(N_PIECE), now);
          }
          json.endObject();
        }
      }
    }
    json.endArray();
    hands(json, position);
    json.member(N_SIDETOMOVE, view.mover().label());
    int[] legal = legalMoves(json.name(N_LEGALMOVES), view);
    json.member(N_MOVESLEFT, view.limit() > 0 ? Math.max(0, view.limit() - view.turns()) : -1);
    ending(json, view.ending());
    clock(json, view.clock());
    return legal;
  }

  private static void piece(JsonBytes json, Optional<BoardPiece> occupant) {
    if (occupant.isEmpty()) {
      json.nullValue();
      return;
    }
    BoardPiece piece = occupant.get();
    json.raw(piece.kind() < 128 ? PIECES[pieceIndex(piece.kind(), piece.side(), piece.promoted())]
        : pieceBytes(piece)); // no variant's letter: made each time
  }

  private static int pieceIndex(int kind, Side side, boolean promoted) {
    return kind * 4 + side.ordinal() * 2 + (promoted ? 1 : 0);
  }

  private static byte[] pieceBytes(BoardPiece piece) {
    return new JsonBytes(64).beginObject().member(N_KIND, String.valueOf(piece.kind()))
        .member(N_COLOR, piece.side().label()).name(N_PROMOTED).value(piece.promoted()).endObject()
        .toBytes();
  }

  private static void hands(JsonBytes json, Position position) {
    json.name(N_HANDS).beginObject();
    for (Side side : new Side[] {Side.WHITE, Side.BLACK}) {
      json.name(side.label()).beginArray();
      for (BoardPiece piece : position.hand(side)) {
        json.value(String.valueOf(piece.kind()));
      }
      json.endArray();
    }
    json.endObject();
  }

  /**
   * The legal moves' array, made once per view for the state and the delta alike: copied when the
   * view's other line made it, else written here, at the span returned ({@code null} when copied),
   * which the finished line offers to the other.
   */
  private static int[] legalMoves(JsonBytes json, GameView view) {
    ByteBuf made = view.renderings().made(Key.LEGAL);
    if (made != null) {
      json.raw(made);
      return null;
    }
    int start = json.size();
    List<String> texts = view.legalMoveNotations();
    List<Move> legal = view.legalMoves();
    Position turnStart = view.turnStart();
    json.beginArray();
    for (int i = 0; i < texts.size(); i++) {
      Move move = legal.get(i);
      int[] from = move.from();
      int[] to = move.to();
      if (from != null && common(from) && common(to)) { // the usual move: one call, room made once
        json.object(N_MOVE, texts.get(i), FROM[from[0] * SQUARES + from[1]],
            TO[to[0] * SQUARES + to[1]]);
        continue;
      }
      json.beginObject().member(N_MOVE, texts.get(i));
      if (from != null) {
        square(json, FROM, N_FROM, from);
      }
      square(json, TO, N_TO, move.to());
      if (from == null) {
        json.member(N_DROP, GameStateView.droppedKind(turnStart, move));
      }
      json.endObject();
    }
    json.endArray();
    return new int[] {start, json.size()};
  }

  /** Whether a square is one of a board of common size, whose members are made once. */
  private static boolean common(int[] square) {
    return square.length == 2 && square[0] >= 0 && square[0] < SQUARES && square[1] >= 0
        && square[1] < SQUARES;
  }

  /** A square's member ({@code name}), made once for the squares of a board of common size. */
  private static void square(JsonBytes json, byte[][] made, JsonBytes.Name name, int[] square) {
    if (common(square)) {
      json.raw(made[square[0] * SQUARES + square[1]]);
      return;
    }
    json.name(name).beginArray();
    for (int coordinate : square) {
      json.value(coordinate);
    }
    json.endArray();
  }

  private static byte[] square(JsonBytes json, int row, int column) {
    return json.beginArray().value(row).value(column).endArray().toBytes();
  }

  private static void ending(JsonBytes json, Ending ending) {
    json.member(N_STATUS, ending == null ? "ongoing" : ending.winner() == null ? "draw" : "win");
    json.member(N_WINNER, ending == null || ending.winner() == null ? null : ending.winner().label());
    json.member(N_REASON, ending == null ? "" : ending.termination().word());
  }

  private static void clock(JsonBytes json, ClockView clock) {
    if (clock == null) {
      return;
    }
    json.name(N_CLOCK).beginObject().member(N_CONTROL, clock.control())
        .member(N_WHITE, clock.white()).member(N_BLACK, clock.black())
        .member(N_RUNNING, clock.running() == null ? null : clock.running().label())
        .member(N_SENTAT, clock.epochMillis())
        .member(N_WHITEPERIODS, clock.whitePeriods()).member(N_BLACKPERIODS, clock.blackPeriods())
        .member(N_PERIOD, clock.periodMillis())
        .endObject();
  }
}
