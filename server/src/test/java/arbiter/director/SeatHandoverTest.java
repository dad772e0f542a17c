package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import arbiter.tournament.Standing;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player without an account is a seat: whoever registers its name later gets nothing of it
 * (not its games, its news, its commands), and only an organizer hands it to an account, which
 * takes it over, score and games kept, once it accepts. The same holds for a removed account's
 * player, and across a restart.
 */
class SeatHandoverTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  /** A Swiss paired by hand: ann, bob and cid joined, and sam entered without an account. */
  private void swissWithASeat() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(0, 0, true, 0));
    for (String user : List.of("org", "ann", "bob", "cid", "zoe")) {
      server.register(user);
      server.login(user);
    }
    server.reply("org", new TournamentCommand.Create("cup", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid")) {
      server.reply(player, new TournamentCommand.Join("cup"));
    }
    assertThat(server.reply("org", new TournamentCommand.Enter("cup", "sam", false)))
        .isEqualTo(new TournamentReply.Entered("cup", "sam", false));
  }

  private List<String> players() {
    return server.director().view("cup").toCompletableFuture().join().players();
  }

  private double points(String player) {
    TournamentReply.StandingsShown shown = (TournamentReply.StandingsShown)
        server.reply("org", new TournamentCommand.Standings("cup", false));
    return shown.table().rows().stream().filter(row -> row.player().equals(player))
        .mapToDouble(Standing::points).findFirst().orElseThrow();
  }

  /** Round 1 of two boards ends: sam's opponent and the other board's black lose by forfeit. */
  private void samWinsRoundOne() {
    for (long id : List.of(1L, 2L)) {
      GameRoom room = server.room(id);
      Side loser = room.player(Side.WHITE).equals("sam") ? Side.BLACK
          : room.player(Side.BLACK).equals("sam") ? Side.WHITE : Side.BLACK;
      room.forfeit(loser).toCompletableFuture().join();
    }
  }

  private static DomainEvent refused(TournamentRefusal reason, String... args) {
    return new AnswerEvent.TournamentRefused(reason, List.of((Object[]) args));
  }

  @Test
  void registeringASeatsNameGivesNothingOfIt() {
    swissWithASeat();
    server.register("sam");
    RecordingMember sam = server.login("sam");
    assertThat(server.command("sam", new TournamentCommand.Join("cup")))
        .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "sam", "cup"));
    server.reply("org", new TournamentCommand.Start("cup"));

    assertThat(sam.received(TournamentNews.RoundGame.class)).isEmpty();
    assertThat(sam.received(TournamentNews.RoundPublished.class)).isEmpty();
    assertThat(server.lobby().isPlaying("sam")).isFalse(); // the seat's game runs without them
    assertThat(server.lobby().isPlaying("ann")).isTrue();
    for (TournamentCommand asPlayer : List.of(new TournamentCommand.Leave("cup"),
        new TournamentCommand.Bye("cup", 2, null), new TournamentCommand.Join("cup"))) {
      assertThat(server.command("sam", asPlayer))
          .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "sam", "cup"));
    }
    // nor after a kill -9: the binding is stored
    server.crash();
    server.login("sam");
    assertThat(server.lobby().isPlaying("sam")).isFalse();
    assertThat(server.command("sam", new TournamentCommand.Leave("cup")))
        .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "sam", "cup"));
  }

  @Test
  void anOrganizerHandsASeatToAnAccountThatTakesItOverOnceItAccepts() {
    swissWithASeat();
    RecordingMember org = server.login("org");
    server.reply("org", new TournamentCommand.Start("cup"));
    samWinsRoundOne();
    assertThat(points("sam")).isEqualTo(1.0);

    assertThat(server.command("bob", new TournamentCommand.Seat("cup", "sam", "zoe")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ARBITER, "cup", 0));
    assertThat(server.command("org", new TournamentCommand.Seat("cup", "ann", "zoe")))
        .containsExactly(refused(TournamentRefusal.NOT_A_SEAT, "ann", "cup"));
    assertThat(server.command("org", new TournamentCommand.Seat("cup", "sam", "nobody")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_USER, "", 0));
    assertThat(server.command("org", new TournamentCommand.Seat("cup", "sam", "bob")))
        .containsExactly(refused(TournamentRefusal.ALREADY_IN, "bob", "cup"));

    RecordingMember zoe = server.login("zoe");
    assertThat(server.reply("org", new TournamentCommand.Seat("cup", "sam", "zoe")))
        .isEqualTo(new TournamentReply.Invited("cup", "zoe", "sam"));
    assertThat(zoe.received(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("cup", "org", false, "sam"));
    assertThat(players()).contains("sam").doesNotContain("zoe"); // a seat until accepted

    server.crash(); // the offer is stored
    zoe = server.login("zoe");
    org = server.login("org");
    assertThat(server.reply("zoe", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    assertThat(players()).contains("zoe").doesNotContain("sam");
    assertThat(points("zoe")).isEqualTo(1.0);
    assertThat(org.received(TournamentNews.TournamentNotice.class))
        .contains(new TournamentNews.TournamentNotice("cup", Actor.user("zoe"),
            AuditAction.of(Kind.SEAT_ACCEPT, "sam")));
    TournamentReply.AuditShown audit =
        (TournamentReply.AuditShown) server.reply("org", new TournamentCommand.Audit("cup"));
    assertThat(audit.entries()).extracting(TournamentReply.AuditEntry::action)
        .contains(AuditAction.of(Kind.SEAT_OFFER, "sam", "zoe"),
            AuditAction.of(Kind.SEAT_ACCEPT, "sam"));

    server.reply("org", new TournamentCommand.Pair("cup"));
    assertThat(zoe.received(TournamentNews.RoundGame.class)).hasSize(1);
    assertThat(server.lobby().isPlaying("zoe")).isTrue();
    assertThat(String.join("\n", server.lines("org", new TournamentCommand.Trf("cup"))))
        .contains("zoe").doesNotContain("sam");

    server.crash(); // the handed seat stays the account's
    server.login("zoe");
    assertThat(server.lobby().isPlaying("zoe")).isTrue();
    server.register("sam"); // the old seat's name now gives nothing either
    server.login("sam");
    assertThat(server.command("sam", new TournamentCommand.Join("cup")))
        .containsExactly(refused(TournamentRefusal.REGISTRATION_CLOSED, "cup"));
  }

  /**
   * Handed over mid-round, the seat's game in progress goes on with the account it was handed to
   * (under the seat's name, its record's), rather than being lost by absence; and after a restart
   * too.
   */
  @Test
  void aSeatHandedOverMidGamePlaysThatGameOnUnderTheNewHolder() {
    swissWithASeat();
    server.reply("org", new TournamentCommand.Start("cup"));
    GameRoom room = server.room(1).player(Side.WHITE).equals("sam")
        || server.room(1).player(Side.BLACK).equals("sam") ? server.room(1) : server.room(2);
    Side side = room.sideOf("sam");
    RecordingMember zoe = server.login("zoe");
    server.reply("org", new TournamentCommand.Seat("cup", "sam", "zoe"));
    assertThat(server.lobby().isPlaying("zoe")).isFalse(); // a seat until accepted

    server.reply("zoe", new TournamentCommand.Join("cup"));

    assertThat(server.lobby().isPlaying("zoe")).isTrue();
    assertThat(room.sitter(side)).isEqualTo("zoe");
    assertThat(room.sideOf("zoe")).isEqualTo(side);
    assertThat(room.player(side)).isEqualTo("sam"); // the game's record keeps the seat's name
    assertThat(zoe.received(GameNews.GameShown.class)).last()
        .satisfies(shown -> assertThat(shown.side()).isEqualTo(side));
    server.advanceClock(3_600_000); // far past any wait for an absent player
    assertThat(server.lobby().room(room.id())).isSameAs(room); // not lost by absence

    server.crash(); // the game resumes with the seat's name; its heir is seated again
    RecordingMember back = new RecordingMember("zoe");
    arbiter.lobby.Lobby.Login login = server.lobby().login("zoe", back);
    assertThat(login.room()).isNotNull();
    assertThat(login.side()).isEqualTo(side);
    login.room().forfeit(side.opponent()).toCompletableFuture().join();
    assertThat(points("zoe")).isEqualTo(1.0);
  }

  /** A round robin of two seats, sam and tim, whose one game has started. */
  private GameRoom twoSeatsAtOneBoard() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(0, 0, true, 0));
    for (String user : List.of("org", "zoe", "yan")) {
      server.register(user);
      server.login(user);
    }
    server.reply("org", new TournamentCommand.Create("duo", "kingcapture", "roundrobin", 0, 0,
        null));
    server.reply("org", new TournamentCommand.Enter("duo", "sam", false));
    server.reply("org", new TournamentCommand.Enter("duo", "tim", false));
    server.reply("org", new TournamentCommand.Start("duo"));
    return server.room(1);
  }

  private void handOver(String seat, String heir) {
    server.reply("org", new TournamentCommand.Seat("duo", seat, heir));
    assertThat(server.reply(heir, new TournamentCommand.Join("duo")))
        .isEqualTo(new TournamentReply.Joined("duo"));
  }

  /**
   * Both seats of one game handed over, in either order: after a kill -9 each new holder plays the
   * side their seat had, not the other's.
   */
  @Test
  void bothSeatsOfAGameHandedOverKeepTheirSidesAcrossARestart() {
    bothSeatsHandedOverThenRestart(false);
  }

  @Test
  void bothSeatsHandedOverBlackFirstKeepTheirSidesAcrossARestart() {
    bothSeatsHandedOverThenRestart(true);
  }

  private void bothSeatsHandedOverThenRestart(boolean blackFirst) {
    GameRoom room = twoSeatsAtOneBoard();
    String whiteSeat = room.player(Side.WHITE);
    String blackSeat = room.player(Side.BLACK);
    String whiteHeir = whiteSeat.equals("sam") ? "zoe" : "yan";
    String blackHeir = whiteHeir.equals("zoe") ? "yan" : "zoe";
    handOver(blackFirst ? blackSeat : whiteSeat, blackFirst ? blackHeir : whiteHeir);
    handOver(blackFirst ? whiteSeat : blackSeat, blackFirst ? whiteHeir : blackHeir);
    assertThat(room.sitter(Side.WHITE)).isEqualTo(whiteHeir);
    assertThat(room.sitter(Side.BLACK)).isEqualTo(blackHeir);

    server.crash();
    GameRoom resumed = server.room(1);
    assertThat(resumed.sitter(Side.WHITE)).isEqualTo(whiteHeir);
    assertThat(resumed.sitter(Side.BLACK)).isEqualTo(blackHeir);
    for (String heir : List.of(whiteHeir, blackHeir)) {
      arbiter.lobby.Lobby.Login login = server.lobby().login(heir, new RecordingMember(heir));
      assertThat(login.room()).isSameAs(resumed);
      assertThat(login.side()).isEqualTo(heir.equals(whiteHeir) ? Side.WHITE : Side.BLACK);
    }
  }

  /**
   * A name handed back: white's seat handed to zoe frees its name, whose new account then takes
   * black's seat. It plays black, live and after a kill -9, and zoe keeps white.
   */
  @Test
  void aSeatsFreedNameHandedTheOtherSeatPlaysThatSideAcrossARestart() {
    freedNameHandedTheOtherSeat(Side.WHITE);
  }

  /** The same the other way: black's seat to zoe, then white's to black's freed name. */
  @Test
  void blacksFreedNameHandedWhitesSeatPlaysWhiteAcrossARestart() {
    freedNameHandedTheOtherSeat(Side.BLACK);
  }

  private void freedNameHandedTheOtherSeat(Side first) {
    GameRoom room = twoSeatsAtOneBoard();
    String freed = room.player(first);
    handOver(freed, "zoe");
    server.register(freed);
    server.login(freed);
    handOver(room.player(first.opponent()), freed);
    assertThat(room.sideOf(freed)).isEqualTo(first.opponent());
    assertThat(room.sideOf("zoe")).isEqualTo(first);

    server.crash();
    GameRoom resumed = server.room(1);
    assertThat(resumed.sitter(first)).isEqualTo("zoe");
    assertThat(resumed.sitter(first.opponent())).isEqualTo(freed);
    for (String heir : List.of("zoe", freed)) {
      arbiter.lobby.Lobby.Login login = server.lobby().login(heir, new RecordingMember(heir));
      assertThat(login.room()).isSameAs(resumed);
      assertThat(login.side()).isEqualTo(heir.equals("zoe") ? first : first.opponent());
    }
  }

  /** Only black's seat handed over: after a kill -9 its holder plays black, white stays a seat. */
  @Test
  void aBlackSeatHandedOverKeepsBlackAcrossARestart() {
    GameRoom room = twoSeatsAtOneBoard();
    String blackHeir = room.player(Side.BLACK).equals("sam") ? "zoe" : "yan";
    handOver(room.player(Side.BLACK), blackHeir);

    server.crash();
    GameRoom resumed = server.room(1);
    assertThat(resumed.sitter(Side.BLACK)).isEqualTo(blackHeir);
    assertThat(resumed.sitter(Side.WHITE)).isEqualTo(room.player(Side.WHITE));
    arbiter.lobby.Lobby.Login login = server.lobby().login(blackHeir,
        new RecordingMember(blackHeir));
    assertThat(login.side()).isEqualTo(Side.BLACK);
  }

  @Test
  void aSeatHandedToTheAccountOfItsOwnNameKeepsTheName() {
    swissWithASeat();
    server.register("sam");
    server.login("sam");
    server.reply("org", new TournamentCommand.Seat("cup", "sam", "sam"));
    assertThat(server.reply("sam", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    server.reply("org", new TournamentCommand.Start("cup"));
    assertThat(server.lobby().isPlaying("sam")).isTrue();
    assertThat(server.reply("sam", new TournamentCommand.Bye("cup", 3, null)))
        .isEqualTo(new TournamentReply.ByeGranted("cup", "sam", 3));
  }

  @Test
  void aRemovedAccountsPlayerIsNotInheritedByANewAccountOfItsName() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(0, 0, true, 0));
    for (String user : List.of("org", "ann", "bob", "eve")) {
      server.register(user);
      server.login(user);
    }
    server.reply("org", new TournamentCommand.Create("cup", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob")) {
      server.reply(player, new TournamentCommand.Join("cup"));
    }
    server.reply("org", new TournamentCommand.Enter("cup", "eve", false)); // an invitation
    server.removeAccount("eve");
    server.register("eve");
    server.login("eve");
    // the invitation went with the old account: the new one has none to accept
    assertThat(server.command("eve", new TournamentCommand.Decline("cup")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_INVITED, "cup", 0));

    server.reply("org", new TournamentCommand.Create("open", "kingcapture", "roundrobin", 0, 0,
        null));
    for (String player : List.of("ann", "bob", "eve")) {
      server.reply(player, new TournamentCommand.Join("open"));
    }
    server.reply("org", new TournamentCommand.Start("open"));
    server.removeAccount("eve"); // withdrawn: a round robin's games become forfeits
    server.register("eve");
    server.login("eve");
    assertThat(server.lobby().isPlaying("eve")).isFalse();
    assertThat(server.command("eve", new TournamentCommand.Leave("open")))
        .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "eve", "open"));
  }

  @Test
  void removingAnAccountWithdrawsItsPlayerButNotASeatOfItsName() {
    swissWithASeat();
    server.reply("org", new TournamentCommand.Start("cup"));
    server.register("sam");
    server.login("sam");
    server.reply("org", new TournamentCommand.Create("open", "kingcapture", "roundrobin", 0, 0,
        null));
    for (String player : List.of("ann", "sam")) {
      server.reply(player, new TournamentCommand.Join("open"));
    }
    server.reply("org", new TournamentCommand.Start("open"));

    server.removeAccount("sam");

    TournamentView cup = server.director().view("cup").toCompletableFuture().join();
    TournamentView open = server.director().view("open").toCompletableFuture().join();
    assertThat(cup.withdrawn()).doesNotContain("sam"); // the seat is nobody's account
    assertThat(open.withdrawn()).contains("sam");
  }

  @Test
  void overTheBoardASeatReportsWithItsCodeNotThroughANamesakesLogin() {
    server = DirectTournaments.open(data);
    server.register("org");
    server.login("org");
    server.reply("org", new TournamentCommand.Create("club", "chess", "roundrobin", 0, 0, null,
        0, true));
    server.reply("org", new TournamentCommand.Enter("club", "sam", false));
    server.reply("org", new TournamentCommand.Enter("club", "tim", false));
    server.reply("org", new TournamentCommand.Start("club"));
    server.register("sam");
    server.login("sam");
    TournamentCommand report = new TournamentCommand.Report("club", 1, "1-0");

    assertThat(server.command("sam", report))
        .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "sam", "club"));
    assertThat(server.director().commandByCode("sam", report).toCompletableFuture().join())
        .singleElement().isInstanceOf(AnswerEvent.TournamentAnswered.class);
  }

  @Test
  void playersOfATournamentStoredBeforeSeatsAreBoundToTheAccountsOfTheirNames() {
    swissWithASeat();
    server.forgetPlayerBindings();
    server.restart();
    server.register("sam"); // after the load: the seat stays a seat
    server.login("sam");
    server.login("ann");
    assertThat(server.command("sam", new TournamentCommand.Leave("cup")))
        .containsExactly(refused(TournamentRefusal.SEAT_NOT_YOURS, "sam", "cup"));
    assertThat(server.reply("ann", new TournamentCommand.Leave("cup")))
        .isEqualTo(new TournamentReply.Left("cup"));
  }
}
