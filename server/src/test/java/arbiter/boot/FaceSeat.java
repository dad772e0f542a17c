package arbiter.boot;

import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A logged-in player on one face of a server or an edge (text, JSON over TCP, ICS, JSON over the
 * web page's WebSocket), reading on a thread of its own: how many moves of its game the server
 * has told it of, and when the last came. Each face says it its own way: text counts {@code turn
 * completed} and {@code X played} lines from a known start ({@link #rebase}), JSON states carry
 * their move list, and ICS boards (style 12) their move number and side to move.
 */
final class FaceSeat implements AutoCloseable {

  /** The faces a player may use. */
  enum Face { TEXT, JSON, ICS, WEB }

  static final Duration WAIT = Duration.ofSeconds(15);
  private static final Pattern PLAYED = Pattern.compile("(\\S+) played \\S+");

  final String name;
  final Face face;
  /** Every line received (JSON events as their JSON), for the test to look through. */
  private final List<String> lines = new CopyOnWriteArrayList<>();
  /** When (nanoTime) each line of {@link #lines} was received. */
  private final List<Long> times = new CopyOnWriteArrayList<>();
  private Socket socket;
  private OutputStream out;
  private IcsClient ics;
  private WebSocket web;
  private volatile boolean closed;
  private volatile boolean loggedIn;
  /** Text: the moves made before this login (-1: not known yet) and those told since. */
  private volatile int base = -1;
  private volatile int textTold;
  /** JSON and ICS: the moves of the game as last shown (-1: no game shown yet). */
  private volatile int shown = -1;
  private volatile long toldAt;

  private FaceSeat(String name, Face face) {
    this.name = name;
    this.face = face;
  }

  /**
   * Logs {@code name} (registered, password {@code pw}) in on {@code port}: the text port for
   * text and JSON, the ICS port, or the HTTP port for the web's WebSocket.
   */
  static FaceSeat login(Face face, String name, int port) {
    FaceSeat seat = new FaceSeat(name, face);
    try {
      switch (face) {
        case TEXT -> {
          seat.connect(port);
          seat.send("login " + name + " pw");
        }
        case JSON -> {
          seat.connect(port);
          seat.send(new Request.Hello(1, "test"));
          seat.send(new Request.Login(name, "pw"));
        }
        case ICS -> {
          seat.ics = IcsClient.logIn(port, name, "pw");
          seat.loggedIn = true;
          seat.reader(seat::readIcs);
        }
        case WEB -> seat.openWeb(port);
      }
      seat.awaitUntil(() -> seat.loggedIn, "logged in");
      return seat;
    } catch (RuntimeException | AssertionError e) {
      seat.close();
      throw e;
    }
  }

  private void connect(int port) {
    try {
      socket = new Socket("127.0.0.1", port);
      socket.setTcpNoDelay(true);
      out = socket.getOutputStream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    reader(this::readSocket);
  }

  private void reader(Runnable body) {
    Thread thread = new Thread(body, "seat-" + name);
    thread.setDaemon(true);
    thread.start();
  }

  private void readSocket() {
    try (BufferedReader in = new BufferedReader(
        new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        heard(line);
      }
    } catch (IOException e) {
      // closed
    }
    closed = true;
  }

  private void readIcs() {
    while (true) {
      try {
        heard(ics.upTo(IcsClient.EOL)); // the lines that came with the close are read too
      } catch (AssertionError quiet) {
        if (ics.isClosed()) { // nothing within its wait, or closed with nothing more to read
          break;
        }
      }
    }
    closed = true;
  }

  private void openWeb(int port) {
    String origin = "http://127.0.0.1:" + port;
    web = HttpClient.newHttpClient().newWebSocketBuilder().header("Origin", origin)
        .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), new WebSocket.Listener() {
          private final StringBuilder message = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            message.append(data);
            if (last) {
              heard(message.toString());
              message.setLength(0);
            }
            socket.request(1);
            return null;
          }

          @Override
          public CompletionStage<?> onClose(WebSocket socket, int status, String reason) {
            closed = true;
            return null;
          }

          @Override
          public void onError(WebSocket socket, Throwable error) {
            closed = true;
          }
        }).orTimeout(WAIT.toMillis(), TimeUnit.MILLISECONDS).join();
    send(new Request.Hello(1, "test"));
    send(new Request.Login(name, "pw"));
  }

  private void heard(String line) {
    times.add(System.nanoTime()); // first: a line found has its time
    lines.add(line);
    switch (face) {
      case TEXT -> {
        Matcher played = PLAYED.matcher(line);
        if (line.equals("login successful")) {
          loggedIn = true;
        } else if (line.equals("turn completed")
            || played.matches() && !played.group(1).equals(name)) {
          textTold++;
          toldAt = System.nanoTime();
        }
      }
      case JSON, WEB -> {
        Event event;
        try {
          event = JsonCodec.decodeEvent(line);
        } catch (ProtocolException e) {
          return;
        }
        if (event instanceof Event.Ok && !loggedIn) {
          loggedIn = true;
        } else if (event instanceof Event.State state) {
          shown(state.state().moves().size());
        }
      }
      case ICS -> {
        int board = line.indexOf("<12> ");
        if (board >= 0) {
          String[] fields = line.substring(board).split(" ");
          // FICS: the number of the move about to be made, and whose it is
          shown(2 * (Integer.parseInt(fields[26]) - 1) + (fields[9].equals("B") ? 1 : 0));
        }
      }
    }
  }

  private void shown(int plies) {
    if (plies != shown) {
      shown = plies;
      toldAt = System.nanoTime();
    }
  }

  /** Text: the game had {@code plies} moves when this login showed it; each told adds one. */
  void rebase(int plies) {
    if (face == Face.TEXT) {
      textTold = 0;
      base = plies;
    }
  }

  /** The moves of its game the server has told it of; -1 while it knows of no game. */
  int plies() {
    if (face == Face.TEXT) {
      return base < 0 ? -1 : base + textTold;
    }
    return shown;
  }

  /** When (nanoTime) the count last moved. */
  long toldAt() {
    return toldAt;
  }

  boolean isClosed() {
    return closed;
  }

  /** Sends a move in the face's own way. */
  void move(String move) {
    switch (face) {
      case TEXT -> send(move);
      case ICS -> ics.send(move);
      case JSON, WEB -> send(new Request.Move(move));
    }
  }

  /** Gives the game up: {@code forfeit} in text and JSON, {@code resign} in ICS. */
  void forfeit() {
    switch (face) {
      case TEXT -> send("forfeit");
      case ICS -> ics.send("resign");
      case JSON, WEB -> send(new Request.Forfeit());
    }
  }

  /** A text or ICS line as typed. */
  void send(String line) {
    if (face == Face.ICS) {
      ics.send(line);
      return;
    }
    try {
      out.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void send(Request request) {
    String json = JsonCodec.encode(request);
    if (face == Face.WEB) {
      web.sendText(json, true).orTimeout(WAIT.toMillis(), TimeUnit.MILLISECONDS).join();
    } else {
      send(json);
    }
  }

  /** Waits until it was told of at least {@code plies} moves; fails at once when closed. */
  void awaitPlies(int plies) {
    awaitUntil(() -> plies() >= plies, plies + " moves told");
  }

  /** Waits for a line (or JSON event) received that matches. */
  String awaitLine(Predicate<String> wanted, String what) {
    String[] found = new String[1];
    awaitUntil(() -> {
      for (String line : lines) {
        if (wanted.test(line)) {
          found[0] = line;
          return true;
        }
      }
      return false;
    }, what);
    return found[0];
  }

  /** The number of lines received so far, to look only at those after. */
  int mark() {
    return lines.size();
  }

  /**
   * Waits until its game is shown again after line {@code mark} (a core took over, or Redis came
   * back, and the edge resumed its login): text's "you play", JSON's {@code game_started}, ICS's
   * "Continuing". When (nanoTime) it was shown.
   */
  long awaitResumed(int mark) {
    Predicate<String> resumed = switch (face) {
      case TEXT -> line -> line.startsWith("you play ");
      case JSON, WEB -> line -> line.contains("\"type\":\"game_started\"");
      case ICS -> line -> line.contains(") Continuing ");
    };
    int[] at = new int[1];
    awaitUntil(() -> {
      for (int i = mark; i < lines.size(); i++) {
        if (resumed.test(lines.get(i))) {
          at[0] = i;
          return true;
        }
      }
      return false;
    }, "shown its game again");
    return times.get(at[0]);
  }

  /** Whether a line (or JSON event) that matches comes within {@code within}. */
  boolean sees(Predicate<String> wanted, Duration within) {
    long deadline = System.nanoTime() + within.toNanos();
    while (System.nanoTime() < deadline) {
      if (lines.stream().anyMatch(wanted)) {
        return true;
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
    return lines.stream().anyMatch(wanted);
  }

  private void awaitUntil(java.util.function.BooleanSupplier done, String what) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!done.getAsBoolean()) {
      if (closed || System.nanoTime() > deadline) {
        throw new AssertionError(name + " (" + face + "): not " + what + (closed ? " (closed)"
            : " within " + WAIT) + "; last lines: "
            + lines.subList(Math.max(0, lines.size() - 8), lines.size()));
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    try {
      if (socket != null) {
        socket.close();
      }
      if (ics != null) {
        ics.close();
      }
      if (web != null) {
        web.abort();
      }
    } catch (IOException | UncheckedIOException e) {
      // already gone
    }
  }
}
