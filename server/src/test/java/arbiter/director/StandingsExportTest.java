package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.face.words.Words;
import arbiter.rules.Side;
import arbiter.tournament.Format;
import arbiter.tournament.Tournament;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The standings files a tournament leaves in the export folder. */
class StandingsExportTest extends WithTournaments {

  @Test
  void aFinishedTournamentLeavesItsFinalStandingsAsTextAndCsv() throws IOException {
    server.login("anna");
    server.login("bob");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));

    server.room(1).forfeit(Side.BLACK);

    assertThat(Files.readAllLines(server.exportDir().resolve("duo-standings.txt")))
        .isEqualTo(server.lines("anna", new TournamentCommand.Standings("duo", false)));
    assertThat(Files.readAllLines(server.exportDir().resolve("duo-standings.csv")))
        .isEqualTo(server.lines("anna", new TournamentCommand.Standings("duo", true)));
  }

  /**
   * A tournament imported whole (or waiting for a manual pairing) wrote no files: no standings,
   * crosstable or page until something changed, so a finished event taken over to publish its
   * results published nothing (found by probe-formats).
   */
  @Test
  void anImportedTournamentLeavesItsFilesAtOnce() throws IOException {
    server.login("anna");
    String trf = "XXR 1\n"
        + String.format("001 %4d      %-33s %4s %3s %11s %10s %4s %4s  %8s%n", 1, "ann", "", "",
            "", "", "1.0", "1", "   2 w 1")
        + String.format("001 %4d      %-33s %4s %3s %11s %10s %4s %4s  %8s%n", 2, "bob", "", "",
            "", "", "0.0", "2", "   1 b 0");
    server.reply("anna", new TournamentCommand.Import("fin", "chess", 0, null, trf));

    assertThat(Files.readAllLines(server.exportDir().resolve("fin-standings.csv")))
        .isEqualTo(server.lines("anna", new TournamentCommand.Standings("fin", true)));
    assertThat(server.exportDir().resolve("fin/standings.html")).exists();
    assertThat(server.exportDir().resolve("fin/crosstable.txt")).exists();
  }

  @Test
  void theFilesSpeakTheServersLanguageButTheCsvStaysEnglish(@TempDir Path dir) throws IOException {
    Tournament cup = Tournament.create("cup", "chess", Format.ROUND_ROBIN, 0, 40, "org");
    cup.join("ann");
    cup.join("bob");
    cup.start();
    new StandingsExport(dir, Words.of("ru")).write(cup);

    assertThat(Files.readString(dir.resolve("cup/standings.txt"))).startsWith("Место")
        .contains("Побед").doesNotContain("Wins");
    assertThat(Files.readString(dir.resolve("cup/round-1.txt"))).contains("Доска", "Белые");
    assertThat(Files.readString(dir.resolve("cup/standings.html")))
        .contains("<html lang=\"ru\"", "Таблица");
    assertThat(Files.readString(dir.resolve("cup/standings.csv"))).startsWith("rank,player,points");
  }

  @Test
  void aFileThatCannotBeLaidOutIsLoggedAndTheOthersAreWritten(@TempDir Path dir)
      throws IOException {
    // a seat stored before seats' names were checked: too long for the report file's 33 columns
    Tournament cup = Tournament.create("cup", "chess", Format.ROUND_ROBIN, 0, 40, "org");
    cup.join("ann");
    cup.join("b".repeat(40));
    cup.start();
    new StandingsExport(dir, Words.english()).write(cup);

    assertThat(Files.readString(dir.resolve("cup/standings.txt"))).contains("b".repeat(40));
    assertThat(dir.resolve("cup/cup.trf")).doesNotExist();
  }

  /** A TRF in ISO-8859-1 (a city with an u-umlaut) was "cannot read" as a whole. */
  @Test
  void aReportFileInLatin1IsReadAndOneInUtf8Too(@TempDir Path dir) throws IOException {
    Path folder = Files.createDirectories(dir.resolve("open"));
    String text = "012 Open\n022 Z\u00fcrich\n";
    Files.write(folder.resolve("open.trf"), text.getBytes(StandardCharsets.ISO_8859_1));
    StandingsExport export = new StandingsExport(dir, Words.english());
    assertThat(export.readTrf("open")).isEqualTo(text);
    Files.write(folder.resolve("open.trf"), text.getBytes(StandardCharsets.UTF_8));
    assertThat(export.readTrf("open")).isEqualTo(text);
    Files.write(folder.resolve("players.csv"), "name\nm\u00fcller\n".getBytes(
        StandardCharsets.ISO_8859_1));
    assertThat(export.readPlayers("open")).isEqualTo("name\nm\u00fcller\n");
  }
}
