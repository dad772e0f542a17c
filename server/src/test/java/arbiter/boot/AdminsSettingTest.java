package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.account.AdminGrants;
import arbiter.config.Settings;
import arbiter.store.CheapHasher;
import arbiter.store.Database;
import arbiter.store.JdbcAdminGrants;
import arbiter.store.JdbcStore;
import arbiter.store.MemoryStore;
import arbiter.store.TestJdbc;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code admins=} names are accounts by their stable id: a name registered again after its admin
 * account was removed is refused with one line, until the operator pins the new id.
 */
class AdminsSettingTest {

  /** Grants kept in a map, as the database keeps them. */
  private static final class MapGrants implements AdminGrants {
    final Map<String, Long> grants = new HashMap<>();

    @Override
    public long grantedTo(String name) {
      return grants.getOrDefault(name, 0L);
    }

    @Override
    public void grant(String name, long accountId) {
      grants.put(name, accountId);
    }
  }

  private final List<String> warnings = new ArrayList<>();

  @Test
  void aNameIsAdminAsTheAccountItWasWhenFirstGranted() {
    MemoryStore accounts = new MemoryStore(CheapHasher.create());
    MapGrants grants = new MapGrants();
    accounts.register("bob", "pw");
    accounts.register("ann", "pw");
    long first = accounts.id("ann");

    assertThat(AdminsSetting.admins(" ann , bob,,", accounts, grants, warnings::add))
        .containsExactly("ann", "bob");
    assertThat(grants.grants).containsEntry("ann", first);
    assertThat(warnings).isEmpty();

    accounts.remove("ann");
    accounts.register("ann", "other");
    assertThat(AdminsSetting.admins("ann,bob", accounts, grants, warnings::add))
        .containsExactly("bob");
    assertThat(warnings).containsExactly("admins: ann is account #" + accounts.id("ann")
        + " now, not #" + first + " that was made admin (since removed); it is no admin"
        + " (admins=ann#" + accounts.id("ann") + " makes the new account admin)");
    assertThat(grants.grants).containsEntry("ann", first); // refused, not rebound
  }

  @Test
  void anIdPinsTheGrantToThatAccountAndNothingElse() {
    MemoryStore accounts = new MemoryStore(CheapHasher.create());
    MapGrants grants = new MapGrants();
    accounts.register("ann", "pw");
    grants.grant("ann", 99); // a removed account's
    long ann = accounts.id("ann");

    assertThat(AdminsSetting.admins("ann#" + (ann + 1) + ",ann#x,cid", accounts, grants,
        warnings::add)).isEmpty();
    assertThat(warnings).containsExactly(
        "admins: ann is account #" + ann + ", not #" + (ann + 1) + "; it is no admin",
        "admins: ann#x is neither NAME nor NAME#ID; it is no admin",
        "admins: no account is named cid; it is no admin (register it, then restart)");

    assertThat(AdminsSetting.admins("ann#" + ann, accounts, grants, warnings::add))
        .containsExactly("ann");
    assertThat(grants.grants).containsEntry("ann", ann);
    assertThat(AdminsSetting.admins("ann", accounts, grants, warnings::add))
        .containsExactly("ann"); // the pin is kept once the setting says the bare name again
  }

  @Test
  void aRestartOnSqliteRefusesTheNameNowAnotherAccounts(@TempDir Path data) {
    long first;
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.register("ann", "pw");
      first = store.id("ann");
      assertThat(AdminsSetting.admins("ann", store, new JdbcAdminGrants(database.dataSource()),
          warnings::add)).containsExactly("ann");
      store.remove("ann");
      store.register("ann", "taken over");
    }
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      JdbcAdminGrants grants = new JdbcAdminGrants(database.dataSource());
      assertThat(AdminsSetting.admins("ann", store, grants, warnings::add)).isEmpty();
      assertThat(warnings).singleElement().asString()
          .startsWith("admins: ann is account #" + store.id("ann") + " now, not #" + first);
      assertThat(grants.grantedTo("ann")).isEqualTo(first);
      assertThat(AdminsSetting.admins("ann#" + store.id("ann"), store, grants, warnings::add))
          .containsExactly("ann");
      assertThat(grants.grantedTo("ann")).isEqualTo(store.id("ann"));
    }
  }
}
