package arbiter.bench.pairing;

import arbiter.tournament.Format;
import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TieBreak;
import arbiter.tournament.TrfGenerator;
import arbiter.tournament.TrfStandings;
import arbiter.tournament.trf.TrfFile;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * {@code ./arbiter pairbench agree}: random tournaments from our generator (plain, Baku-accelerated
 * and with forbidden pairs in turn), each checked by bbpPairings ({@code -c}: it re-pairs every
 * round and lists those that differ), and, with FIDE TEC's TieBreakServer checker, every
 * tie-break value and the final ranking compared with ours.
 */
final class Agreement {

  /** The codes compared, as TieBreakServer spells them (DE is compared through the ranking). */
  private static final List<TieBreak> CODES = List.of(TieBreak.BH, TieBreak.BH_C1, TieBreak.BH_C2,
      TieBreak.BH_M1, TieBreak.BH_M2, TieBreak.SB, TieBreak.SB_C1, TieBreak.WIN, TieBreak.WON,
      TieBreak.BPG, TieBreak.BWG, TieBreak.REP, TieBreak.ARO, TieBreak.RTNG, TieBreak.TPN);
  private static final List<TieBreak> OTHER_ORDER = TieBreak.parseList(
      "SB,BH-M1,DE,BWG,BH,BH-C1,BH-C2,BH-M2,SB-C1,WON,BPG,REP,ARO,RTNG,TPN,WIN");

  private Agreement() {}

  static int run(Map<String, String> options, PrintStream out)
      throws IOException, InterruptedException {
    String bbp = options.get("bbp");
    if (bbp == null) {
      System.err.println("pairbench agree: needs --bbp PATH/bbpPairings.exe");
      return 2;
    }
    int count = Integer.parseInt(options.getOrDefault("count", "2000"));
    long seed = Long.parseLong(options.getOrDefault("seed", "1"));
    String checker = options.get("tiebreak-checker");
    Path dir = Files.createTempDirectory("arbiter-agree");
    int rounds = 0;
    int differing = 0;
    int refused = 0;
    Map<String, int[]> tieBreaks = new LinkedHashMap<>();
    int rankedAlike = 0;
    for (int i = 0; i < count; i++) {
      TrfFile file = generator(seed + i, i % 3).generate();
      Path path = dir.resolve("t" + i + ".trf");
      Files.writeString(path, file.text(), StandardCharsets.ISO_8859_1);
      rounds += file.rounds().orElse(0);
      Process check = new ProcessBuilder(bbp, "--dutch", path.toString(), "-c")
          .redirectErrorStream(true).start();
      String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int status = check.waitFor();
      int diffs = (int) said.lines().filter(l -> l.contains("Checker pairings")).count();
      differing += diffs;
      if (status != 0 && diffs == 0) {
        refused++;
        out.println("t" + i + ": bbpPairings refused the file (status " + status + "): "
            + said.lines().findFirst().orElse(""));
      } else if (diffs > 0) {
        out.println("t" + i + ": " + diffs + " rounds differ (file kept in " + path + ")");
      }
      int before = tieBreaks.values().stream().mapToInt(v -> v[1] - v[0]).sum();
      if (checker != null) {
        rankedAlike += tieBreaks(checker, path, file, tieBreaks, out) ? 1 : 0;
      }
      boolean tieBreaksAgree =
          tieBreaks.values().stream().mapToInt(v -> v[1] - v[0]).sum() == before;
      if (diffs == 0 && tieBreaksAgree) {
        Files.delete(path); // a file that disagrees stays for a look
      }
    }
    out.printf("pairings: %d tournaments, %d rounds, %d rounds differ, %d files refused by"
        + " bbpPairings%n", count, rounds, differing, refused);
    if (checker != null) {
      for (Map.Entry<String, int[]> e : tieBreaks.entrySet()) {
        int[] v = e.getValue();
        out.printf("tie-break %-6s %d/%d%n", e.getKey(), v[0], v[1]);
      }
      out.printf("final ranking (both orders) alike in %d/%d tournaments%n", rankedAlike, count);
    }
    return differing == 0 ? 0 : 1;
  }

  /** Tournament {@code i}: 6 to 75 players, 3 to 11 rounds, mode 0 plain, 1 Baku, 2 forbidden. */
  private static TrfGenerator generator(long seed, int mode) {
    Random pick = new Random(seed * 7919L);
    int players = 6 + pick.nextInt(70);
    int rounds = 3 + pick.nextInt(Math.min(9, players / 2));
    return new TrfGenerator(players, rounds, seed, 0.3, 0.04, 0.04, 0.02, mode == 1,
        mode == 2 ? 1 + players / 8 : 0);
  }

  /** Compares one file's values and rankings; true when both rankings agree for every player. */
  private static boolean tieBreaks(String checker, Path path, TrfFile file,
      Map<String, int[]> tally, PrintStream out) throws IOException, InterruptedException {
    boolean alike = true;
    for (List<TieBreak> order : List.of(TieBreak.DEFAULT, OTHER_ORDER)) {
      List<String> codes = new ArrayList<>(List.of("PTS"));
      // only the order's codes: TieBreakServer ranks by every code it is given
      order.forEach(t -> codes.add(t.code().replace('-', '/')));
      Map<Integer, Map<String, String>> theirs = checker(checker, path, codes);
      StandingsTable ours = TrfStandings.of(file, Format.SWISS, order);
      Map<Integer, Integer> tiedAt = new HashMap<>();
      theirs.values().forEach(row -> tiedAt.merge(Integer.parseInt(row.get("Rank")), 1,
          Integer::sum));
      for (Standing s : ours.rows()) {
        Map<String, String> row = theirs.get(s.number());
        if (row == null) {
          continue;
        }
        int rank = Integer.parseInt(row.get("Rank"));
        boolean ranked = s.rank() >= rank && s.rank() < rank + tiedAt.get(rank);
        alike &= ranked;
        count(tally, "rank " + (order == TieBreak.DEFAULT ? "C.07" : "other"), ranked);
        if (order != OTHER_ORDER) {
          continue; // the values are the same whatever the order: read from the order with all
        }
        count(tally, "PTS", new BigDecimal(row.get("PTS")).multiply(BigDecimal.valueOf(2))
            .compareTo(BigDecimal.valueOf(s.halfPoints())) == 0);
        for (TieBreak t : CODES) {
          BigDecimal value = new BigDecimal(row.get(t.code().replace('-', '/')))
              .multiply(BigDecimal.valueOf(unit(t)));
          boolean same = value.compareTo(BigDecimal.valueOf(s.value(t))) == 0;
          count(tally, t.code(), same);
          if (!same) {
            out.println(path.getFileName() + " player " + s.number() + " " + t.code()
                + ": TieBreakServer " + row.get(t.code().replace('-', '/')) + ", arbiter "
                + t.format(s.value(t)));
          }
        }
      }
    }
    return alike;
  }

  /** Our values' units: Buchholz in half points, Sonneborn-Berger in quarters. */
  private static int unit(TieBreak t) {
    return switch (t) {
      case BH, BH_C1, BH_C2, BH_M1, BH_M2 -> 2;
      case SB, SB_C1 -> 4;
      default -> 1;
    };
  }

  private static void count(Map<String, int[]> tally, String key, boolean agreed) {
    int[] v = tally.computeIfAbsent(key, k -> new int[2]);
    v[0] += agreed ? 1 : 0;
    v[1]++;
  }

  /** TieBreakServer's rows by starting number: {@code -d C} prints CSV with a header. */
  private static Map<Integer, Map<String, String>> checker(String checker, Path path,
      List<String> codes) throws IOException, InterruptedException {
    // -s: every generated tournament is a Swiss; left to guess, TieBreakServer takes one with as
    // many players as rounds plus one for a round robin (no unplayed round counted as a draw)
    List<String> command = new ArrayList<>(List.of("python3", checker, "-i", path.toString(),
        "-f", "TRF", "-s", "-t"));
    command.addAll(codes);
    command.addAll(List.of("-d", "C"));
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    List<String> lines = new String(process.getInputStream().readAllBytes(),
        StandardCharsets.UTF_8).strip().lines().toList();
    process.waitFor();
    Map<Integer, Map<String, String>> rows = new HashMap<>();
    if (lines.isEmpty()) {
      return rows;
    }
    String[] header = lines.get(0).split(",");
    for (String line : lines.subList(1, lines.size())) {
      String[] fields = line.split(",");
      if (line.startsWith("Check") || fields.length < header.length) {
        continue;
      }
      Map<String, String> row = new HashMap<>();
      for (int i = 0; i < header.length; i++) {
        row.put(header[i], fields[i]);
      }
      rows.put(Integer.parseInt(fields[0]), row);
    }
    return rows;
  }
}
