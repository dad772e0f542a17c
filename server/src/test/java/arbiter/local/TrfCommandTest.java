package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code trf generate} and {@code trf check}: a generated file checks clean, a changed one not. */
class TrfCommandTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    out.reset();
    err.reset();
    return TrfCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  /** A random Swiss of 8 players and 3 rounds written to {@code file}: its lines. */
  private String[] generated(Path file) throws IOException {
    run("generate", "--players", "8", "--rounds", "3", "--seed", "1", "-o", file.toString());
    return Files.readString(file, StandardCharsets.ISO_8859_1).split("\n");
  }

  private static void write(Path file, String[] lines) throws IOException {
    Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.ISO_8859_1);
  }

  @Test
  void aGeneratedTournamentChecksCleanAndTheSameSeedGivesTheSameFile(@TempDir Path dir)
      throws IOException {
    Path file = dir.resolve("t.trf");
    assertThat(run("generate", "--players", "15", "--rounds", "5", "--seed", "3",
        "--acceleration", "baku", "--forbidden-pairs", "2", "-o", file.toString())).isZero();
    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
    assertThat(text).contains("XXR 5").contains("XXA    1").contains("XXP ");
    assertThat(run("generate", "--players", "15", "--rounds", "5", "--seed", "3",
        "--acceleration", "baku", "--forbidden-pairs", "2")).isZero();
    assertThat(out.toString(StandardCharsets.ISO_8859_1)).isEqualTo(text);
    assertThat(run("check", file.toString())).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void aRoundPairedOtherwiseIsListed(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("t.trf");
    // every round-1 game with its colours swapped: the pairing gives the other colours
    String[] lines = generated(file);
    for (int i = 0; i < lines.length; i++) {
      char c = lines[i].startsWith("001") && lines[i].length() > 96 ? lines[i].charAt(96) : ' ';
      if (c == 'w' || c == 'b') {
        lines[i] = lines[i].substring(0, 96) + (c == 'w' ? 'b' : 'w') + lines[i].substring(97);
      }
    }
    write(file, lines);
    assertThat(run("check", file.toString())).isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("round 1: file ").contains("; arbiter ");
  }

  @Test
  void badUsageIsOneClearLine() {
    assertThat(run("generate", "--players", "8")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("trf: generate needs --rounds");
    assertThat(run("generate", "--players", "8", "--rounds", "3", "--seed", "x")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("trf: --seed is a whole number\n");
    assertThat(run("check", "/no/such/file.trf")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("trf: cannot read");
  }

  /** A file whose opponent is no player, or meets someone else, was a NullPointerException. */
  @Test
  void anOpponentWhoIsNoPlayerIsOneLineNotAStackTrace(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("t.trf");
    String[] lines = generated(file);
    String[] changed = lines.clone();
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("001    1")) { // player 1's round-1 opponent: 99, no player
        changed[i] = lines[i].substring(0, 91) + "  99" + lines[i].substring(95);
      }
    }
    write(file, changed);
    for (String command : new String[] {"check", "tiebreaks"}) {
      assertThat(run(command, file.toString())).isEqualTo(2);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .isEqualTo("trf: TRF player 1 round 1: no player 99\n");
    }
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("001    1")) { // player 1 meets himself
        changed[i] = lines[i].substring(0, 91) + "   1" + lines[i].substring(95);
      }
    }
    write(file, changed);
    assertThat(run("check", file.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("trf: TRF round 1: player 1 meets 1");
  }

  /**
   * A round robin's rest days are written U, as the server's export writes them: a Swiss reads U
   * as a point, so the server's own report read back a point more a rest (bob 4.0 where the
   * standings and the file said 3.0) unless told --round-robin (found by probe-formats). The
   * file says what it is.
   */
  @Test
  void aRoundRobinsReportIsReadAsOneWithoutBeingTold(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("rr.trf");
    write(file, new String[] {
        "012 rr",
        "062 5",
        "092 Individual: Round-Robin",
        "142 5",
        "192 FIDE_ROUNDROBIN",
        "001    1      ann                               1660                             2.0    2  0000 - U     2 w 0     3 b 0     4 w 1     5 b 1",
        "001    2      bob                               1481                             3.0    1     5 w 0     1 b 1  0000 - U     3 w 1     4 b 1",
        "001    3      carl                              1151                             1.5    4     4 w =     5 b 0     1 w 1     2 b 0  0000 - U",
        "001    4      dan                               1614                             1.5    5     3 b =  0000 - U     5 w 1     1 b 0     2 w 0",
        "001    5      eve                               1645                             2.0    3     2 b 1     3 w 1     4 b 0  0000 - U     1 w 0"});
    assertThat(run("tiebreaks", file.toString())).isZero();
    String told = out.toString(StandardCharsets.UTF_8);
    assertThat(told.lines().skip(1).map(line -> line.split(",")[2]))
        .containsExactly("6", "4", "4", "3", "3");
    assertThat(run("tiebreaks", file.toString(), "--round-robin")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(told);
  }
}
