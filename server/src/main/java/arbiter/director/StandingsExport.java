package arbiter.director;

import arbiter.tournament.Tournament;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes a tournament's standings as {@code NAME-standings.txt} and {@code .csv} in one folder. */
final class StandingsExport {

  private static final Logger LOG = LoggerFactory.getLogger(StandingsExport.class);

  private final Path dir;

  StandingsExport(Path dir) {
    this.dir = dir;
  }

  /** Writes both files; a failure is logged, never thrown: the tournament goes on without them. */
  void write(Tournament tournament) {
    try {
      Files.createDirectories(dir);
      Files.writeString(textFile(tournament.name()), tournament.standings().toText());
      Files.writeString(csvFile(tournament.name()), tournament.standings().toCsv());
    } catch (IOException e) {
      LOG.warn("tournament {}: cannot write the standings files", tournament.name(), e);
    }
  }

  Path textFile(String tournament) {
    return dir.resolve(tournament + "-standings.txt");
  }

  Path csvFile(String tournament) {
    return dir.resolve(tournament + "-standings.csv");
  }
}
