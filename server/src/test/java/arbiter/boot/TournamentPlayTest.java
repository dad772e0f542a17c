package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole tournaments played over TCP by scripted players, with the same results as the
 * hand-computed tables of the tournament unit tests (RoundRobinTest, SwissTest).
 */
@Tag("socket")
class TournamentPlayTest {

  @TempDir Path data;

  /** Who won each pairing of the six-player round robin ({@code =}: drawn), as in RoundRobinTest. */
  private static final Map<String, String> WINNERS = Map.ofEntries(
      Map.entry("anna-boris", "anna"), Map.entry("anna-chen", "="),
      Map.entry("anna-dmitri", "anna"), Map.entry("anna-eve", "eve"),
      Map.entry("anna-farid", "anna"), Map.entry("boris-chen", "boris"),
      Map.entry("boris-dmitri", "="), Map.entry("boris-eve", "boris"),
      Map.entry("boris-farid", "="), Map.entry("chen-dmitri", "chen"),
      Map.entry("chen-eve", "chen"), Map.entry("chen-farid", "="),
      Map.entry("dmitri-eve", "dmitri"), Map.entry("dmitri-farid", "dmitri"),
      Map.entry("eve-farid", "eve"));

  /** Results of the nine-player Swiss by round, boards 1-4, as in SwissTest. */
  private static final String[][] SWISS = {
      {"1-0", "0-1", "=", "1-0"},
      {"=", "1-0", "0-1", "1-0"},
      {"0-1", "1-0", "1-0", "="},
      {"1-0", "=", "0-1", "1-0"}};

  @Test
  void aSixPlayerRoundRobinPlayedToTheEnd() throws Exception {
    try (ArbiterServer server = TestServer.start(data)) {
      TournamentDriver driver = new TournamentDriver(server, "spring", "roundrobin", 0,
          List.of("anna", "chen", "boris", "dmitri", "eve", "farid"));
      driver.play(5, (round, board, white, black) -> {
        String key = white.compareTo(black) < 0 ? white + "-" + black : black + "-" + white;
        String winner = WINNERS.get(key);
        return winner.equals("=") ? "=" : winner.equals(white) ? "1-0" : "0-1";
      });

      List<String> expected = List.of(
          // FIDE C.07 (2026) for a round robin: direct encounter, wins, Sonneborn-Berger
          "Rank  Player  Points  Wins      SB",
          "   1  anna       3.5     3    8.00",
          "   2  boris      3.0     2    6.75",
          "   3  chen       3.0     2    6.75",
          "   4  dmitri     2.5     2    4.50",
          "   5  eve        2.0     2    4.50",
          "   6  farid      1.0     0    3.00");
      assertThat(driver.finalStandings()).isEqualTo(expected);

      LineClient anna = driver.client("anna");
      anna.send("tournament standings spring csv");
      assertThat(anna.next(7)).startsWith(
          "rank,player,points,wins,sb", "1,anna,3.5,3,8.00");
      assertThat(Files.readAllLines(data.resolve("tournaments/spring-standings.txt")))
          .isEqualTo(expected);
      assertThat(Files.readString(data.resolve("tournaments/spring-standings.csv")))
          .startsWith("rank,player,points,wins,sb\r\n1,anna,3.5,");
      anna.send("tournament list");
      assertThat(anna.next())
          .isEqualTo("spring kingcapture roundrobin rounds 5 limit 2 players 6 finished");
      driver.closeAll();
    }
  }

  @Test
  void aNinePlayerFourRoundSwissPlayedToTheEnd() throws Exception {
    try (ArbiterServer server = TestServer.start(data)) {
      TournamentDriver driver = new TournamentDriver(server, "open", "swiss", 4,
          List.of("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"));
      driver.play(4, (round, board, white, black) -> SWISS[round - 1][board - 1]);

      assertThat(driver.finalStandings()).containsExactly(
          // FIDE C.07 (2026) for a Swiss: Buchholz cut 1, Buchholz, direct encounter, wins
          "Rank  Player  Points  Buch-1    Buch  Wins",
          "   1  p2         4.0     7.0     8.5     4",
          "   2  p1         2.5     9.0    10.5     2",
          "   3  p3         2.5     8.0     9.0     2",
          "   4  p5         2.5     6.5     8.0     2",
          "   5  p7         2.5     6.5     7.5     2",
          "   6  p8         2.0     8.0     9.0     1",
          "   7  p6         1.5     8.5    10.0     1",
          "   8  p9         1.5     7.5     9.0     1",
          "   9  p4         1.0     7.0     8.0     1");
      LineClient p1 = driver.client("p1");
      p1.send("tournament pairings open 2");
      assertThat(p1.next(6)).containsExactly(
          "open round 2", "1. p9 - p1 1/2-1/2", "2. p2 - p8 1-0", "3. p4 - p3 0-1", "4. p7 - p6 1-0",
          "5. p5 bye");
      driver.closeAll();
    }
  }
}
