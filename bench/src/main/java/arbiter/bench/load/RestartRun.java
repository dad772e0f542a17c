package arbiter.bench.load;

import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * {@code loadtest --measure restart}: the figure of a crash. A server in a child process plays
 * {@code --games} timed games, white on the text protocol and black on JSON; four moves in, with
 * white thinking, the server is killed ({@code kill -9}) and started again on the same data and
 * port, and every client reconnects by itself (a try every 200 ms) and logs in. Printed: seconds
 * from the restart to the server listening, to each client back in its game, to each game's clocks
 * running again; and the clock time each player lost to the interruption (their time just before
 * the kill less their time when the clocks ran again: negative is time given back, as the thinking
 * the player to move had done since the last stored move is).
 *
 * <p>{@code --measure takeover --server.jdbc.url URL} (PostgreSQL): the same games on a core
 * ({@code cluster.role=core}) beside its standby, in a schema of their own; the core is killed
 * and the standby takes over. Printed: the seconds from the kill to the standby listening and to
 * the first move the new core accepts, each of {@code --takeovers} (3) times.
 */
final class RestartRun {

  private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(60);
  private static final String[] OPENING = {"e2e4", "e7e5", "g1f3", "b8c6"};
  /** White's move after the interruption. */
  private static final String AFTER_OPENING = "f1c4";
  /** How long a standby core is given to start before the core is killed. */
  private static final long STANDBY_START_MILLIS = 8000;

  private final int games;
  private final String time;
  private final long thinkMillis;
  private final Map<String, String> settings;

  /** Whether a standby core takes over (PostgreSQL, {@code cluster.role=core}) or it restarts. */
  private final boolean takeover;
  /** Each takeover's first move accepted by the new core, since the kill (nanoseconds). */
  final List<Long> firstMoves = new ArrayList<>();
  /** The port of the edge the players use (0: the core's own port). */
  private int edge;

  RestartRun(int games, String time, long thinkMillis, Map<String, String> settings,
      boolean takeover) {
    this.games = games;
    this.time = time;
    this.thinkMillis = thinkMillis;
    this.settings = settings;
    this.takeover = takeover;
  }

  /** The players connect to the edge on {@code port} (the cores relay it through Redis). */
  RestartRun through(int port) {
    edge = port;
    return this;
  }

  void execute(PrintStream out) throws Exception {
    Path data = Files.createTempDirectory("arbiter-restart");
    int port;
    try (ServerSocket probe = new ServerSocket(0)) {
      port = probe.getLocalPort();
    }
    Map<String, String> served = new java.util.LinkedHashMap<>(settings);
    served.put("port", String.valueOf(port));
    served.put("data", data.toString());
    String schema = "takeover_" + System.currentTimeMillis();
    if (takeover) {
      served.put("jdbc.url", inSchema(settings.get("jdbc.url"), schema, "CREATE"));
    }
    List<Pair> pairs = new ArrayList<>();
    int clientPort = edge > 0 ? edge : port;
    ChildProcess server = new ChildProcess(command(served));
    // a standby says its port only once it leads, after the kill
    CompletableFuture<ChildProcess> standby = takeover ? CompletableFuture.supplyAsync(() -> {
      try {
        return new ChildProcess(command(served));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }) : null;
    if (takeover) {
      Thread.sleep(STANDBY_START_MILLIS); // its JVM up and looking at the lease
    }
    for (int i = 1; i <= games; i++) {
      Pair pair = new Pair(clientPort, "w" + i, "b" + i);
      pair.start();
      pairs.add(pair);
    }
    Thread.sleep(thinkMillis); // white thinks in every game
    long killedAt = System.nanoTime();
    server.kill();
    pairs.forEach(pair -> pair.before(killedAt));
    long restartedAt = takeover ? killedAt : System.nanoTime();
    server = takeover ? standby.get(60, TimeUnit.SECONDS) : new ChildProcess(command(served));
    long listening = System.nanoTime() - restartedAt;
    // every client comes back at once, each on its own, as real ones do
    ExecutorService clients =
        Executors.newFixedThreadPool(2 * games);
    List<Callable<Void>> returns = new ArrayList<>();
    for (Pair pair : pairs) {
      returns.add(() -> pair.whiteBack(clientPort, restartedAt));
      returns.add(() -> pair.blackBack(clientPort, restartedAt));
    }
    try {
      for (Future<Void> back : clients.invokeAll(returns)) {
        back.get();
      }
      if (takeover) {
        List<Callable<Void>> moves = new ArrayList<>();
        for (Pair pair : pairs) {
          moves.add(() -> pair.moveAgain(restartedAt));
        }
        for (Future<Void> moved : clients.invokeAll(moves)) {
          moved.get();
        }
      }
    } finally {
      clients.shutdownNow();
    }
    try {
      report(out, pairs, listening);
    } finally {
      pairs.forEach(Pair::close);
      server.close();
      if (takeover) {
        inSchema(settings.get("jdbc.url"), schema + " CASCADE", "DROP");
      }
    }
  }

  /** The URL of {@code schema} on the database of {@code url}, after {@code verb} on it. */
  private static String inSchema(String url, String schema, String verb)
      throws java.sql.SQLException {
    try (java.sql.Connection connection = java.sql.DriverManager.getConnection(url);
        java.sql.Statement statement = connection.createStatement()) {
      statement.execute(verb + " SCHEMA " + schema);
    }
    return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
  }

  private void report(PrintStream out, List<Pair> pairs, long listeningNanos) {
    if (takeover) {
      List<Long> moved = pairs.stream().map(pair -> pair.movedAgain).sorted().toList();
      out.printf("takeover: kill -9 of the core with %d running %s games (white on text, black"
          + " on JSON%s); its standby listening after %.2f s; the first move accepted by the new"
          + " core %.2f s after the kill (every game's: median %.2f s, max %.2f s)%n", games,
          time, edge > 0 ? ", through an edge" : "", seconds(listeningNanos), seconds(moved.get(0)),
          seconds(moved.get(moved.size() / 2)), seconds(moved.get(moved.size() - 1)));
      firstMoves.add(moved.get(0));
      return;
    }
    out.printf("kill -9 of a server with %d running %s games (white on text, black on JSON),"
        + " white thinking %.1f s; restarted at once on the same data; clients retry every 200 ms"
        + "%n", games, time, thinkMillis / 1000.0);
    out.printf("  restart to listening: %.2f s%n", seconds(listeningNanos));
    List<Long> text = new ArrayList<>();
    List<Long> json = new ArrayList<>();
    List<Long> running = new ArrayList<>();
    List<Long> lostWhite = new ArrayList<>();
    List<Long> sinceMove = new ArrayList<>();
    List<Long> lostBlack = new ArrayList<>();
    for (Pair pair : pairs) {
      text.add(pair.whiteBack);
      json.add(pair.blackBack);
      running.add(pair.clocksRun);
      lostWhite.add(pair.beforeWhite - pair.after.white());
      sinceMove.add(pair.last.white() - pair.after.white());
      lostBlack.add(pair.beforeBlack - pair.after.black());
    }
    out.printf("  restart to each client back in its game: text %s, JSON %s%n", spread(text),
        spread(json));
    out.printf("  restart to each game's clocks running again: %s%n", spread(running));
    out.printf("  clock lost to the interruption, white (to move, thinking %.1f s or more when"
        + " killed): %s; against white's time at its last state before the kill: %s%n",
        thinkMillis / 1000.0, millisSpread(lostWhite), millisSpread(sinceMove));
    out.printf("  clock lost to the interruption, black (waiting): %s%n", millisSpread(lostBlack));
  }

  private static String spread(List<Long> nanos) {
    List<Long> sorted = nanos.stream().sorted().toList();
    return String.format("median %.2f s, max %.2f s", seconds(sorted.get(sorted.size() / 2)),
        seconds(sorted.get(sorted.size() - 1)));
  }

  private static String millisSpread(List<Long> millis) {
    List<Long> sorted = millis.stream().sorted().toList();
    return String.format("min %.2f s, median %.2f s, max %.2f s", sorted.get(0) / 1000.0,
        sorted.get(sorted.size() / 2) / 1000.0, sorted.get(sorted.size() - 1) / 1000.0);
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }

  private static List<String> command(Map<String, String> settings) {
    List<String> command = new ArrayList<>(List.of(
        ProcessHandle.current().info().command().orElse("java"), "-Dfile.encoding=UTF-8"));
    String options = System.getProperty("arbiter.serve.jvm", "").strip();
    if (!options.isEmpty()) {
      command.addAll(List.of(options.split("\\s+")));
    }
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        ServedServer.class.getName()));
    settings.forEach((key, value) -> command.add(key + "=" + value));
    return command;
  }

  /** One game: white on a text connection, black on a JSON one. */
  private final class Pair {

    final String white;
    final String black;
    Connection whiteLine;
    Connection blackLine;
    /** Black's last state before the kill, and when it arrived (nanoTime). */
    GameState.Clock last;
    long lastAt;
    long beforeWhite;
    long beforeBlack;
    long whiteBack;
    long blackBack;
    long clocksRun;
    long movedAgain;
    GameState.Clock after;

    Pair(int port, String white, String black) throws IOException {
      this.white = white;
      this.black = black;
      whiteLine = new Connection(port);
      blackLine = new Connection(port);
    }

    /** Registers both, starts the game and plays the opening; white is to move. */
    void start() throws IOException, InterruptedException {
      whiteLine.send("register " + white + " pw");
      whiteLine.await(line -> line.equals("register successful"));
      whiteLine.send("login " + white + " pw");
      whiteLine.await(line -> line.equals("login successful"));
      blackLine.send("{\"type\":\"hello\",\"version\":1,\"client\":\"restart\"}");
      blackLine.send("{\"type\":\"register\",\"user\":\"" + black + "\",\"password\":\"pw\"}");
      blackLine.await(line -> line.contains("\"request\":\"register\""));
      blackLine.send("{\"type\":\"login\",\"user\":\"" + black + "\",\"password\":\"pw\"}");
      blackLine.await(line -> line.contains("\"request\":\"login\""));
      whiteLine.send("new_game " + black + " 0 chess " + time);
      blackLine.await(line -> line.contains("\"type\":\"challenged\""));
      blackLine.send("{\"type\":\"accept\",\"user\":\"" + white + "\"}");
      whiteLine.await(line -> line.startsWith("moves in ")); // the last line of a start
      for (int ply = 0; ply < OPENING.length; ply++) {
        if (ply % 2 == 0) {
          whiteLine.send(OPENING[ply]);
          whiteLine.await(line -> line.equals("turn completed"));
        } else {
          blackLine.send("{\"type\":\"move\",\"move\":\"" + OPENING[ply] + "\"}");
        }
        int played = ply + 1;
        GameState state = blackLine.state(s -> s.moves().size() == played);
        last = state.clock();
        lastAt = blackLine.arrivedAt;
      }
    }

    /** Each side's time at the kill: white's clock ran since black's last state. */
    void before(long killedAt) {
      beforeWhite = last.white() - TimeUnit.NANOSECONDS.toMillis(killedAt - lastAt);
      beforeBlack = last.black();
      whiteLine.close();
      blackLine.close();
    }

    /** White reconnects as its client would and logs in, back in its game. */
    Void whiteBack(int port, long restartedAt) throws InterruptedException {
      whiteLine = Connection.loggedIn(port, line -> {
        line.send("login " + white + " pw");
        line.await(text -> text.startsWith("you play white in game "));
      });
      whiteBack = whiteLine.arrivedAt - restartedAt;
      return null;
    }

    /** Black likewise, then waits for the clocks to run again. */
    Void blackBack(int port, long restartedAt) throws InterruptedException {
      blackLine = Connection.loggedIn(port, line -> {
        line.send("{\"type\":\"hello\",\"version\":1,\"client\":\"restart\"}");
        line.send("{\"type\":\"login\",\"user\":\"" + black + "\",\"password\":\"pw\"}");
        line.state(state -> true);
      });
      blackBack = blackLine.arrivedAt - restartedAt;
      after = blackLine.state(state -> state.clock() != null && state.clock().running() != null)
          .clock();
      clocksRun = blackLine.arrivedAt - restartedAt;
      return null;
    }

    /** White plays on once its game's clocks run again: the new core accepts the move. */
    Void moveAgain(long since) throws IOException, InterruptedException {
      whiteLine.send(AFTER_OPENING);
      whiteLine.await(line -> line.equals("turn completed"));
      movedAgain = whiteLine.arrivedAt - since;
      return null;
    }

    void close() {
      whiteLine.close();
      blackLine.close();
    }
  }

  /** A line connection whose lines are read as they come, each with its arrival. */
  private static final class Connection {

    private final Socket socket;
    private final OutputStream out;
    private final BlockingQueue<Object[]> lines = new LinkedBlockingQueue<>();
    /** When the line last taken arrived (nanoTime). */
    long arrivedAt;

    Connection(int port) throws IOException {
      socket = new Socket("127.0.0.1", port);
      socket.setTcpNoDelay(true);
      out = socket.getOutputStream();
      Thread reader = new Thread(this::read, "restart-client");
      reader.setDaemon(true);
      reader.start();
    }

    /** Connects as a client that lost its server does: a try every 200 ms. */
    static Connection retrying(int port) throws InterruptedException {
      long deadline = System.nanoTime() + WAIT_NANOS;
      while (true) {
        try {
          return new Connection(port);
        } catch (IOException refused) {
          if (System.nanoTime() > deadline) {
            throw new IllegalStateException("the server did not come back", refused);
          }
          Thread.sleep(200);
        }
      }
    }

    /** What a client does once connected to get back in; it fails when the server closes. */
    interface Login {
      void steps(Connection connection) throws IOException, InterruptedException;
    }

    /**
     * Connected and back in as {@code login} says, tried again every 200 ms: an edge takes a
     * connection and closes it while no core hears it.
     */
    static Connection loggedIn(int port, Login login) throws InterruptedException {
      long deadline = System.nanoTime() + WAIT_NANOS;
      while (true) {
        Connection connection = retrying(port);
        try {
          login.steps(connection);
          return connection;
        } catch (IOException | IllegalStateException notYet) {
          connection.close();
          if (System.nanoTime() > deadline) {
            throw new IllegalStateException("the server did not take the client back", notYet);
          }
          Thread.sleep(200);
        }
      }
    }

    private void read() {
      try (BufferedReader in = new BufferedReader(
          new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          lines.add(new Object[] {line, System.nanoTime()});
        }
      } catch (IOException gone) {
        // the server was killed, or the run is over
      }
      lines.add(new Object[] {null, System.nanoTime()}); // closed: a wait ends at once
    }

    void send(String line) throws IOException {
      out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    }

    String await(Predicate<String> wanted) throws InterruptedException {
      long deadline = System.nanoTime() + WAIT_NANOS;
      while (true) {
        Object[] next = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (next == null) {
          throw new IllegalStateException("no line came within 60 s");
        }
        String line = (String) next[0];
        if (line == null) {
          lines.add(next);
          throw new IllegalStateException("the server closed the connection");
        }
        if (wanted.test(line)) {
          arrivedAt = (Long) next[1];
          return line;
        }
        if (line.contains("\"type\":\"error\"")) {
          throw new IllegalStateException("the server refused: " + line);
        }
      }
    }

    GameState state(Predicate<GameState> wanted) throws InterruptedException {
      while (true) {
        String line = await(text -> text.startsWith("{\"type\":\"state\""));
        try {
          if (JsonCodec.decodeEvent(line) instanceof Event.State state
              && wanted.test(state.state())) {
            return state.state();
          }
        } catch (ProtocolException e) {
          throw new IllegalStateException("not a state: " + line, e);
        }
      }
    }

    void close() {
      try {
        socket.close();
      } catch (IOException ignored) {
        // closing a dead connection
      }
    }
  }
}
