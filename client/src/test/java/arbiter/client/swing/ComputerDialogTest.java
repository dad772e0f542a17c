package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ComputerDialogTest {

  @Test
  void theHouseLevelsComeFirstThenTheServersOtherBots() {
    assertThat(ComputerDialog.opponents(List.of("house", "house1", "house8", "stockfish")))
        .containsExactly("house1", "house2", "house3", "house4", "house5", "house6", "house7",
            "house8", "stockfish");
  }
}
