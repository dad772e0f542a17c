package arbiter.engine.uci;

import arbiter.engine.uci.UciException.Failure;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An external engine speaking UCI, run as a child process: the handshake ({@code uci},
 * options, {@code isready}), then {@code position} and {@code go} for each move, answered by
 * {@code bestmove}. Every wait has a deadline: an engine that does not start, dies, hangs or plays
 * an illegal move is reported as a {@link UciException} of that {@link Failure}, and one that hangs
 * is killed. One daemon thread per engine reads its output; the calls block only the caller's
 * thread, and never longer than the deadline given.
 */
public final class UciEngine implements AutoCloseable {

  /** Put in the queue when the engine's output ends. */
  private static final String END = new String("end of output");

  private final Process process;
  private final Writer input;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Notation notation;
  private final String name;
  /** Set by the reader once the engine's output has ended: every later call fails at once. */
  private volatile boolean ended;

  private UciEngine(Process process, Notation notation, String name) {
    this.process = process;
    this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.notation = notation;
    this.name = name;
    Thread reader = new Thread(this::read, "uci-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code command} and completes the handshake within {@code timeout}, setting {@code
   * options} (e.g. {@code Threads}, {@code Hash}, {@code UCI_Variant}); moves are written and read
   * in {@code notation} (for chess the coordinate notation, {@code ChessVariant.uci()}).
   *
   * @throws UciException NOT_STARTED, DIED, TIMEOUT or PROTOCOL; the process is gone then
   */
  public static UciEngine start(List<String> command, Map<String, String> options, Notation notation, Duration timeout)
      throws UciException {
    Process process;
    try {
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException | RuntimeException e) {
      throw new UciException(Failure.NOT_STARTED, "cannot start " + command + ": " + e.getMessage(), e);
    }
    UciEngine engine = new UciEngine(process, notation, command.get(0));
    try {
      long deadline = System.nanoTime() + timeout.toNanos();
      engine.send("uci");
      engine.await("uciok", deadline);
      for (Map.Entry<String, String> option : options.entrySet()) {
        engine.send("setoption name " + option.getKey() + " value " + option.getValue());
      }
      engine.send("isready");
      engine.await("readyok", deadline);
      return engine;
    } catch (UciException e) {
      engine.close();
      throw e;
    }
  }

  /**
   * The engine's move in the position reached from {@code start} by {@code moves}, thinking as
   * {@code go} says; it must answer within the go's time plus {@code grace}.
   *
   * @throws UciException DIED, TIMEOUT (the engine is then killed), ILLEGAL_MOVE or PROTOCOL
   */
  public Move bestMove(Position start, List<Move> moves, GoCommand go, Duration grace) throws UciException {
    if (ended) {
      throw new UciException(Failure.DIED, name + " has ended");
    }
    StringBuilder line = new StringBuilder("position fen ").append(start.toFen());
    Position position = start;
    if (!moves.isEmpty()) {
      line.append(" moves");
      for (Move move : moves) {
        line.append(' ').append(notation.format(position, move));
        position = position.play(move);
      }
    }
    lines.removeIf(old -> old != END); // stale lines of an earlier move; an end stays
    send(line.toString());
    send(go.text());
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(go.thinkMillis()) + grace.toNanos();
    String answer;
    try {
      answer = await("bestmove", deadline);
    } catch (UciException e) {
      if (e.failure() == Failure.TIMEOUT) {
        close();
      }
      throw e;
    }
    String[] words = answer.trim().split("\\s+");
    if (words.length < 2) {
      throw new UciException(Failure.PROTOCOL, name + " sent a bestmove without a move: " + answer);
    }
    try {
      return notation.parse(position, words[1]);
    } catch (NotationException e) {
      throw new UciException(Failure.ILLEGAL_MOVE, name + " played " + words[1] + ": " + e.getMessage(), e);
    }
  }

  /** Whether the process still runs. */
  public boolean isAlive() {
    return process.isAlive();
  }

  /** Asks the engine to quit, then ends the process if it has not. */
  @Override
  public void close() {
    try {
      send("quit");
    } catch (UciException e) {
      // already gone: nothing to ask
    }
    try {
      if (!process.waitFor(200, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private void send(String line) throws UciException {
    try {
      input.write(line);
      input.write('\n');
      input.flush();
    } catch (IOException e) {
      throw new UciException(Failure.DIED, name + " stopped reading its input: " + e.getMessage(), e);
    }
  }

  /** The first line that starts with {@code word}, skipping others (info, id, option lines). */
  private String await(String word, long deadline) throws UciException {
    try {
      while (true) {
        long left = deadline - System.nanoTime();
        String line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : null;
        if (line == null) {
          throw new UciException(Failure.TIMEOUT, name + " did not send " + word + " in time");
        }
        if (line == END) {
          throw new UciException(Failure.DIED, name + " ended before it sent " + word);
        }
        if (line.equals(word) || line.startsWith(word + " ")) {
          return line;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UciException(Failure.TIMEOUT, "interrupted while waiting for " + name, e);
    }
  }

  private void read() {
    try (BufferedReader output =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = output.readLine(); line != null; line = output.readLine()) {
        lines.add(line.strip());
      }
    } catch (IOException e) {
      // the process is gone: the END below reports it to the waiting call as DIED
    } finally {
      ended = true;
      lines.add(END);
    }
  }
}
