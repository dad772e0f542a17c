package arbiter.client.swing;

import arbiter.protocol.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Start positions of every variant as the server sends them, written out for client tests. */
final class States {

  private States() {}

  /** A state from rows of text, row 0 (white's side) first: letters upper white, lower black, '+' promotes the next, '.' empty. */
  static GameState of(String variant, List<String> rows, List<String> whiteHand, List<String> blackHand,
      String sideToMove, List<GameState.LegalMove> legal) {
    List<List<GameState.Piece>> cells = new ArrayList<>();
    int columns = 0;
    for (String text : rows) {
      List<GameState.Piece> row = new ArrayList<>();
      boolean promoted = false;
      for (char c : text.toCharArray()) {
        if (c == '+') {
          promoted = true;
          continue;
        }
        row.add(c == '.' ? null : new GameState.Piece(String.valueOf(Character.toUpperCase(c)),
            Character.isUpperCase(c) ? "white" : "black", promoted));
        promoted = false;
      }
      columns = row.size();
      cells.add(Arrays.asList(row.toArray(GameState.Piece[]::new)));
    }
    return new GameState(1, 1, variant, "ann", "bob", new GameState.Board(rows.size(), columns, cells),
        new GameState.Hands(whiteHand, blackHand), sideToMove, legal, null, List.of(), 0, -1,
        "ongoing", null, "");
  }

  static GameState chess(String variant) {
    return of(variant, List.of("RNBQKBNR", "PPPPPPPP", "........", "........", "........",
        "........", "pppppppp", "rnbqkbnr"), List.of(), List.of(), "white",
        List.of(move("e2e3", 1, 4, 2, 4), move("e2e4", 1, 4, 3, 4), move("g1f3", 0, 6, 2, 5)));
  }

  static GameState pawns() {
    return of("pawns", List.of("........", "PPPPPPPP", "........", "........", "........",
        "........", "pppppppp", "........"), List.of(), List.of(), "white", List.of());
  }

  /** minishogi after a few captures: pieces in both hands, a promoted pawn, black to move. */
  static GameState minishogi() {
    return of("minishogi", List.of("KGSBL", "P....", "..+p..", "....p", "lbsgk"), List.of("P"),
        List.of("S", "B"), "black",
        List.of(drop("s 00 43", 2, 3, "S"), drop("s 00 23", 2, 1, "S"), drop("b 00 32", 1, 2, "B")));
  }

  static GameState checkers() {
    return of("checkers", List.of("M.M.M.M.", ".M.M.M.M", "M.M.M.M.", "........", "........",
        ".m.m.m.m", "m.m.m.m.", ".m.m.m.K"), List.of(), List.of(), "white", List.of());
  }

  /** The same state with clocks: a timed game's. */
  static GameState timed(GameState state, GameState.Clock clock) {
    return new GameState(state.game(), state.seq(), state.variant(), state.white(), state.black(),
        state.board(), state.hands(), state.sideToMove(), state.legalMoves(), state.lastMove(),
        state.moves(), state.limit(), state.movesLeft(), state.status(), state.winner(),
        state.reason(), clock);
  }

  /** The same state over: {@code winner} won for {@code reason}, and no clock runs. */
  static GameState over(GameState state, String winner, String reason) {
    GameState.Clock clock = state.clock();
    GameState.Clock stopped = clock == null ? null : new GameState.Clock(clock.control(),
        clock.white(), clock.black(), null, clock.sentAt(), clock.whitePeriods(),
        clock.blackPeriods(), clock.period());
    return new GameState(state.game(), state.seq() + 1, state.variant(), state.white(),
        state.black(), state.board(), state.hands(), state.sideToMove(), List.of(),
        state.lastMove(), state.moves(), state.limit(), state.movesLeft(), "win", winner, reason,
        stopped);
  }

  static GameState.LegalMove move(String text, int fromRow, int fromColumn, int toRow, int toColumn) {
    return new GameState.LegalMove(text, new int[] {fromRow, fromColumn}, new int[] {toRow, toColumn}, null);
  }

  static GameState.LegalMove drop(String text, int toRow, int toColumn, String kind) {
    return new GameState.LegalMove(text, null, new int[] {toRow, toColumn}, kind);
  }
}
