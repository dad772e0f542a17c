package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.face.words.Languages;
import arbiter.store.CheapHasher;
import arbiter.store.MemoryStore;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code help tournament} lists every tournament command, {@code help tournament <command>}
 * explains one, {@code help set} every setting, in each language; {@code logout all} is in help.
 */
class TournamentUsageTest {

  private final NetworkText text =
      new NetworkText("Arbiter", 0, new Languages(new MemoryStore(CheapHasher.create()),
          Runnable::run, "en"));

  /** Every word {@code tournament} takes on the text port. */
  private static final List<String> VERBS = List.of("list", "create", "join", "decline",
      "checkin", "leave", "bye", "standings", "pairings", "crosstable", "export", "start", "enter",
      "players", "import", "withdraw", "reinstate", "pair", "begin", "repair", "swap", "board",
      "result", "set", "forbid", "allow", "arbiter", "audit");

  @Test
  void helpTournamentListsEveryCommandAndExplainsEachOne() {
    List<String> all = text.own("help tournament");
    for (String verb : VERBS) {
      assertThat(all).anyMatch(line -> line.startsWith("tournament " + verb));
      List<String> one = text.own("help tournament " + verb);
      assertThat(one.get(0)).startsWith("tournament " + verb);
      assertThat(one).hasSizeGreaterThan(1);
    }
    assertThat(text.own("help tournament set")).anyMatch(line -> line.startsWith("break "))
        .anyMatch(line -> line.startsWith("fide on|off"))
        .anyMatch(line -> line.startsWith("checkin on|off"));
    assertThat(text.own("help tournament nonsense").get(0))
        .isEqualTo("no tournament command nonsense; they are:");
  }

  @Test
  void helpSetExplainsEverySettingAndHelpLogoutNamesAll() {
    assertThat(text.own("help set")).contains("set board auto|classic|grid|speech",
        "set prompt on|off", "set language en|ru|fa");
    assertThat(text.own("help logout").get(0)).isEqualTo("logout [all]");
  }

  @Test
  void everyLanguageExplainsTheTournamentCommands() {
    for (String language : List.of("ru", "fa")) {
      text.own("set language " + language);
      assertThat(text.own("help tournament checkin")).hasSize(2)
          .first().isEqualTo("tournament checkin " + (language.equals("ru") ? "<название>" : "<نام>"));
    }
  }
}
