package arbiter.director;

import arbiter.export.TournamentSheets;
import arbiter.export.TeamSheets;
import arbiter.face.text.BracketText;
import arbiter.face.words.Words;
import arbiter.tournament.Crosstable;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.PlayersCsv;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.Tournament;
import arbiter.tournament.ReportFile;
import arbiter.tournament.trf.TrfFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a tournament's files, in the server's language but for the CSV (read by programs, in
 * English): {@code NAME-standings.txt} and {@code .csv} in the export folder,
 * and in its own folder {@code NAME/} the standings (text, CSV, HTML), the crosstable and every
 * round's pairings ({@code round-N.txt}), the report file {@code NAME.trf} and a knockout's
 * {@code bracket.txt} (its standings list the placings). Only a name of letters, digits, {@code _} and {@code -}
 * gets a folder, so no name reaches outside the export folder.
 */
final class StandingsExport {

  private static final Logger LOG = LoggerFactory.getLogger(StandingsExport.class);
  /** The names that may become a folder: what {@code tournament create} accepts. */
  static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9_-]{1,32}");

  private final Path dir;
  /** The server's language ({@code language.default}): the words of the text and HTML files. */
  private final Words words;

  StandingsExport(Path dir, Words words) {
    this.dir = dir;
    this.words = words;
  }

  /** Writes every file; a failure is logged, never thrown: the tournament goes on without them. */
  void write(Tournament tournament) {
    try {
      Files.createDirectories(dir);
      String text = TournamentSheets.standings(words, tournament.standings());
      String csv = TournamentSheets.standingsCsv(tournament.standings());
      Files.writeString(textFile(tournament.name()), text);
      Files.writeString(csvFile(tournament.name()), csv);
      Path own = folder(tournament.name());
      if (own == null) {
        LOG.warn("tournament {}: its name is no folder name; only the standings are written",
            tournament.name());
        return;
      }
      Files.createDirectories(own);
      Files.writeString(own.resolve("standings.txt"), text);
      Files.writeString(own.resolve("standings.csv"), csv);
      Files.writeString(own.resolve("standings.html"), TournamentSheets.html(words, tournament));
      if (tournament.roundNumber() > 0) {
        Files.writeString(own.resolve("crosstable.txt"),
            TournamentSheets.crosstable(words, Crosstable.of(tournament)));
      }
      Files.writeString(trfFile(own, tournament.name()), ReportFile.export(tournament));
      if (tournament.format().isTeam()) {
        List<TeamStandings.Row> teams = TeamStandings.of(tournament);
        Files.writeString(own.resolve("teams.txt"), TeamSheets.teams(teams));
        Files.writeString(own.resolve("teams.csv"), TeamSheets.teamsCsv(teams));
      }
      if (tournament.bracket() != null) { // a knockout's standings are its placings
        Files.writeString(own.resolve("bracket.txt"), String.join("\n",
            BracketText.lines(words, tournament.name(), tournament.bracket())) + "\n");
      }
      for (int round = 1; round <= tournament.roundNumber(); round++) {
        Files.writeString(own.resolve("round-" + round + ".txt"),
            TournamentSheets.pairingSheet(words, tournament, round));
      }
    } catch (IOException | RuntimeException e) { // a file that cannot be laid out stops no round
      LOG.warn("tournament {}: cannot write its files", tournament.name(), e);
    }
  }

  Path textFile(String tournament) {
    return dir.resolve(tournament + "-standings.txt");
  }

  Path csvFile(String tournament) {
    return dir.resolve(tournament + "-standings.csv");
  }

  /** The tournament's report file in its folder: {@code NAME/NAME.trf}. */
  static Path trfFile(Path folder, String tournament) {
    return folder.resolve(tournament + ".trf");
  }

  /** The tournament's own folder, or {@code null} when its name may not be one. */
  Path folder(String tournament) {
    if (!SAFE_NAME.matcher(tournament).matches()) {
      return null;
    }
    Path folder = dir.resolve(tournament).normalize();
    return folder.getParent().equals(dir.normalize()) ? folder : null;
  }

  /**
   * The report file an organizer put in the tournament's folder ({@code NAME/NAME.trf});
   * throws the reason when there is none.
   */
  String readTrf(String name) {
    Path folder = folder(name);
    Path file = folder == null ? null : trfFile(folder, name);
    try {
      if (file == null || !Files.isRegularFile(file)) {
        throw new TournamentException(TournamentRefusal.NO_TRF_FILE, name);
      }
      if (Files.size(file) > TrfFile.MAX_BYTES) { // refused before a byte of it is read
        throw new TournamentException(TournamentRefusal.TRF_TOO_LARGE, name,
            Long.toString(TrfFile.MAX_BYTES / 1024));
      }
      return text(file);
    } catch (IOException e) { // the system's reason names a path: the log has it, not the user
      LOG.warn("tournament {}: cannot read its report file", name, e);
      throw new TournamentException(TournamentRefusal.TRF_UNREADABLE, name);
    }
  }

  /**
   * The players file an organizer put in the tournament's folder ({@code NAME/players.csv});
   * throws the reason when there is none, or it is too large to be one.
   */
  String readPlayers(String name) {
    Path folder = folder(name);
    Path file = folder == null ? null : folder.resolve("players.csv");
    try {
      if (file == null || !Files.isRegularFile(file) || Files.size(file) > PlayersCsv.MAX_CHARS) {
        throw new TournamentException(TournamentRefusal.NO_CSV_FILE, name);
      }
      return text(file);
    } catch (IOException e) {
      LOG.warn("tournament {}: cannot read players.csv", name, e);
      throw new TournamentException(TournamentRefusal.NO_CSV_FILE, name);
    }
  }

  /**
   * A file an organizer brought, as UTF-8, else as ISO-8859-1: the 8-bit encoding TRF files and
   * spreadsheets' CSV have long been written in. Read as UTF-8 alone, one {@code ü} in a city or
   * a title made the whole file "cannot read" (found by probe-local).
   */
  static String text(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }
  }
}
