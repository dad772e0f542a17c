package arbiter.bench.soak;

import arbiter.config.Settings;
import arbiter.boot.ArbiterServer;
import arbiter.config.ServerConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * One soak run: a server with the shipped limits on a free loopback port, normal players playing
 * games, and issue 21's attacks all at once (slow readers, password guessing, registration,
 * chat, challenge and tournament floods, a connection flood that trickles bytes, garbage and a
 * half-open telnet negotiation). Every minute it prints the process's RSS, the normal players'
 * p99 move latency, their errors and the stored moves.
 */
public final class SoakRun {

  private static final String NOT_STORED =
      "the server could not store that, so it did not happen; try again";
  private static final String[] WHITE = {"b1c3", "c3b1"};
  private static final String[] BLACK = {"b8c6", "c6b8"};

  private final int minutes;
  private final int pairs;
  private final boolean attacks;
  private volatile boolean running = true;
  private int port;
  private final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
  private final AtomicLong confirmed = new AtomicLong();
  private final AtomicLong errors = new AtomicLong();
  private final Map<String, AtomicLong> counters = new ConcurrentHashMap<>();
  private final List<Thread> threads = new ArrayList<>();

  /** @param attacks false for a baseline: the normal games alone, on the same machine */
  public SoakRun(int minutes, int pairs, boolean attacks) {
    this.minutes = minutes;
    this.pairs = pairs;
    this.attacks = attacks;
  }

  private Settings settings(Path data) {
    // the shipped limits; a cheaper Argon2 so that seeding the listing takes seconds, not minutes
    return Settings.load()
        .with("port", 0)
        .with("bind", "127.0.0.1")
        .with("data", data)
        .with("jdbc.url", "")
        .with("argon2.memory.kib", 4096)
        .with("argon2.iterations", 1);
  }

  public void execute(PrintStream out) throws Exception {
    Path data = Files.createTempDirectory("arbiter-soak");
    try (ArbiterServer server = ArbiterServer.start(ServerConfig.of(settings(data)))) {
      port = server.port();
      out.printf("soak: %d minutes, %d normal games, %d cores, heap max %d MB; %s%n", minutes,
          pairs, Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20,
          attacks ? "attacks: slow readers, guessing, registration/chat/challenge/tournament"
              + " floods, connection trickle, garbage" : "baseline: no attacks");
      for (int i = 0; i < 1000; i++) {
        server.store().register(String.format("listed%04d", i) + "_".repeat(22), "pw");
      }
      server.store().register("victim", "the_real_password");
      for (int i = 0; i < pairs; i++) {
        int pair = i;
        start("normal-" + i, () -> normalPair(pair));
      }
      if (attacks) {
        startAttacks();
      }
      long begin = System.nanoTime();
      long storedBefore = server.store().moveCount();
      for (int minute = 1; minute <= minutes; minute++) {
        long until = begin + minute * 60_000_000_000L;
        while (System.nanoTime() < until) {
          Thread.sleep(Math.max(1, Math.min(1000, (until - System.nanoTime()) / 1_000_000)));
        }
        report(out, minute, server);
      }
      running = false;
      for (Thread thread : threads) {
        thread.join(40_000);
      }
      long stored = server.store().moveCount() - storedBefore;
      out.printf("end: moves confirmed to normal players %d, stored %d, missing %d%n",
          confirmed.get(), stored, Math.max(0, confirmed.get() - stored));
    } finally {
      try (Stream<Path> files = Files.walk(data)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
      }
    }
  }

  private void report(PrintStream out, int minute, ArbiterServer server) {
    List<Long> taken;
    synchronized (latencies) {
      taken = new ArrayList<>(latencies);
      latencies.clear();
    }
    Collections.sort(taken);
    long p99 = taken.isEmpty() ? -1 : taken.get((int) Math.min(taken.size() - 1,
        Math.ceil(taken.size() * 0.99) - 1));
    long max = taken.isEmpty() ? -1 : taken.get(taken.size() - 1);
    StringBuilder attacks = new StringBuilder();
    new java.util.TreeMap<>(counters).forEach((name, count) ->
        attacks.append(' ').append(name).append('=').append(count.getAndSet(0)));
    out.printf("minute %d: RSS %d MB, normal moves %d, p99 %.1f ms (max %.1f ms), errors %d,"
            + " stored moves %d, connections %d;%s%n",
        minute, rssMb(), taken.size(), p99 / 1e6, max / 1e6, errors.getAndSet(0),
        server.store().moveCount(), server.openConnections(), attacks);
  }

  private static long rssMb() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
        }
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return -1;
  }

  private void count(String what) {
    counters.computeIfAbsent(what, key -> new AtomicLong()).incrementAndGet();
  }

  private void start(String name, Runnable task) {
    Thread thread = new Thread(task, "soak-" + name);
    thread.setDaemon(true);
    threads.add(thread);
    thread.start();
  }

  private SoakClient login(String name, String from) throws IOException {
    SoakClient client = new SoakClient(port, from);
    client.send("register " + name + " pw");
    client.await(line -> line.equals("register successful")
        || line.equals("a user exists with this username"));
    client.send("login " + name + " pw");
    client.await(line -> line.equals("login successful"));
    return client;
  }

  /** Two players in one game, moving knights back and forth with a short think between moves. */
  private void normalPair(int pair) {
    String white = "white" + pair;
    String black = "black" + pair;
    while (running) {
      try (SoakClient w = login(white, "127.0.1." + (2 + 2 * pair));
          SoakClient b = login(black, "127.0.1." + (3 + 2 * pair))) {
        w.send("new_game " + black + " 0");
        b.await(line -> line.startsWith(white + " challenges you"));
        b.send("accept " + white);
        w.await(line -> line.startsWith("it is player "));
        b.await(line -> line.startsWith("it is player "));
        for (int move = 0; running; move++) {
          boolean whiteMoves = move % 2 == 0;
          String text = (whiteMoves ? WHITE : BLACK)[move / 2 % 2];
          SoakClient mover = whiteMoves ? w : b;
          long start = System.nanoTime();
          mover.send(text);
          String answer = mover.await(line -> line.equals("turn completed")
              || line.equals(NOT_STORED) || line.startsWith("it is not"));
          if (!answer.equals("turn completed")) {
            errors.incrementAndGet();
            move--;
            continue;
          }
          latencies.add(System.nanoTime() - start);
          (whiteMoves ? b : w).await(line -> line.startsWith((whiteMoves ? white : black)
              + " played "));
          confirmed.incrementAndGet();
          Thread.sleep(50);
        }
      } catch (IOException e) {
        errors.incrementAndGet();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private void startAttacks() {
    for (int i = 0; i < 64; i++) {
      String from = "127.0.2." + (2 + i % 8);
      start("slow-" + i, () -> loop("slow reader", () -> slowReader(from)));
    }
    for (int i = 0; i < 16; i++) {
      String from = "127.0.3." + (2 + i % 8);
      int id = i;
      start("guess-" + i, () -> loop("guesser", () -> guesser(from, id)));
    }
    for (int i = 0; i < 4; i++) {
      String from = "127.0.4." + (2 + i);
      int id = i;
      start("register-" + i, () -> loop("registrar", () -> registrar(from, id)));
    }
    start("chat", () -> loop("chatter", this::chatter));
    start("challenge", () -> loop("challenger", this::challenger));
    start("tournament", () -> loop("organizer", this::organizer));
    start("trickle", () -> loop("trickle", this::trickle));
    start("garbage", () -> loop("garbage", this::garbage));
  }

  private interface Attack {
    void run() throws IOException, InterruptedException;
  }

  /** Runs an attack again and again; a connection the server closed counts, then it comes back. */
  private void loop(String name, Attack attack) {
    while (running) {
      try {
        attack.run();
      } catch (IOException e) {
        count(name + ".closed");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Asks for the user listing fifty times and never reads. */
  private void slowReader(String from) throws IOException, InterruptedException {
    try (SoakClient client = new SoakClient(port, from)) {
      for (int i = 0; i < 50; i++) {
        client.send("list_users");
      }
      count("slow.asked");
      Thread.sleep(5000);
    }
  }

  private void guesser(String from, int id) throws IOException {
    try (SoakClient client = new SoakClient(port, from)) {
      for (int guess = 0; running && guess < 1000; guess++) {
        client.send("login victim guess" + id + "_" + guess);
        String answer = client.next();
        count(answer.equals("incorrect password") ? "guess.checked"
            : answer.startsWith("too many login") ? "guess.throttled"
            : answer.startsWith("the server is busy") ? "guess.busy" : "guess.other");
      }
    }
  }

  private void registrar(String from, int id) throws IOException {
    try (SoakClient client = new SoakClient(port, from)) {
      for (int n = 0; running && n < 1000; n++) {
        client.send("register r" + id + "_" + System.nanoTime() % 1_000_000_000L + " pw");
        String answer = client.next();
        count(answer.equals("register successful") ? "register.ok"
            : answer.startsWith("too many registrations") ? "register.refused" : "register.other");
      }
    }
  }

  private void chatter() throws IOException, InterruptedException {
    try (SoakClient a = login("spammer", "127.0.6.2");
        SoakClient b = login("spammed", "127.0.6.3")) {
      a.send("new_game spammed 0");
      b.await(line -> line.startsWith("spammer challenges you"));
      b.send("accept spammer");
      a.await(line -> line.startsWith("it is player "));
      for (int n = 0; running && n < 100_000; n++) {
        a.send("say spam " + n);
        if (n % 100 == 0) {
          count("chat.sent100");
        }
      }
      a.send("forfeit");
      Thread.sleep(1000);
    }
  }

  private void challenger() throws IOException, InterruptedException {
    try (SoakClient c = login("challenger", "127.0.6.4")) {
      for (int n = 0; running && n < 10_000; n++) {
        c.send("new_game white" + (n % Math.max(1, pairs)) + " 0");
        String answer = c.next();
        count(answer.startsWith("challenge sent") ? "challenge.sent"
            : answer.startsWith("too many challenges") ? "challenge.refused" : "challenge.other");
      }
    }
  }

  private void organizer() throws IOException {
    try (SoakClient o = login("organizer", "127.0.6.5")) {
      for (int n = 0; running && n < 10_000; n++) {
        o.send("tournament create t" + n + " chess swiss " + (n % 2 == 0 ? 999_999 : 5));
        String answer = o.next();
        count(answer.contains("created") ? "tournament.created"
            : answer.startsWith("too many rounds") || answer.startsWith("you have too many")
                ? "tournament.refused" : "tournament.other");
      }
    }
  }

  /** Two hundred connections that never log in and send a byte every ten seconds. */
  private void trickle() throws IOException, InterruptedException {
    List<SoakClient> held = new ArrayList<>();
    try {
      for (int i = 0; i < 200; i++) {
        try {
          held.add(new SoakClient(port, "127.0.5." + (2 + i % 50)));
        } catch (IOException e) {
          count("trickle.refused");
        }
      }
      for (int tick = 0; running && tick < 30; tick++) {
        for (SoakClient client : held) {
          try {
            client.raw(new byte[] {'x'});
          } catch (IOException e) {
            count("trickle.closed");
          }
        }
        Thread.sleep(10_000);
      }
    } finally {
      held.forEach(SoakClient::close);
    }
  }

  private void garbage() throws IOException, InterruptedException {
    try (SoakClient g = new SoakClient(port, "127.0.6.6")) {
      byte[] noise = new byte[10_000];
      for (int i = 0; i < noise.length; i++) {
        noise[i] = (byte) (i * 131 + 17);
      }
      g.raw(noise);
      g.raw(new byte[] {(byte) 255, (byte) 250, 24, 'x'});
      g.send("");
      g.send("help");
      g.await(line -> line.startsWith("register"));
      count("garbage.answered");
      g.raw("x".repeat(100_000).getBytes(StandardCharsets.US_ASCII));
      g.send("");
      g.await(line -> line.equals("line too long"));
      Thread.sleep(2000);
    }
  }
}
