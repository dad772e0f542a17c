package arbiter.bench;

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
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine speaking xboard/CECP (e.g. Debian's {@code fairymax}, which has no UCI) for the match
 * tool only: {@code xboard}, {@code protover 2}, {@code new} and {@code force}; then at each of its
 * turns the moves played since, its clocks ({@code time}, {@code otim}, centiseconds) and {@code
 * go}, answered by {@code move M}, after which it is put back in force mode so that it never
 * thinks on the opponent's time. One engine plays one game.
 */
final class CecpEngine implements MatchOpponent {

  private static final String END = new String("end of output");

  private final Process process;
  private final Writer input;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Notation notation;
  private int sent;

  CecpEngine(List<String> command, Notation notation, long baseMillis, long incrementMillis) throws IOException {
    this.process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.notation = notation;
    Thread reader = new Thread(this::read, "cecp-" + command.get(0));
    reader.setDaemon(true);
    reader.start();
    send("xboard");
    send("protover 2");
    send("new");
    send("force");
    // level MOVES BASE INC: the base in minutes:seconds, the increment in whole seconds (CECP 2)
    long seconds = baseMillis / 1000;
    send("level 0 " + seconds / 60 + ":" + String.format("%02d", seconds % 60) + " " + Math.round(incrementMillis / 1000.0));
    send("ping 1");
    await("pong", System.nanoTime() + TimeUnit.SECONDS.toNanos(10));
  }

  @Override
  public Move move(Position start, List<Move> moves, long ownMillis, long otherMillis, long incrementMillis,
      long graceMillis) throws IOException {
    lines.removeIf(old -> old != END); // claims and comments after its last move
    Position position = start;
    for (int i = 0; i < moves.size(); i++) {
      if (i >= sent) {
        send(notation.format(position, moves.get(i)));
      }
      position = position.play(moves.get(i));
    }
    sent = moves.size();
    send("time " + Math.max(0, ownMillis / 10));
    send("otim " + Math.max(0, otherMillis / 10));
    send("go");
    String answer = await("move", System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ownMillis + graceMillis));
    send("force"); // it would otherwise ponder the reply to its own move
    String text = answer.trim().split("\\s+")[1];
    try {
      Move move = notation.parse(position, text);
      sent++;
      return move;
    } catch (NotationException e) {
      throw new IOException("played " + text + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    try {
      send("quit");
      if (!process.waitFor(200, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private void send(String line) throws IOException {
    input.write(line);
    input.write('\n');
    input.flush();
  }

  /** The first line that starts with {@code word}; a resignation or the end of output fails. */
  private String await(String word, long deadline) throws IOException {
    while (true) {
      long left = deadline - System.nanoTime();
      String line;
      try {
        line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : null;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
      if (line == null) {
        process.destroyForcibly();
        throw new IOException("no " + word + " in time");
      }
      if (line == END) {
        throw new IOException("the engine ended");
      }
      if (line.startsWith("1/2-1/2")) {
        throw new DrawClaimed(line);
      }
      if (line.startsWith("resign") || line.startsWith("1-0") || line.startsWith("0-1")) {
        throw new IOException("the engine said " + line);
      }
      if (line.startsWith(word + " ")) {
        return line;
      }
    }
  }

  private void read() {
    try (BufferedReader output = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = output.readLine(); line != null; line = output.readLine()) {
        lines.add(line);
      }
    } catch (IOException e) {
      // the process is gone: END below says so to the waiting caller
    }
    lines.add(END);
  }
}
