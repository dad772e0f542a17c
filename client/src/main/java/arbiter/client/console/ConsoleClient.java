package arbiter.client.console;

import arbiter.client.clock.ClockFace;
import arbiter.client.net.Address;
import arbiter.client.net.ServerLink;
import arbiter.client.words.ClientWords;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.MaskingCallback;
import org.jline.reader.ParsedLine;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;

/**
 * {@code ./arbiter client [host[:port]]}: a JLine prompt with history and tab completion; server
 * messages are printed above the line being typed, which stays intact. In a timed game the clocks
 * also stand at the right of the prompt line, counted down once a second.
 */
public final class ConsoleClient {

  private static final long CONNECT_WAIT_MILLIS = 3000;
  private static final long ANSWER_WAIT_MILLIS = 3000;
  private static final long CLOCK_REFRESH_MILLIS = 1000;

  private final Terminal terminal;
  private final LineReader reader;
  private final ConsoleSession session;
  private final ServerLink link;
  /** Whether the terminal can redraw the prompt line in place (a dumb one cannot). */
  private final boolean redraws;
  private final ScheduledExecutorService clockTicks = Executors.newSingleThreadScheduledExecutor(
      work -> {
        Thread thread = new Thread(work, "arbiter-clock");
        thread.setDaemon(true);
        return thread;
      });
  /** The clock line at the right of the prompt now, null when none is shown. */
  private volatile String shownClocks;

  public ConsoleClient(Terminal terminal, Address address, Path history) {
    this(terminal, address, history, ClockFace::monotonicNow);
  }

  /** @param now this client's monotonic time in milliseconds (the clocks count down by it) */
  ConsoleClient(Terminal terminal, Address address, Path history, LongSupplier now) {
    this.terminal = terminal;
    this.reader =
        LineReaderBuilder.builder()
            .terminal(terminal)
            .appName("arbiter")
            .completer(new Commands())
            .parser(lineParser())
            .variable(LineReader.HISTORY_FILE, history)
            .build();
    this.session = new ConsoleSession(this::send, this::printAbove, drawingFor(terminal), now);
    this.link = new ServerLink(address, "arbiter-console", session);
    this.redraws = !dumb(terminal);
  }

  /**
   * Splits words at spaces and nothing else, with no quotes or escapes: a completed move such as
   * {@code K 11 12} goes out as shown, not as {@code K\ 11\ 12}.
   */
  static DefaultParser lineParser() {
    DefaultParser parser = new DefaultParser();
    parser.setQuoteChars(new char[0]);
    parser.setEscapeChars(new char[0]);
    return parser;
  }

  /** Runs the client on the system terminal until {@code quit} or end of input. */
  public static void main(Address address) throws IOException {
    Terminal terminal = TerminalBuilder.builder().name("arbiter").system(true).build();
    Path history = Path.of(System.getProperty("user.home"), ".arbiter_history");
    new ConsoleClient(terminal, address, history).run();
  }

  /** Reads lines until {@code quit} or end of input. */
  public void run() throws IOException {
    link.speak(ClientWords.current().language()); // the server's words in the client's language
    link.start();
    clockTicks.scheduleAtFixedRate(this::refreshClocks, CLOCK_REFRESH_MILLIS, CLOCK_REFRESH_MILLIS,
        TimeUnit.MILLISECONDS);
    try {
      awaitConnection(); // so that lines typed (or piped) at once are not refused
      while (true) {
        String line;
        try {
          shownClocks = liveClocks();
          line = reader.readLine(session.prompt(), shownClocks, (MaskingCallback) null, null);
        } catch (UserInterruptException e) {
          continue; // Ctrl-C clears the line; quit or Ctrl-D leaves
        } catch (EndOfFileException e) {
          break;
        }
        if (!session.typed(line)) {
          break;
        }
      }
      session.awaitAnswers(ANSWER_WAIT_MILLIS); // a piped script sees its last replies
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      clockTicks.shutdownNow();
      link.close();
      terminal.flush();
      terminal.close();
    }
  }

  private void awaitConnection() throws InterruptedException {
    link.awaitConnected(java.time.Duration.ofMillis(CONNECT_WAIT_MILLIS));
  }

  private boolean send(arbiter.protocol.Request request) {
    return link.send(request);
  }

  /**
   * Redraws the clocks at the right of the prompt line if their text changed: under JLine's lock,
   * as printing above does, so the line being typed and its cursor stay as they are.
   */
  void refreshClocks() {
    String clocks = liveClocks();
    if (Objects.equals(clocks, shownClocks) || !(reader instanceof LineReaderImpl impl)) {
      return;
    }
    try {
      shownClocks = clocks;
      impl.setRightPrompt(clocks);
      if (reader.isReading()) {
        reader.callWidget(LineReader.REDISPLAY);
      }
    } catch (RuntimeException e) {
      // between two prompts, or the terminal closed while quitting: the next tick tries again
    }
  }

  /** The clocks to show at the right of the prompt, or null (none running, or a dumb terminal). */
  private String liveClocks() {
    return redraws ? session.clockLine() : null;
  }

  private static boolean dumb(Terminal terminal) {
    return Terminal.TYPE_DUMB.equals(terminal.getType())
        || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType());
  }

  /** Unicode pieces where the terminal encodes UTF-8, colours where it has at least 8. */
  static BoardDrawing drawingFor(Terminal terminal) {
    boolean dumb = dumb(terminal);
    boolean unicode = StandardCharsets.UTF_8.equals(terminal.encoding());
    Integer colours = terminal.getNumericCapability(InfoCmp.Capability.max_colors);
    boolean colour = !dumb && colours != null && colours >= 8;
    return new BoardDrawing(unicode, colour);
  }

  private void printAbove(List<String> lines) {
    if (reader instanceof LineReaderImpl impl) {
      impl.setPrompt(session.prompt()); // the prompt shows whose turn it is
      shownClocks = liveClocks(); // a new state: its clocks at once, not at the next tick
      impl.setRightPrompt(shownClocks);
    }
    try {
      reader.printAbove(String.join(System.lineSeparator(), lines));
    } catch (IllegalStateException e) {
      // the terminal closed while the client quits: nothing left to print to
    }
  }

  /** Completes command words, in a game the legal moves, after replay or export history games. */
  private final class Commands implements Completer {
    @Override
    public void complete(LineReader lineReader, ParsedLine line, List<Candidate> candidates) {
      if (line.wordIndex() == 0) {
        ConsoleCommands.WORDS.forEach(word -> candidates.add(new Candidate(word)));
        session.legalMoves().forEach(move -> candidates.add(new Candidate(move)));
      } else if (line.wordIndex() == 1 && line.words().get(0).equals("move")) {
        session.legalMoves().forEach(move -> candidates.add(new Candidate(move)));
      } else if (line.wordIndex() == 1
          && (line.words().get(0).equals("replay") || line.words().get(0).equals("export"))) {
        session.historyGames().forEach(game -> candidates.add(new Candidate(game)));
      }
    }
  }
}
