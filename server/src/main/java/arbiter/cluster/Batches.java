package arbiter.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;

/**
 * The frames a node publishes, gathered into one Redis message per channel for each pass of the
 * link's event loop: a core answering the moves it read in one pass tells each edge once, and an
 * edge sends the core the moves of all the clients it read at once; Redis, Lettuce and the
 * receiving node then handle one message, not one per frame. Every message is handed to Redis on
 * the link's own loop ({@code home}, where Lettuce's sockets run), so the frames of a connection
 * keep the order in which they were added whatever thread added them. A frame added on
 * {@code home} waits only for the rest of the loop's pass; one added elsewhere wakes it.
 */
final class Batches {

  /** A message grows to about this size at most (a single larger frame goes alone). */
  static final int MESSAGE_BYTES = 64 * 1024;

  private record Waiting(String channel, byte[] frame, CompletableFuture<Long> heard) {}

  private final Executor home;
  private final BiFunction<String, byte[], CompletionStage<Long>> send;
  private final Queue<Waiting> waiting = new ConcurrentLinkedQueue<>();
  /** Whether a flush is due on {@code home} already. */
  private final AtomicBoolean due = new AtomicBoolean();

  /**
   * @param home the link's event loop, where every message is sent
   * @param send publishes one message on a channel; its stage holds how many subscribers heard it
   */
  Batches(Executor home, BiFunction<String, byte[], CompletionStage<Long>> send) {
    this.home = home;
    this.send = send;
  }

  /**
   * Adds an encoded frame for {@code channel}; the stage holds how many subscribers heard the
   * message that carried it, or fails when it could not be sent. Frames added by one thread, or
   * under one lock, go in the order they were added.
   */
  CompletionStage<Long> add(String channel, byte[] frame) {
    CompletableFuture<Long> heard = new CompletableFuture<>();
    waiting.add(new Waiting(channel, frame, heard));
    if (due.compareAndSet(false, true)) {
      try {
        home.execute(this::flush);
      } catch (RuntimeException e) { // the loop is shut down: nothing goes out any more
        due.set(false);
        fail(e);
      }
    }
    return heard;
  }

  /** Sends what waits, one message per channel (or more, past {@link #MESSAGE_BYTES}). */
  private void flush() {
    due.set(false); // first: a frame added from now on schedules another flush
    Map<String, List<Waiting>> byChannel = new LinkedHashMap<>();
    for (Waiting next; (next = waiting.poll()) != null; ) {
      byChannel.computeIfAbsent(next.channel(), channel -> new ArrayList<>()).add(next);
    }
    byChannel.forEach((channel, frames) -> {
      int from = 0;
      int bytes = 0;
      for (int i = 0; i < frames.size(); i++) {
        bytes += frames.get(i).frame().length;
        if (bytes >= MESSAGE_BYTES || i == frames.size() - 1) {
          publish(channel, frames.subList(from, i + 1));
          from = i + 1;
          bytes = 0;
        }
      }
    });
  }

  private void publish(String channel, List<Waiting> frames) {
    byte[] message;
    if (frames.size() == 1) {
      message = frames.get(0).frame();
    } else {
      List<byte[]> each = new ArrayList<>(frames.size());
      frames.forEach(frame -> each.add(frame.frame()));
      message = FrameCodec.batch(each);
    }
    CompletionStage<Long> sent;
    try {
      sent = send.apply(channel, message);
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    sent.whenComplete((heard, error) -> {
      for (Waiting frame : frames) {
        if (error != null) {
          frame.heard().completeExceptionally(error);
        } else {
          frame.heard().complete(heard);
        }
      }
    });
  }

  private void fail(RuntimeException error) {
    for (Waiting next; (next = waiting.poll()) != null; ) {
      next.heard().completeExceptionally(error);
    }
  }
}
