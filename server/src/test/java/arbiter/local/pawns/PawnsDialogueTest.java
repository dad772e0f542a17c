package arbiter.local.pawns;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.pawns.PawnsVariant;
import org.junit.jupiter.api.Test;

class PawnsDialogueTest {

  private final PawnsDialogue dialogue = new PawnsDialogue();

  private void named() {
    dialogue.start();
    dialogue.line("John");
    dialogue.line("Amelia");
  }

  @Test
  void asksForBothNamesThenDrawsTheBoardAndPromptsTheFirstPlayer() {
    assertThat(dialogue.start()).containsExactly("Pawns-Only Chess", "First Player's name:");
    assertThat(dialogue.line("John")).containsExactly("Second Player's name:");
    assertThat(dialogue.line("Amelia"))
        .hasSize(20)
        .startsWith("  +---+---+---+---+---+---+---+---+")
        .endsWith("    a   b   c   d   e   f   g   h", "", "John's turn:");
  }

  @Test
  void exitAtANamePromptSaysByeToo() {
    dialogue.start();
    dialogue.line("John");
    assertThat(dialogue.line("exit")).containsExactly("Bye!");
    assertThat(dialogue.isOver()).isTrue();
  }

  @Test
  void onlyExitItselfEndsTheGame() {
    named();
    assertThat(dialogue.line("Exit")).containsExactly("Invalid Input", "John's turn:");
    assertThat(dialogue.line("exit now")).containsExactly("Invalid Input", "John's turn:");
  }

  @Test
  void exitSaysByeAndEndsTheDialogue() {
    named();
    assertThat(dialogue.line("exit")).containsExactly("Bye!");
    assertThat(dialogue.isOver()).isTrue();
    assertThat(dialogue.line("e2e4")).isEmpty();
    assertThat(dialogue.end()).isEmpty();
  }

  @Test
  void theEndOfInputSaysByeOnce() {
    dialogue.start();
    assertThat(dialogue.end()).containsExactly("Bye!");
    assertThat(dialogue.end()).isEmpty();
  }

  @Test
  void namesTheMoverColourWhenTheStartSquareHoldsNoOwnPawn() {
    named();
    assertThat(dialogue.line("e7e5")).containsExactly("No white pawn at e7", "John's turn:");
    dialogue.line("e2e4");
    assertThat(dialogue.line("e4e5")).containsExactly("No black pawn at e4", "Amelia's turn:");
  }

  @Test
  void aFinishedGameSaysWhoWonThenBye() {
    PawnsDialogue nearEnd =
        new PawnsDialogue(PawnsVariant.PAWNS.fromFen("8/3P4/8/8/8/8/p7/8 w - - 0 1"));
    nearEnd.start();
    nearEnd.line("W");
    nearEnd.line("B");
    assertThat(nearEnd.line("d7d8")).endsWith("", "White Wins!", "Bye!");
    assertThat(nearEnd.isOver()).isTrue();
  }
}
