package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.face.words.AuditSentences;
import arbiter.face.words.Words;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A tournament day in memory, timed by the fake ticker: check-in before round 1, the break between
 * rounds counted down, re-pairing the published round when someone comes, asks for a bye or
 * leaves in the break, FIDE mode and players from a CSV file. Events, not words.
 */
class TournamentDayTest {

  private final InMemoryServer server = new InMemoryServer(Set.of("root"));
  private final Player org = server.login("org");

  private List<DomainEvent> run(Player user, TournamentCommand command) {
    return user.send(new Command.Tournament(command));
  }

  private TournamentReply reply(Player user, TournamentCommand command) {
    List<DomainEvent> answer = run(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentAnswered.class);
    return ((AnswerEvent.TournamentAnswered) answer.get(0)).reply();
  }

  private TournamentRefusal refusal(Player user, TournamentCommand command) {
    List<DomainEvent> answer = run(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentRefused.class);
    return ((AnswerEvent.TournamentRefused) answer.get(0)).reason();
  }

  private List<String> audit(String name) {
    return server.tournaments.audit(name).stream()
        // by name: RolesTest checks the account ids (org#1)
        .map(line -> (line.by() instanceof Actor.User user ? user.name().replaceFirst("#\\d+$", "")
            : "DIRECTOR") + ": "
            + AuditSentences.of(Words.english(), line.action())).toList();
  }

  private List<Pairing> boards(String name) {
    return ((TournamentReply.PairingsShown) reply(org,
        new TournamentCommand.Pairings(name, 0))).boards();
  }

  /** A Swiss of {@code rounds} that the players join, in this order. */
  private void swiss(String name, int rounds, List<Player> players) {
    reply(org, new TournamentCommand.Create(name, "chess", "swiss", rounds, 0, null));
    players.forEach(player -> reply(player, new TournamentCommand.Join(name)));
  }

  private List<Player> players(String... names) {
    return java.util.Arrays.stream(names).map(server::login).toList();
  }

  @Test
  void playersWhoDidNotCheckInAreWithdrawnForRoundOneAndTold() {
    List<Player> four = players("ann", "bob", "cat", "dan");
    swiss("cup", 3, four);
    assertThat(refusal(four.get(0), new TournamentCommand.Checkin("cup")))
        .isEqualTo(TournamentRefusal.CHECKIN_OFF);
    reply(org, new TournamentCommand.Configure("cup", "checkin", "on"));
    for (Player player : four.subList(0, 3)) {
      assertThat(reply(player, new TournamentCommand.Checkin("cup")))
          .isEqualTo(new TournamentReply.CheckedIn("cup", player.name()));
    }
    assertThat(refusal(four.get(0), new TournamentCommand.Checkin("cup")))
        .isEqualTo(TournamentRefusal.CHECKED_IN_ALREADY);
    assertThat(org.last(TournamentNews.TournamentNotice.class))
        .isEqualTo(new TournamentNews.TournamentNotice("cup", Actor.user("cat"),
            AuditAction.of(Kind.CHECKIN)));

    reply(org, new TournamentCommand.Start("cup"));

    assertThat(boards("cup")).noneMatch(board -> board.involves("dan"));
    assertThat(boards("cup")).filteredOn(board -> board.black() != null).hasSize(1);
    assertThat(four.get(3).last(TournamentNews.TournamentNotice.class))
        .isEqualTo(new TournamentNews.TournamentNotice("cup", Actor.DIRECTOR,
            AuditAction.of(Kind.NOT_CHECKED_IN, "dan")));
    assertThat(audit("cup")).contains("DIRECTOR: withdraw dan round 1: not checked in");
    assertThat(refusal(four.get(3), new TournamentCommand.Checkin("cup")))
        .isEqualTo(TournamentRefusal.REGISTRATION_CLOSED);
    // the organizer lets the latecomer play from round 2
    reply(org, new TournamentCommand.Reinstate("cup", "dan"));
  }

  @Test
  void fewerThanTwoCheckedInCannotStart() {
    List<Player> two = players("ann", "bob", "cat");
    swiss("cup", 2, two);
    reply(org, new TournamentCommand.Configure("cup", "checkin", "on"));
    reply(two.get(0), new TournamentCommand.Checkin("cup"));
    assertThat(refusal(org, new TournamentCommand.Start("cup")))
        .isEqualTo(TournamentRefusal.TOO_FEW_PLAYERS);
  }

  @Test
  void theBreakIsCountedDownAndALateEntrantInItIsPairedIntoTheRound() {
    List<Player> three = players("ann", "bob", "cat");
    swiss("cup", 2, three);
    assertThat(reply(org, new TournamentCommand.Configure("cup", "break", "60")))
        .isEqualTo(new TournamentReply.Configured("cup", "break", "60"));
    TournamentReply.OptionsShown options = (TournamentReply.OptionsShown) reply(org,
        new TournamentCommand.Configure("cup", null, null));
    assertThat(options.options()).contains(
        new TournamentReply.OptionValue("pairing", "auto", false),
        new TournamentReply.OptionValue("delay", "0", false),
        new TournamentReply.OptionValue("countdown", "60", false));

    reply(org, new TournamentCommand.Start("cup"));
    assertThat(three.get(0).last(TournamentNews.RoundPublished.class).seconds()).isEqualTo(60);
    assertThat(boards("cup")).anyMatch(Pairing::isBye);

    server.ticker.advance(20_000);
    assertThat(reply(org, new TournamentCommand.Enter("cup", "guest", false)))
        .isEqualTo(new TournamentReply.Entered("cup", "guest", false));

    assertThat(boards("cup")).noneMatch(Pairing::isBye).hasSize(2);
    TournamentNews.RoundPublished again = three.get(0).last(TournamentNews.RoundPublished.class);
    assertThat(again.seconds()).isEqualTo(40);
    assertThat(again.boards()).anyMatch(board -> board.involves("guest"));
    assertThat(audit("cup")).containsSubsequence("org: enter guest", "DIRECTOR: re-pair round 1");
    assertThat(three.get(0).all(TournamentNews.RoundGame.class)).isEmpty();

    server.ticker.advance(40_000);
    assertThat(three.get(0).all(TournamentNews.RoundGame.class)).hasSize(1);
    assertThat(refusal(org, new TournamentCommand.Repair("cup")))
        .isEqualTo(TournamentRefusal.SEATS_FIXED);
    assertThat(refusal(org, new TournamentCommand.Configure("cup", "break", "soon")))
        .isEqualTo(TournamentRefusal.BREAK_OPTION);
  }

  @Test
  void aByeOrAWithdrawalInTheBreakRepairsThePublishedRound() {
    List<Player> five = players("ann", "bob", "cat", "dan", "eve");
    swiss("cup", 3, five);
    reply(org, new TournamentCommand.Configure("cup", "break", "120"));
    reply(org, new TournamentCommand.Start("cup"));

    assertThat(reply(five.get(1), new TournamentCommand.Bye("cup", 0, null)))
        .isEqualTo(new TournamentReply.ByeGranted("cup", "bob", 1));
    assertThat(boards("cup")).anyMatch(board -> board.involves("bob")
        && board.result() == Result.HALF_BYE);
    assertThat(boards("cup")).filteredOn(board -> board.black() != null).hasSize(2);

    reply(five.get(4), new TournamentCommand.Leave("cup"));
    List<Pairing> now = boards("cup");
    assertThat(now).noneMatch(board -> board.involves("eve"));
    assertThat(now).filteredOn(board -> board.black() != null).hasSize(1)
        .allMatch(Pairing::isPending);
    assertThat(now).filteredOn(board -> board.result() == Result.BYE).hasSize(1);
    assertThat(audit("cup")).containsSubsequence("bob: bye bob round 1",
        "DIRECTOR: re-pair round 1", "eve: leave", "DIRECTOR: re-pair round 1");
    assertThat(org.all(TournamentNews.TournamentNotice.class))
        .contains(new TournamentNews.TournamentNotice("cup", Actor.DIRECTOR,
            AuditAction.of(Kind.REPAIR, 1)));
  }

  @Test
  void fideModeWarnsOfAFullPointByeByHandAndRecordsLeavingTheMode() {
    List<Player> three = players("ann", "bob", "cat");
    swiss("cup", 2, three);
    reply(org, new TournamentCommand.Configure("cup", "fide", "on"));
    reply(org, new TournamentCommand.Configure("cup", "pab", "0.5"));
    reply(org, new TournamentCommand.Start("cup"));

    TournamentCommand full = new TournamentCommand.Enter("cup", "late", false, true);
    assertThat(refusal(org, full)).isEqualTo(TournamentRefusal.FIDE_FULL_BYE);
    assertThat(boards("cup")).noneMatch(board -> board.involves("late"));
    assertThat(reply(org, full))
        .isEqualTo(new TournamentReply.Entered("cup", "late", false, true));
    assertThat(audit("cup")).contains("org: enter late full");
    // a full-point bye: one point whatever the pairing-allocated bye is worth, F not U in the TRF
    assertThat(boards("cup")).filteredOn(board -> board.involves("late"))
        .extracting(Pairing::result).containsExactly(Result.FULL_BYE);
    TournamentReply.TrfShown entered =
        (TournamentReply.TrfShown) reply(org, new TournamentCommand.Trf("cup"));
    assertThat(entered.lines()).filteredOn(line -> line.contains("late"))
        .singleElement().asString().contains(" 1.0 ").contains("0000 - F").doesNotContain(" U");

    reply(org, new TournamentCommand.Configure("cup", "fide", "off"));
    TournamentReply.TrfShown trf =
        (TournamentReply.TrfShown) reply(org, new TournamentCommand.Trf("cup"));
    assertThat(trf.lines()).contains("### FIDE_MODE_LEFT 1"); // a token, not words
    // still a report file a TRF reader takes: the line is a comment, skipped
    assertThat(arbiter.tournament.trf.TrfFile.parse(String.join("\n", trf.lines()) + "\n")
        .text()).contains("### FIDE_MODE_LEFT 1");
  }

  @Test
  void inFideModeALateEntrantTakesTheNumberTheirRatingEarnsUntilRoundFourIsPaired() {
    List<Player> three = players("ann", "bob", "cat");
    swiss("cup", 2, three);
    reply(org, new TournamentCommand.Configure("cup", "fide", "on"));
    reply(org, new TournamentCommand.Start("cup"));
    reply(org, new TournamentCommand.ImportPlayers("cup", "name,rating\nstrong,2700\n"));

    TournamentReply.TrfShown trf =
        (TournamentReply.TrfShown) reply(org, new TournamentCommand.Trf("cup"));
    assertThat(trf.lines()).filteredOn(line -> line.startsWith("001"))
        .first().asString().contains("strong").contains("2700");
  }

  @Test
  void aPlayersFileWithABadRowEntersNobodyAndAGoodOneEntersAndInvites() {
    server.login("reg");
    reply(org, new TournamentCommand.Create("cup", "chess", "swiss", 3, 0, null));

    List<DomainEvent> bad = run(org, new TournamentCommand.ImportPlayers("cup",
        "name,rating,federation,title\nann,2100,NOR,FM\nbob,twelve,SWE,\n"));
    assertThat(bad).containsExactly(
        new AnswerEvent.TournamentRefused(TournamentRefusal.CSV_ROW, List.of(3, "rating")));
    assertThat(audit("cup")).isEmpty();

    assertThat(reply(org, new TournamentCommand.ImportPlayers("cup",
        "name,rating,federation,title\nann,2100,NOR,FM\nbob,,SWE,\nreg,1900,,\n")))
        .isEqualTo(new TournamentReply.PlayersEntered("cup", List.of("ann", "bob"),
            List.of("reg")));
    assertThat(run(org, new TournamentCommand.ImportPlayers("cup", "ann,2000\n")))
        .containsExactly(
            new AnswerEvent.TournamentRefused(TournamentRefusal.CSV_ROW, List.of(1, "twice")));
    TournamentReply.TrfShown trf =
        (TournamentReply.TrfShown) reply(org, new TournamentCommand.Trf("cup"));
    assertThat(trf.lines()).anyMatch(line -> line.startsWith("001")
        && line.contains(" f ") && line.contains("ann") && line.contains("2100")
        && line.contains("NOR"));
    assertThat(audit("cup")).contains("org: invite reg", "org: players 2 entered, 1 invited");
  }

  @Test
  void aPlayerCannotImportPlayers() {
    Player ann = server.login("ann");
    reply(org, new TournamentCommand.Create("cup", "chess", "swiss", 3, 0, null));
    assertThat(run(ann, new TournamentCommand.ImportPlayers("cup", "x\n")))
        .singleElement().isInstanceOf(AnswerEvent.Refused.class);
  }
}
