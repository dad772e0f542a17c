package arbiter.local.seed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The game menu of seed 002 at one console: every message, errors in their documented order. */
class SeedGameTest {

  private final LocalConsole console = LocalConsole.inGame();

  @Test
  void selectChecksCoordinatesThenOwnerThenEmptiness() {
    assertThat(console.type("select 9,1")).containsExactly("wrong coordination");
    assertThat(console.type("select 0,3")).containsExactly("wrong coordination");
    assertThat(console.type("select 7,1")).containsExactly("you can only select one of your pieces");
    assertThat(console.type("select 4,4")).containsExactly("no piece on this spot");
    assertThat(console.type("select 2,4")).containsExactly("selected");
    assertThat(console.type("select 2,4")).containsExactly("selected");
    assertThat(console.type("select 1,2")).containsExactly("selected");
  }

  @Test
  void deselect() {
    assertThat(console.type("deselect")).containsExactly("no piece is selected");
    console.type("select 2,4");
    assertThat(console.type("deselect")).containsExactly("deselected");
    assertThat(console.type("deselect")).containsExactly("no piece is selected");
  }

  @Test
  void moveChecksAlreadyMovedThenCoordinatesThenSelectionThenPath() {
    assertThat(console.type("move 9,9")).containsExactly("wrong coordination");
    assertThat(console.type("move 3,3")).containsExactly("do not have any selected piece");
    console.type("select 1,1");
    assertThat(console.type("move 1,2")).containsExactly("cannot move to the spot"); // own knight
    assertThat(console.type("move 3,1")).containsExactly("cannot move to the spot"); // pawn between
    console.type("select 2,4");
    assertThat(console.type("move 5,4")).containsExactly("cannot move to the spot"); // three steps
    assertThat(console.type("move 4,4")).containsExactly("moved");
    assertThat(console.type("move 9,9")).containsExactly("already moved");
    assertThat(console.type("move 5,4")).containsExactly("already moved");
  }

  @Test
  void aCaptureDestroysTheRivalPiece() {
    console.type("select 2,5", "move 4,5", "next_turn", "select 7,4", "move 5,4", "next_turn",
        "select 4,5");

    assertThat(console.type("move 5,4")).containsExactly("rival piece destroyed");
    assertThat(console.type("show_moves -all"))
        .containsExactly("Pw 2,5 to 4,5", "Pb 7,4 to 5,4", "Pw 4,5 to 5,4 destroyed Pb");
  }

  @Test
  void theMovedPieceStaysSelectedUntilTheTurnEnds() {
    console.type("select 2,4", "move 4,4");
    assertThat(console.type("deselect")).containsExactly("deselected");
    console.type("select 4,4", "next_turn");
    assertThat(console.type("deselect")).containsExactly("no piece is selected");
  }

  @Test
  void nextTurnNeedsAMove() {
    assertThat(console.type("next_turn")).containsExactly("you must move then proceed to next turn");
    console.type("select 2,4", "move 4,4");
    assertThat(console.type("next_turn")).containsExactly("turn completed");
    assertThat(console.type("show_turn")).containsExactly("it is player abbas turn with color black");
  }

  @Test
  void showTurnAtTheStart() {
    assertThat(console.type("show_turn")).containsExactly("it is player ali turn with color white");
  }

  @Test
  void undoChecksCountThenMoveThenTurnUse() {
    assertThat(console.type("undo")).containsExactly("you must move before undo");
    console.type("select 2,4", "move 4,4");
    assertThat(console.type("undo")).containsExactly("undo completed");
    assertThat(console.type("undo")).containsExactly("you must move before undo");
    assertThat(console.type("move 3,4")).containsExactly("moved"); // the piece is still selected
    assertThat(console.type("undo")).containsExactly("you have used your undo for this turn");
    assertThat(console.type("undo_number")).containsExactly("you have 1 undo moves");
    console.type("next_turn", "select 7,1", "move 6,1", "next_turn");
    console.type("select 3,4", "move 4,4", "undo", "select 2,1", "move 3,1", "next_turn");
    console.type("select 7,2", "move 6,2", "next_turn", "select 3,1", "move 4,1");
    assertThat(console.type("undo_number")).containsExactly("you have 0 undo moves");
    assertThat(console.type("undo")).containsExactly("you cannot undo anymore");
  }

  @Test
  void undoPutsTheBoardBack() {
    console.type("select 2,4", "move 4,4", "undo");

    assertThat(console.type("show_board").get(6)).isEqualTo("Pw|Pw|Pw|Pw|Pw|Pw|Pw|Pw|");
    assertThat(console.type("show_moves")).isEmpty();
  }

  @Test
  void undoNumberStartsAtTwoForEachPlayer() {
    assertThat(console.type("undo_number")).containsExactly("you have 2 undo moves");
  }

  @Test
  void showMovesListsTheCurrentPlayersMovesOrAll() {
    console.type("select 2,4", "move 4,4", "next_turn", "select 7,5", "move 5,5", "next_turn",
        "select 4,4", "move 5,5", "next_turn");

    assertThat(console.type("show_moves")).containsExactly("Pb 7,5 to 5,5");
    assertThat(console.type("show_moves -all"))
        .containsExactly("Pw 2,4 to 4,4", "Pb 7,5 to 5,5", "Pw 4,4 to 5,5 destroyed Pb");
  }

  @Test
  void showKilledListsTheCurrentPlayersLostPiecesOrAll() {
    console.type("select 2,4", "move 4,4", "next_turn", "select 7,5", "move 5,5", "next_turn",
        "select 4,4", "move 5,5", "next_turn");

    assertThat(console.type("show_killed")).containsExactly("Pb killed in spot 5,5");
    console.type("select 8,4", "move 5,7", "next_turn", "select 1,3", "move 5,7");
    assertThat(console.type("show_killed")).isEmpty();
    assertThat(console.type("show_killed -all"))
        .containsExactly("Pb killed in spot 5,5", "Qb killed in spot 5,7");
  }

  @Test
  void showBoardAtTheStart() {
    assertThat(console.type("show_board"))
        .containsExactly(
            "Rb|Nb|Bb|Qb|Kb|Bb|Nb|Rb|",
            "Pb|Pb|Pb|Pb|Pb|Pb|Pb|Pb|",
            "  |  |  |  |  |  |  |  |",
            "  |  |  |  |  |  |  |  |",
            "  |  |  |  |  |  |  |  |",
            "  |  |  |  |  |  |  |  |",
            "Pw|Pw|Pw|Pw|Pw|Pw|Pw|Pw|",
            "Rw|Nw|Bw|Qw|Kw|Bw|Nw|Rw|");
  }

  @Test
  void helpListsTheMenu() {
    assertThat(console.type("help"))
        .containsExactly("select [x],[y]", "deselect", "move [x],[y]", "next_turn", "show_turn",
            "undo", "undo_number", "show_moves [-all]", "show_killed [-all]", "show_board", "help",
            "forfeit");
  }

  @Test
  void forfeitGivesTheGameToTheOtherPlayer() {
    console.type("select 2,4", "move 4,4", "next_turn");

    assertThat(console.type("forfeit"))
        .containsExactly("you have forfeited", "player ali with color white won");
    assertThat(console.type("scoreboard")).containsExactly("ali 2 1 0 0", "abbas -1 0 0 1");
  }

  @Test
  void capturingTheKingWinsAtNextTurn() {
    console.type("select 2,5", "move 3,5", "next_turn", "select 7,6", "move 6,6", "next_turn",
        "select 1,4", "move 5,8", "next_turn", "select 7,1", "move 6,1", "next_turn");
    assertThat(console.type("select 5,8", "move 8,5")).containsExactly("selected", "rival piece destroyed");

    assertThat(console.type("next_turn"))
        .containsExactly("turn completed", "player ali with color white won");
    assertThat(console.type("scoreboard")).containsExactly("ali 3 1 0 0", "abbas 0 0 0 1");
  }

  @Test
  void aKingCaptureMayStillBeUndoneBeforeNextTurn() {
    console.type("select 2,5", "move 3,5", "next_turn", "select 7,6", "move 6,6", "next_turn",
        "select 1,4", "move 5,8", "next_turn", "select 7,1", "move 6,1", "next_turn",
        "select 5,8", "move 8,5");

    assertThat(console.type("undo")).containsExactly("undo completed");
    assertThat(console.type("move 6,7", "next_turn")).containsExactly("moved", "turn completed");
  }

  @Test
  void theLimitDrawsTheGame() {
    console.type("forfeit", "new_game abbas 2", "select 2,1", "move 3,1", "next_turn",
        "select 7,1", "move 6,1");

    assertThat(console.type("next_turn")).containsExactly("turn completed", "draw");
    assertThat(console.type("help")).first().isEqualTo("new_game [username] [limit]");
  }

  @Test
  void anythingElseIsAnInvalidCommand() {
    assertThat(console.type("select 1.2", "e2e4", "logout", "show_moves -al", "say hi", "who",
            "move 4,4,", "SELECT 2,4"))
        .containsOnly("invalid command")
        .hasSize(8);
  }
}
