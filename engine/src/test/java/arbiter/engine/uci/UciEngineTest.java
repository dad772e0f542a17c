package arbiter.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.engine.uci.UciException.Failure;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.chess.ChessPosition;
import arbiter.rules.chess.ChessVariant;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The adapter against a fake engine that behaves, hangs, crashes or plays an illegal move. */
class UciEngineTest {

  private static final Notation UCI = ChessVariant.CHESS.uci();
  private static final ChessPosition START = ChessVariant.CHESS.start();
  private static final Duration SHORT = Duration.ofMillis(500);

  private static List<String> fake(String mode) throws Exception {
    Path script = Path.of(UciEngineTest.class.getResource("fake-uci.sh").toURI());
    return List.of("bash", script.toString(), mode);
  }

  private static UciEngine start(String mode) throws Exception {
    return UciEngine.start(fake(mode), Map.of("Threads", "1"), UCI, Duration.ofSeconds(5));
  }

  @Test
  void playsTheEnginesMoveAfterTheHandshake() throws Exception {
    try (UciEngine engine = start("good")) {
      Move first = engine.bestMove(START, List.of(), GoCommand.moveTime(10), SHORT);
      Move reply = engine.bestMove(START, List.of(first), GoCommand.clocks(1_000, 1_000, 0, 0, false), SHORT);

      assertThat(first.toString()).isEqualTo("e2e4");
      assertThat(reply.toString()).isEqualTo("e7e5");
    }
  }

  @Test
  void anIllegalMoveIsATypedFailure() throws Exception {
    try (UciEngine engine = start("illegal")) {
      assertThatThrownBy(() -> engine.bestMove(START, List.of(), GoCommand.moveTime(10), SHORT))
          .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.ILLEGAL_MOVE));
    }
  }

  @Test
  void anEngineThatCrashesIsReportedDead() throws Exception {
    try (UciEngine engine = start("crash")) {
      assertThatThrownBy(() -> engine.bestMove(START, List.of(), GoCommand.moveTime(10), Duration.ofSeconds(5)))
          .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.DIED));
      assertThatThrownBy(() -> engine.bestMove(START, List.of(), GoCommand.moveTime(10), Duration.ofSeconds(5)))
          .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.DIED));
    }
  }

  @Test
  void anEngineThatHangsTimesOutAndIsKilled() throws Exception {
    UciEngine engine = start("hang");
    long started = System.nanoTime();

    assertThatThrownBy(() -> engine.bestMove(START, List.of(), GoCommand.moveTime(10), Duration.ofMillis(200)))
        .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.TIMEOUT));

    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(3));
    assertThat(engine.isAlive()).isFalse();
  }

  @Test
  void anEngineThatNeverFinishesTheHandshakeTimesOut() {
    assertThatThrownBy(() -> UciEngine.start(fake("mute"), Map.of(), UCI, Duration.ofMillis(300)))
        .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.TIMEOUT));
  }

  @Test
  void aCommandThatDoesNotExistDoesNotStart() {
    assertThatThrownBy(() -> UciEngine.start(List.of("/nonexistent/engine"), Map.of(), UCI, SHORT))
        .isInstanceOfSatisfying(UciException.class, e -> assertThat(e.failure()).isEqualTo(Failure.NOT_STARTED));
  }
}
