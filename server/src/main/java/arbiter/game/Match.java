package arbiter.game;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.chess.ChessPosition;
import arbiter.rules.chess.PieceType;
import arbiter.store.StoredGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game under the seed 002 turn rules, for any variant: a player moves (by {@code select} and
 * {@code move}, or in native notation), may undo that move, and completes the turn. Knows nothing
 * of who sends the commands: callers check turns. Not thread-safe: a game room confines it.
 */
public final class Match {

  private static final int UNDOS_PER_GAME = 2;

  private final Variant variant;
  private final int limit;
  private final String[] names;
  private final BoardText board;
  private Position turnStart;
  private Position current;
  /** The move made in this turn, not yet completed by {@code next_turn}. */
  private PlayedMove pending;
  private Square selected;
  private final int[] undosLeft = {UNDOS_PER_GAME, UNDOS_PER_GAME};
  private boolean undoUsedThisTurn;
  private final List<PlayedMove> completed = new ArrayList<>();
  private Ending ending;
  /** The side whose draw offer stands, or {@code null}. */
  private Side drawOffer;

  public Match(Variant variant, int limit, String white, String black) {
    this.variant = variant;
    this.limit = limit;
    this.names = new String[] {white, black};
    this.board = BoardText.of(variant.id());
    this.turnStart = variant.start();
    this.current = turnStart;
  }

  /**
   * A game that was running when the server stopped, at its last stored move, with the undos its
   * players had spent.
   *
   * @throws IllegalStateException if a stored move is not legal (the store was altered)
   */
  public static Match resume(Variant variant, StoredGame game) {
    Match match = new Match(variant, game.limit(), game.white(), game.black());
    for (String move : game.moves()) {
      if (match.ending != null || match.play(move).committed() == null) {
        throw new IllegalStateException("stored move " + move + " cannot be played");
      }
    }
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

  /** The board as it stands, including a move made in this turn. */
  public List<String> board() {
    return board.lines(current);
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

  /** Every move so far in native notation, oldest first, including this turn's move. */
  public List<String> notations() {
    List<String> notations = new ArrayList<>();
    for (PlayedMove move : allMoves()) {
      notations.add(move.notation());
    }
    return notations;
  }

  public Reply select(int row, int column) {
    if (!onBoard(row, column)) {
      return Reply.of("wrong coordination");
    }
    ChessPosition chess = (ChessPosition) current;
    var piece = chess.pieceAt(row - 1, column - 1);
    if (piece.isPresent() && piece.get().side() != mover()) {
      return Reply.of("you can only select one of your pieces");
    }
    if (piece.isEmpty()) {
      return Reply.of("no piece on this spot");
    }
    selected = new Square(row, column);
    return Reply.of("selected");
  }

  public Reply deselect() {
    if (selected == null) {
      return Reply.of("no piece is selected");
    }
    selected = null;
    return Reply.of("deselected");
  }

  public Reply moveSelected(int row, int column) {
    if (pending != null) {
      return Reply.of("already moved");
    }
    if (!onBoard(row, column)) {
      return Reply.of("wrong coordination");
    }
    if (selected == null) {
      return Reply.of("do not have any selected piece");
    }
    Move move = findMove(selected, new Square(row, column));
    if (move == null) {
      return Reply.of("cannot move to the spot");
    }
    makeMove(move);
    selected = new Square(row, column);
    List<String> others = new ArrayList<>();
    others.add(name(mover()) + " moved " + pending.text());
    others.addAll(board());
    return new Reply(List.of(moveWord()), others, null, null);
  }

  public Reply nextTurn() {
    if (pending == null) {
      return Reply.of("you must move then proceed to next turn");
    }
    return completeTurn(new ArrayList<>());
  }

  /** How many undos the player of {@code side} has spent. */
  public int undosUsed(Side side) {
    return UNDOS_PER_GAME - undosLeft[side.ordinal()];
  }

  public Reply undo() {
    if (undosLeft[mover().ordinal()] == 0) {
      return Reply.of("you cannot undo anymore");
    }
    if (pending == null) {
      return Reply.of("you must move before undo");
    }
    if (undoUsedThisTurn) {
      return Reply.of("you have used your undo for this turn");
    }
    if (selected != null && selected.matches(pending.move().to())) {
      selected = Square.of(pending.move().from()); // the piece went back; it stays selected
    }
    pending = null;
    current = turnStart;
    undoUsedThisTurn = true;
    undosLeft[mover().ordinal()]--;
    List<String> others = new ArrayList<>();
    others.add(name(mover()) + " took the move back");
    others.addAll(board());
    return new Reply(List.of("undo completed"), others, null, null);
  }

  /** A move in the variant's native notation: made and its turn completed at once. */
  public Reply play(String text) {
    if (pending != null) {
      return Reply.of("already moved");
    }
    Move move;
    try {
      move = variant.notation().parse(turnStart, text);
    } catch (NotationException e) {
      return Reply.of(
          switch (e.kind()) {
            case MALFORMED -> "invalid command";
            case ILLEGAL -> "illegal move";
            case AMBIGUOUS -> "ambiguous move";
          });
    }
    makeMove(move);
    List<String> toActor = new ArrayList<>();
    toActor.add(moveWord());
    return completeTurn(toActor);
  }

  /** Whether the text has the shape of a move in native notation (legal or not). */
  public boolean isMoveShaped(String text) {
    try {
      variant.notation().parse(turnStart, text);
      return true;
    } catch (NotationException e) {
      return e.kind() != NotationException.Kind.MALFORMED;
    }
  }

  public Reply forfeit(Side side) {
    Side winner = side.opponent();
    ending = new Ending(winner, "forfeit", true);
    String won = wonLine(winner);
    return new Reply(
        List.of("you have forfeited", won), List.of(name(side) + " forfeited", won), null, ending);
  }

  /**
   * {@code draw} from a player: accepts the opponent's standing offer (the game is drawn by
   * agreement), or offers one, which stands until the opponent has moved.
   */
  public Reply draw(Side side) {
    if (drawOffer == side) {
      return Reply.of("you have offered a draw already");
    }
    if (drawOffer == null) {
      drawOffer = side;
      return new Reply(List.of("draw offered"),
          List.of(name(side) + " offers a draw: type draw to accept"), null, null);
    }
    ending = new Ending(null, "agreement", false);
    return new Reply(List.of("draw agreed", "draw"),
        List.of(name(side) + " accepted the draw", "draw"), null, ending);
  }

  /** The player of {@code gone} left and did not come back in time: the opponent claims the win. */
  public Reply abandoned(Side gone) {
    Side winner = gone.opponent();
    ending = new Ending(winner, "abandoned", true);
    String won = wonLine(winner);
    return new Reply(
        List.of("you claimed the win: " + name(gone) + " did not come back", won),
        List.of(name(winner) + " claimed the win: " + name(gone) + " did not come back", won),
        null,
        ending);
  }

  /** The players of {@code absent} never came to the game: they lose it (both: nobody wins). */
  public Reply absent(List<Side> absent) {
    List<String> lines = new ArrayList<>();
    for (Side side : absent) {
      lines.add(name(side) + " did not come to the game");
    }
    if (absent.size() == Side.values().length) {
      ending = new Ending(null, "both absent", true);
      lines.add("nobody won");
    } else {
      Side winner = absent.get(0).opponent();
      ending = new Ending(winner, "absent", true);
      lines.add(wonLine(winner));
    }
    return new Reply(List.of(), lines, null, ending);
  }

  public String showTurn() {
    return "it is player " + name(mover()) + " turn with color " + mover().label();
  }

  public String undoNumber(Side side) {
    return "you have " + undosLeft[side.ordinal()] + " undo moves";
  }

  /** The moves of one side ({@code null}: both), oldest first, including this turn's move. */
  public List<String> moves(Side side) {
    List<String> lines = new ArrayList<>();
    for (PlayedMove move : allMoves()) {
      if (side == null || move.side() == side) {
        lines.add(move.text());
      }
    }
    return lines;
  }

  /** The pieces of one side ({@code null}: both) taken so far, in the order they were taken. */
  public List<String> killed(Side side) {
    List<String> lines = new ArrayList<>();
    for (PlayedMove move : allMoves()) {
      for (PlayedMove.Kill kill : move.killed()) {
        if (side == null || kill.owner() == side) {
          lines.add(kill.toString());
        }
      }
    }
    return lines;
  }

  private List<PlayedMove> allMoves() {
    if (pending == null) {
      return completed;
    }
    List<PlayedMove> all = new ArrayList<>(completed);
    all.add(pending);
    return all;
  }

  private Reply completeTurn(List<String> toActor) {
    PlayedMove move = pending;
    completed.add(move);
    if (drawOffer != null && drawOffer != move.side()) {
      drawOffer = null; // the opponent moved instead of accepting
    }
    turnStart = current;
    pending = null;
    selected = null;
    undoUsedThisTurn = false;
    ending = decide();
    toActor.add("turn completed");
    List<String> others = new ArrayList<>();
    others.add(name(move.side()) + " played " + move.notation());
    others.addAll(board());
    if (ending != null) {
      String result = ending.winner() == null ? "draw" : wonLine(ending.winner());
      toActor.add(result);
      others.add(result);
    }
    return new Reply(toActor, others, move, ending);
  }

  private Ending decide() {
    Outcome outcome = current.outcome();
    if (outcome.status() == Outcome.Status.WIN) {
      return new Ending(outcome.winner(), outcome.reason(), false);
    }
    if (outcome.status() == Outcome.Status.DRAW) {
      return new Ending(null, outcome.reason(), false);
    }
    if (limit > 0 && completed.size() >= limit) {
      return new Ending(null, "move limit", false);
    }
    return null;
  }

  private String wonLine(Side winner) {
    return "player " + name(winner) + " with color " + winner.label() + " won";
  }

  private String moveWord() {
    return pending.killed().isEmpty() ? "moved" : "rival piece destroyed";
  }

  private void makeMove(Move move) {
    Position after = turnStart.play(move);
    pending = describe(move, after);
    current = after;
  }

  private PlayedMove describe(Move move, Position after) {
    Side side = mover();
    String notation = variant.notation().format(turnStart, move);
    if (!(turnStart instanceof ChessPosition chess)) {
      return new PlayedMove(side, move, notation, notation, taken(after));
    }
    int[] from = move.from();
    int[] to = move.to();
    int[] taken = to;
    if (move instanceof ChessMove chessMove && chessMove.isEnPassant()) {
      taken = new int[] {from[0], to[1]};
    }
    String mover = chess.pieceAt(from[0], from[1]).orElseThrow().code();
    int[] spot = taken;
    PlayedMove.Kill kill =
        chess
            .pieceAt(taken[0], taken[1])
            .map(piece -> new PlayedMove.Kill(piece.code(), piece.side(), Square.of(spot)))
            .orElse(null);
    String text =
        mover + " " + Square.of(from) + " to " + Square.of(to)
            + (kill == null ? "" : " destroyed " + kill.name());
    return new PlayedMove(side, move, notation, text, kill == null ? List.of() : List.of(kill));
  }

  /**
   * The opponent's pieces a move of any variant took: those whose square no longer holds them.
   * Named by kind and colour ({@code Mb} for a black draughts man), as seed 002 names chess pieces.
   */
  private List<PlayedMove.Kill> taken(Position after) {
    List<PlayedMove.Kill> kills = new ArrayList<>();
    Side opponent = mover().opponent();
    for (int row = 0; row < turnStart.rows(); row++) {
      for (int column = 0; column < turnStart.columns(); column++) {
        Optional<BoardPiece> before = turnStart.occupant(row, column);
        if (before.isPresent() && before.get().side() == opponent
            && !after.occupant(row, column).equals(before)) {
          BoardPiece piece = before.get();
          String name = Character.toUpperCase(piece.kind()) + (opponent == Side.WHITE ? "w" : "b");
          kills.add(new PlayedMove.Kill(name, opponent, new Square(row + 1, column + 1)));
        }
      }
    }
    return kills;
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
