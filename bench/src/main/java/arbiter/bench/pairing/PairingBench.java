package arbiter.bench.pairing;

import arbiter.tournament.TrfGenerator;
import arbiter.tournament.trf.TrfFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code ./arbiter pairbench speed}: the CPU time and peak memory of pairing one round of a big
 * Swiss, ours and bbpPairings' on the same request in the same run, each in a process of its own
 * measured by GNU time; and whether the two made the same boards.
 *
 * <p>The rounds before the timed one: for round 2, round 1 as the Dutch system pairs it (the top
 * half against the bottom half) with random results, at once at any size; for a later round,
 * bbpPairings' random tournament generator when its path is given, else {@code trf generate}
 * (our own pairer). Both are slow for thousands of players.
 */
public final class PairingBench {

  static final String USAGE = String.join("\n",
      "usage: arbiter pairbench speed [--players 100,300,1000,3000] [--round 2] [--seed 1]",
      "           [--bbp PATH/bbpPairings.exe] [--limit SECONDS]",
      "       arbiter pairbench agree --bbp PATH [--count 2000] [--seed 1]"
          + " [--tiebreak-checker PATH/tiebreakchecker.py]");

  private PairingBench() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0 || !(args[0].equals("speed") || args[0].equals("agree"))) {
      System.err.println(USAGE);
      System.exit(2);
    }
    Map<String, String> options = Options.parse(Arrays.copyOfRange(args, 1, args.length), USAGE);
    int status = args[0].equals("speed") ? speed(options, System.out) : Agreement.run(options,
        System.out);
    System.exit(status);
  }

  static int speed(Map<String, String> options, PrintStream out)
      throws IOException, InterruptedException {
    if (!Measured.available()) {
      System.err.println("pairbench: needs GNU time at /usr/bin/time (apt-get install time)");
      return 2;
    }
    int round = Integer.parseInt(options.getOrDefault("round", "2"));
    long seed = Long.parseLong(options.getOrDefault("seed", "1"));
    long limit = Long.parseLong(options.getOrDefault("limit", "3600"));
    String bbp = options.get("bbp");
    Path dir = Files.createTempDirectory("arbiter-pairbench");
    out.printf("pairing round %d of a Swiss, each in its own process (GNU time: CPU user+sys,"
        + " peak RSS)%n", round);
    for (String size : options.getOrDefault("players", "100,300,1000,3000").split(",")) {
      int players = Integer.parseInt(size.trim());
      TrfFile history = round == 2 ? FirstRound.of(players, seed)
          : bbp != null ? generated(bbp, players, round - 1, seed, dir)
          : TrfGenerator.of(players, round - 1, seed).generate();
      Path request = dir.resolve("p" + players + "r" + round + ".trf");
      Files.writeString(request, TrfCut.before(history, round).text(),
          StandardCharsets.ISO_8859_1);
      Measured ours = Measured.run(List.of(javaCommand(), "-XX:+UseSerialGC", "-cp",
          System.getProperty("java.class.path"), PairOnce.class.getName(), request.toString(),
          Integer.toString(round)), limit);
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "players %5d: arbiter %s",
          players, figures(ours)));
      String[] words = ours.out().strip().split(" ", 6);
      if (!ours.timedOut() && words.length == 6) {
        line.append(String.format(Locale.ROOT, " (pairing thread %s s, heap peak %s MB)",
            words[1], words[3]));
      }
      if (bbp != null) {
        Path pairs = dir.resolve("p" + players + ".bbp.out");
        Measured theirs = Measured.run(List.of(bbp, "--dutch", request.toString(), "-p",
            pairs.toString()), limit);
        line.append(" | bbpPairings ").append(figures(theirs));
        if (!ours.timedOut() && !theirs.timedOut() && words.length == 6) {
          boolean same = boards(words[5]).equals(bbpBoards(pairs));
          line.append(same ? " | same boards" : " | BOARDS DIFFER");
        }
      }
      out.println(line);
      out.flush();
    }
    return 0;
  }

  private static String figures(Measured m) {
    return m.timedOut() ? "did not finish in " + (long) m.wallSeconds() + " s"
        : String.format(Locale.ROOT, "cpu %.2f s wall %.2f s peak %d MB", m.cpuSeconds(),
            m.wallSeconds(), m.peakKib() >> 10);
  }

  /** A tournament of {@code rounds} rounds made by bbpPairings' generator. */
  private static TrfFile generated(String bbp, int players, int rounds, long seed, Path dir)
      throws IOException, InterruptedException {
    Path config = dir.resolve("cfg" + players + ".txt");
    Files.writeString(config, "PlayersNumber=" + players + "\nRoundsNumber=" + rounds + "\n");
    Path file = dir.resolve("gen" + players + ".trf");
    Process process = new ProcessBuilder(bbp, "--dutch", "-g", config.toString(), "-o",
        file.toString(), "-s", Long.toString(seed)).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    if (process.waitFor() != 0) {
      throw new IOException("bbpPairings could not generate " + players + " players");
    }
    return TrfFile.parse(Files.readString(file, StandardCharsets.ISO_8859_1));
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Boards as {@code white-black}, as {@code PairOnce} prints them. */
  static TreeSet<String> boards(String described) {
    return new TreeSet<>(Arrays.asList(described.strip().split(" ")));
  }

  /** bbpPairings' pairs file: a count, then {@code white black} a line ({@code n 0} a bye). */
  static TreeSet<String> bbpBoards(Path pairs) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(pairs, StandardCharsets.ISO_8859_1));
    TreeSet<String> boards = new TreeSet<>();
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isBlank()) {
        boards.add(line.strip().replaceAll("\\s+", "-"));
      }
    }
    return boards;
  }
}
