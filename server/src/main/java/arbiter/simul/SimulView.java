package arbiter.simul;

import arbiter.rules.Side;
import java.util.List;

/**
 * A simul as every face shows it: its settings, stage, boards and the host's score so far
 * ({@code +wins =draws -losses}).
 *
 * @param time the boards' time control, {@code null} when untimed
 */
public record SimulView(String host, String variant, String time, Simul.HostColour colour,
    Simul.Stage stage, List<Board> boards, int wins, int draws, int losses) {

  /**
   * One board: the opponent, its game (0 before the start), the host's side and result
   * ({@code null} while it is played or before the start).
   */
  public record Board(String opponent, long game, Side hostSide, Simul.HostResult result) {}
}
