package arbiter.director;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A director on direct executors over a fresh SQLite file, for each test of a subclass. */
abstract class WithTournaments {

  @TempDir Path data;
  DirectTournaments server;

  @BeforeEach
  void open() {
    server = DirectTournaments.open(data);
  }

  @AfterEach
  void close() {
    server.close();
  }
}
