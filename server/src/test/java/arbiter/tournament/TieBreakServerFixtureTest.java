package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.tournament.trf.TrfFile;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Random Swiss tournaments (withdrawals, requested byes, forfeits) under {@code tiebreak/}, with
 * the values and ranks FIDE TEC's reference tool, TieBreakServer, printed for them: every value
 * equal, and our ranks within each group it ranks equal (it shares places; we draw lots).
 */
class TieBreakServerFixtureTest {

  private static final List<String> CODES = List.of("BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2",
      "SB", "SB-C1", "WIN", "WON", "BPG", "BWG", "REP", "ARO", "TPN");

  @TestFactory
  Stream<DynamicTest> everyValueAndRankAsTieBreakServerHasThem()
      throws IOException, URISyntaxException {
    Path folder = Path.of(getClass().getResource("/tiebreak").toURI());
    List<Path> files;
    try (Stream<Path> listing = Files.list(folder)) {
      files = listing.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
    }
    return files.stream().map(trf -> DynamicTest.dynamicTest(trf.getFileName().toString(), () -> {
      TrfFile file = TrfFile.parse(Files.readString(trf, StandardCharsets.ISO_8859_1));
      StandingsTable table = TrfStandings.of(file, Format.SWISS, TieBreak.DEFAULT);
      Map<Integer, Standing> ours = new HashMap<>();
      table.rows().forEach(s -> ours.put(s.number(), s));
      String base = trf.getFileName().toString().replace(".trf", "");
      List<String> values = Files.readAllLines(trf.resolveSibling(base + ".tiebreakserver.csv"));
      for (String line : values.subList(1, values.size())) {
        String[] field = line.split(",");
        Standing s = ours.get(Integer.parseInt(field[0]));
        for (int i = 0; i < CODES.size(); i++) {
          TieBreak tieBreak = TieBreak.parseList(CODES.get(i)).get(0);
          assertThat(tieBreak.format(s.value(tieBreak)).replace(".00", ".0"))
              .as("player %s %s", field[0], CODES.get(i))
              .isEqualTo(normal(field[3 + i], tieBreak));
        }
      }
      List<String> ranks = Files.readAllLines(trf.resolveSibling(base + ".ranks.csv"));
      Map<Integer, Integer> shared = new HashMap<>();
      for (String line : ranks.subList(1, ranks.size())) {
        shared.merge(Integer.parseInt(line.split(",")[1]), 1, Integer::sum);
      }
      for (String line : ranks.subList(1, ranks.size())) {
        String[] field = line.split(",");
        int theirs = Integer.parseInt(field[1]);
        int mine = ours.get(Integer.parseInt(field[0])).rank();
        assertThat(mine).as("player %s", field[0])
            .isBetween(theirs, theirs + shared.get(theirs) - 1);
      }
    }));
  }

  /**
   * {@code t68} (6 players, 5 rounds, two pairing-allocated and two half-point byes): told nothing
   * of the format, TieBreakServer takes a tournament with one player more than rounds for a round
   * robin (its own guess, not a rule of C.07) and counts no unplayed round as a draw, so its
   * Buchholz differs from ours for every player ({@code t68.roundrobin.tiebreakserver.csv}); told
   * it is a Swiss ({@code -s}), every value is ours ({@code t68.tiebreakserver.csv}, above).
   */
  @Test
  void aSwissWithOnePlayerMoreThanRoundsIsNoRoundRobin() throws IOException, URISyntaxException {
    Path trf = Path.of(getClass().getResource("/tiebreak/t68.trf").toURI());
    TrfFile file = TrfFile.parse(Files.readString(trf, StandardCharsets.ISO_8859_1));
    Map<Integer, Standing> ours = new HashMap<>();
    TrfStandings.of(file, Format.SWISS, TieBreak.DEFAULT).rows()
        .forEach(s -> ours.put(s.number(), s));
    List<String> guessed =
        Files.readAllLines(trf.resolveSibling("t68.roundrobin.tiebreakserver.csv"));
    for (String line : guessed.subList(1, guessed.size())) {
      String[] field = line.split(",");
      assertThat(TieBreak.BH.format(ours.get(Integer.parseInt(field[0])).value(TieBreak.BH)))
          .as("player %s", field[0]).isNotEqualTo(normal(field[3], TieBreak.BH));
    }
  }

  /** TieBreakServer's number in our printed form. */
  private static String normal(String value, TieBreak tieBreak) {
    int scale = switch (tieBreak) {
      case BH, BH_C1, BH_C2, BH_M1, BH_M2 -> 2;
      case SB, SB_C1 -> 4;
      default -> 1;
    };
    int units = new BigDecimal(value).multiply(BigDecimal.valueOf(scale)).intValueExact();
    return tieBreak.format(units).replace(".00", ".0");
  }
}
