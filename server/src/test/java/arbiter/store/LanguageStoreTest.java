package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.account.Accounts;
import arbiter.config.Settings;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's language (V8): kept in the database across a restart, as the memory store keeps it. */
class LanguageStoreTest {

  @TempDir Path data;

  private Database open() {
    return Database.open(TestJdbc.store(Settings.empty(), data), data);
  }

  private static void keepsAndForgets(Accounts store) {
    store.register("ali", "pw");
    assertThat(store.language("ali")).isNull();
    store.language("ali", "fa");
    store.language("nobody", "ru"); // no such user: nothing kept, nothing thrown
    assertThat(store.language("ali")).isEqualTo("fa");
    assertThat(store.language("nobody")).isNull();
  }

  @Test
  void theDatabaseKeepsAUsersLanguageAcrossARestart() {
    try (Database database = open()) {
      keepsAndForgets(new JdbcStore(database.dataSource(), CheapHasher.create()));
    }
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      assertThat(store.language("ali")).isEqualTo("fa");
      store.remove("ali");
      assertThat(store.language("ali")).isNull();
    }
  }

  @Test
  void theMemoryStoreKeepsItAlike() {
    MemoryStore store = new MemoryStore(CheapHasher.create());
    keepsAndForgets(store);
    store.remove("ali");
    assertThat(store.language("ali")).isNull();
  }
}
