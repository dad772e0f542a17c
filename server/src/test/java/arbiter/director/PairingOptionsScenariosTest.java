package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.TournamentReply;
import arbiter.face.words.AuditSentences;
import arbiter.face.words.Words;
import arbiter.tournament.Standing;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pairing options of a Swiss in memory: Baku acceleration, forbidden pairs and the value of
 * the pairing-allocated bye, each set, audited, kept over a restart and written to the TRF.
 */
class PairingOptionsScenariosTest {

  private static final List<String> EIGHT =
      List.of("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8");

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  private void swiss(String name, int rounds, List<String> players) {
    server = DirectTournaments.open(data, TournamentDirector.Rhythm.IMMEDIATE);
    for (String player : players) {
      server.login(player);
    }
    server.reply(players.get(0),
        new TournamentCommand.Create(name, "kingcapture", "swiss", rounds, 0, null));
    for (String player : players) {
      server.reply(player, new TournamentCommand.Join(name));
    }
  }

  private TournamentReply set(String key, String value) {
    return server.reply("p1", new TournamentCommand.Configure("open", key, value));
  }

  private List<List<String>> round(int round) {
    TournamentReply.PairingsShown shown = (TournamentReply.PairingsShown) server.reply("p1",
        new TournamentCommand.Pairings("open", round));
    return shown.boards().stream().map(p -> p.black() == null ? List.of(p.white())
        : List.of(p.white(), p.black()).stream().sorted().toList()).toList();
  }

  private List<String> audit() {
    TournamentReply.AuditShown shown =
        (TournamentReply.AuditShown) server.reply("p1", new TournamentCommand.Audit("open"));
    // in the words the text face shows
    return shown.entries().stream()
        .map(entry -> AuditSentences.of(Words.english(), entry.action())).toList();
  }

  private List<String> trf() {
    return ((TournamentReply.TrfShown) server.reply("p1", new TournamentCommand.Trf("open")))
        .lines();
  }

  @Test
  void bakuAccelerationPairsTheTopHalfAmongItselfInRoundOne() {
    swiss("open", 4, EIGHT);
    assertThat(set("acceleration", "baku"))
        .isEqualTo(new TournamentReply.Configured("open", "acceleration", "baku"));
    assertThat(server.command("p1", new TournamentCommand.Configure("open", "acceleration", "x")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.ACCELERATION_OPTION,
            List.of()));
    server.restart();
    server.reply("p1", new TournamentCommand.Start("open"));

    // group A (1-4) carries a virtual point: 1-3, 2-4, 5-7, 6-8 instead of 1-5, 2-6, ...
    assertThat(round(1)).containsExactlyInAnyOrder(List.of("p1", "p3"), List.of("p2", "p4"),
        List.of("p5", "p7"), List.of("p6", "p8"));
    assertThat(audit()).contains("set acceleration baku");
    assertThat(trf()).contains("XXA    1  1.0  0.5  0.0  0.0", "XXA    4  1.0  0.5  0.0  0.0")
        .noneMatch(line -> line.startsWith("XXA    5"));
  }

  @Test
  void aForbiddenPairNeverMeetsAndIsListedAndLifted() {
    swiss("open", 3, List.of("p1", "p2", "p3", "p4"));
    assertThat(set("forbid", "p1,p3"))
        .isEqualTo(new TournamentReply.Configured("open", "forbidden", "p1,p3"));
    assertThat(set("forbid", "p2,p4").toString()).contains("p1,p3;p2,p4");
    assertThat(set("allow", "p4,p2"))
        .isEqualTo(new TournamentReply.Configured("open", "forbidden", "p1,p3"));
    server.restart();
    server.reply("p1", new TournamentCommand.Start("open"));

    assertThat(round(1)).doesNotContain(List.of("p1", "p3")).hasSize(2);
    assertThat(audit()).contains("set forbidden p1,p3", "set forbidden p1,p3;p2,p4");
    assertThat(trf()).contains("XXP 1 3");
  }

  @Test
  void aForbiddenPairThatLeavesNoPairingIsRefusedAndNothingStored() {
    swiss("open", 1, List.of("p1", "p2"));
    assertThat(server.command("p1", new TournamentCommand.Configure("open", "forbid", "p1,p2")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.FORBID_IMPOSSIBLE,
            List.of("p1", "p2")));
    assertThat(server.command("p1", new TournamentCommand.Configure("open", "forbid", "p1,p1")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.FORBID_PAIR,
            List.of()));
    assertThat(audit()).noneMatch(action -> action.contains("forbidden"));
    server.reply("p1", new TournamentCommand.Start("open"));
    assertThat(round(1)).containsExactly(List.of("p1", "p2"));
  }

  @Test
  void thePairingAllocatedByeIsWorthWhatTheOrganizerSet() {
    swiss("open", 2, List.of("p1", "p2", "p3"));
    assertThat(set("pab", "0.5")).isEqualTo(new TournamentReply.Configured("open", "pab", "0.5"));
    assertThat(server.command("p1", new TournamentCommand.Configure("open", "pab", "2")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.PAB_OPTION,
            List.of()));
    server.restart();
    server.reply("p1", new TournamentCommand.Start("open"));

    String bye = round(1).stream().filter(board -> board.size() == 1).findFirst()
        .orElseThrow().get(0);
    TournamentReply.StandingsShown standings = (TournamentReply.StandingsShown) server.reply(
        "p1", new TournamentCommand.Standings("open", false));
    assertThat(standings.table().rows()).filteredOn(row -> row.player().equals(bye))
        .extracting(Standing::points).containsExactly(0.5);
    assertThat(trf()).contains("BBU 0.5");
    assertThat(audit()).contains("set pab 0.5");
  }

  @Test
  void anImportedFileKeepsItsPairingOptions() {
    swiss("open", 2, List.of("p1", "p2", "p3", "p4"));
    set("acceleration", "baku");
    set("forbid", "p2,p4");
    set("pab", "0");
    String text = String.join("\n", trf()) + "\n";
    server.reply("p1", new TournamentCommand.Import("copy", "kingcapture", 0, null, text));

    TournamentReply.OptionsShown options = (TournamentReply.OptionsShown) server.reply("p1",
        new TournamentCommand.Configure("copy", null, null));
    assertThat(options.options()).contains(
        new TournamentReply.OptionValue("acceleration", "baku", false),
        new TournamentReply.OptionValue("pab", "0", false),
        new TournamentReply.OptionValue("forbidden", "p2,p4", false));
  }
}
