package arbiter.async;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The late lane: its tasks run in order, a slice at a time, with work the loop was given meanwhile
 * between slices and a pause as long as the slice; a slice's flushes wait for its end.
 */
class LoopLaneTest {

  /** A loop that runs its tasks when told, in order. */
  private static final class Loop implements Executor {
    final ArrayDeque<Runnable> tasks = new ArrayDeque<>();

    @Override
    public void execute(Runnable task) {
      tasks.add(task);
    }

    void runAll() {
      Runnable task;
      while ((task = tasks.poll()) != null) {
        task.run();
      }
    }
  }

  @Test
  void workGivenMeanwhileRunsBetweenSlices() {
    Loop loop = new Loop();
    LoopLane lane = LoopLane.of(loop);
    List<String> ran = new ArrayList<>();
    for (int i = 0; i < 2 * LoopLane.SLICE; i++) {
      int n = i;
      lane.submit(() -> ran.add("late" + n));
    }
    assertThat(loop.tasks).hasSize(1); // one queued task, not one a spectator
    loop.execute(() -> ran.add("player"));
    loop.runAll();
    assertThat(ran).hasSize(2 * LoopLane.SLICE + 1);
    assertThat(ran.get(LoopLane.SLICE)).isEqualTo("player");
    assertThat(ran.get(0)).isEqualTo("late0");
    assertThat(ran.get(2 * LoopLane.SLICE)).isEqualTo("late" + (2 * LoopLane.SLICE - 1));
  }

  @Test
  void aSlicesFlushesWaitForItsEndAndOutsideNoneIsDeferred() {
    Loop loop = new Loop();
    List<String> ran = new ArrayList<>();
    LoopLane.of(loop).submit(() -> {
      assertThat(LoopLane.deferFlush(() -> ran.add("flush"))).isTrue();
      ran.add("write1");
    });
    LoopLane.of(loop).submit(() -> ran.add("write2"));
    loop.runAll();
    assertThat(ran).containsExactly("write1", "write2", "flush");
    assertThat(LoopLane.deferFlush(() -> ran.add("never"))).isFalse();
  }

  @Test
  void theNextSlicePausesAsLongAsThisOneTookUnlessTheBacklogIsLong() {
    Loop loop = new Loop();
    long[] now = {0};
    List<Long> pauses = new ArrayList<>();
    LoopLane lane = new LoopLane(loop, (task, pause) -> {
      pauses.add(pause);
      loop.execute(task);
    }, () -> now[0]);
    for (int i = 0; i < 2 * LoopLane.SLICE; i++) {
      lane.submit(() -> now[0] += 1_000); // a microsecond a spectator
    }
    loop.runAll();
    assertThat(pauses).containsExactly(LoopLane.SLICE * 1_000L);

    pauses.clear();
    for (int i = 0; i < LoopLane.BACKLOG + 2 * LoopLane.SLICE; i++) {
      lane.submit(() -> now[0] += 1_000);
    }
    loop.runAll();
    // the first slice leaves more than the backlog: the next one follows at once
    assertThat(pauses).hasSize(LoopLane.BACKLOG / LoopLane.SLICE + 1).startsWith(0L);
    assertThat(pauses.subList(1, pauses.size())).containsOnly(LoopLane.SLICE * 1_000L);
  }
}
