package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.GameNews;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.arena.ArenaLine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An arena run through the director in memory, on a fake clock: free players paired after the
 * gathering window, no immediate rematch, streaks, berserk, pause, the end, and a restart.
 */
class ArenaScenariosTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  private void arena(int minutes, String... players) {
    arenaTimed(minutes, "5+0", players);
  }

  private void arenaTimed(int minutes, String time, String... players) {
    server = DirectTournaments.open(data);
    server.reply(players[0], new TournamentCommand.Create("blitz", "kingcapture", "arena",
        minutes, 0, time));
    for (String player : players) {
      server.reply(player, new TournamentCommand.Join("blitz"));
    }
    server.reply(players[0], new TournamentCommand.Start("blitz"));
  }

  private TournamentView view() {
    return server.director().view("blitz").toCompletableFuture().join();
  }

  private List<Pairing> boards() {
    return view().roundsPaired().get(0);
  }

  /** The game at a board. */
  private long game(int board) {
    return view().games().get("1:" + board);
  }

  /** The player of {@code side} at {@code board} gives up. */
  private void resign(int board, Side side) {
    server.room(game(board)).forfeit(side).toCompletableFuture().join();
  }

  private Map<String, ArenaLine> lines() {
    return view().standings().arena();
  }

  @Test
  void freePlayersArePairedAfterTheGatheringWithoutAnImmediateRematch() {
    arena(60, "ann", "bob", "cid", "dan");
    assertThat(boards()).containsExactly(new Pairing(1, "ann", "bob", null),
        new Pairing(2, "cid", "dan", null));
    resign(1, Side.BLACK); // ann wins
    resign(2, Side.BLACK); // cid wins
    assertThat(boards()).hasSize(2);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    // ann and cid lead with 2: they meet; bob and dan meet
    assertThat(boards()).extracting(Pairing::board, Pairing::white, Pairing::black)
        .containsExactly(
            org.assertj.core.api.Assertions.tuple(1, "ann", "bob"),
            org.assertj.core.api.Assertions.tuple(2, "cid", "dan"),
            org.assertj.core.api.Assertions.tuple(3, "ann", "cid"),
            org.assertj.core.api.Assertions.tuple(4, "bob", "dan"));
    assertThat(view().arena()).isEqualTo(new TournamentView.ArenaTime(60, 3598));
  }

  /** Knights out and back until {@code plies} half-moves are played (white's first). */
  private void shuffle(int board, int plies) {
    String[] moves = {"g1f3", "b8c6", "f3g1", "c6b8"};
    for (int ply = 0; ply < plies; ply++) {
      server.room(game(board)).act(ply % 2 == 0 ? Side.WHITE : Side.BLACK,
          new Command.Move(moves[ply % 4])).toCompletableFuture().join();
    }
  }

  @Test
  void theStartTellsEachPlayerTheirBoardAndNoEmptyRoundOfPairings() {
    server = DirectTournaments.open(data);
    RecordingMember ann = server.login("ann");
    server.login("bob");
    server.reply("ann", new TournamentCommand.Create("blitz", "kingcapture", "arena", 60, 0,
        "5+0"));
    server.reply("ann", new TournamentCommand.Join("blitz"));
    server.reply("bob", new TournamentCommand.Join("blitz"));
    server.reply("ann", new TournamentCommand.Start("blitz"));

    // found by probing: an arena's start said "round 1 pairings:" with no board (its boards are
    // paired as its clock starts, just after), then each player's game
    assertThat(ann.received(TournamentNews.RoundPublished.class)).isEmpty();
    assertThat(ann.received(TournamentNews.RoundGame.class)).hasSize(1);
  }

  @Test
  void twoWinsInARowDoubleTheNextAndABerserkWinOfSevenMovesEarnsOneMore() {
    arena(60, "ann", "bob");
    resign(1, Side.BLACK);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    // only each other is free: the rematch is played
    assertThat(boards()).hasSize(2);
    resign(2, boards().get(1).sideOf("bob").orElseThrow());
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(lines().get("ann").fire()).isTrue();
    Side annSide = boards().get(2).sideOf("ann").orElseThrow();
    assertThat(server.reply("ann", new TournamentCommand.Berserk("blitz"))).isEqualTo(
        new TournamentReply.ArenaDone("blitz", "ann", TournamentReply.ArenaAction.BERSERK));
    assertThat(server.command("ann", new TournamentCommand.Berserk("blitz"))).containsExactly(
        new AnswerEvent.TournamentRefused(TournamentRefusal.BERSERK_TWICE, List.of("ann")));
    shuffle(3, 14); // 7 moves each: lichess's minimum for the berserk point
    resign(3, annSide.opponent());
    ArenaLine ann = lines().get("ann");
    assertThat(ann.sheet()).containsExactly(2, 2, 5);
    assertThat(ann.points()).isEqualTo(9);
    assertThat(ann.berserks()).isEqualTo(1);
    assertThat(view().standings().rows().get(0).player()).isEqualTo("ann");
  }

  @Test
  void aBerserkAfterTheFirstMoveIsRefusedWithTheReason() {
    arena(60, "ann", "bob");
    server.room(game(1)).act(Side.WHITE, new Command.Move("e2e4")).toCompletableFuture().join();
    assertThat(server.command("ann", new TournamentCommand.Berserk("blitz"))).containsExactly(
        new AnswerEvent.TournamentRefused(TournamentRefusal.BERSERK_AFTER_MOVE, List.of("ann")));
    // black has not moved yet: bob may
    assertThat(server.reply("bob", new TournamentCommand.Berserk("blitz")))
        .isInstanceOf(TournamentReply.ArenaDone.class);
    assertThat(server.command("cid", new TournamentCommand.Berserk("blitz"))).containsExactly(
        new AnswerEvent.TournamentRefused(TournamentRefusal.NO_ARENA_GAME,
            List.of("cid", "blitz")));
  }

  @Test
  void aPausedPlayerWaitsAndComesBackWithJoin() {
    arena(60, "ann", "bob", "cid");
    assertThat(boards()).containsExactly(new Pairing(1, "ann", "bob", null));
    server.reply("cid", new TournamentCommand.Pause("blitz", null));
    resign(1, Side.BLACK);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).extracting(Pairing::board).containsExactly(1, 2); // ann - bob again
    assertThat(lines().get("cid").paused()).isTrue();
    assertThat(server.reply("cid", new TournamentCommand.Join("blitz")))
        .isEqualTo(new TournamentReply.ArenaDone("blitz", "cid", TournamentReply.ArenaAction.RESUME));
    assertThat(server.command("cid", new TournamentCommand.Resume("blitz", null)))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.NOT_PAUSED,
            List.of("cid", "blitz")));
    resign(2, Side.WHITE);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(3);
    assertThat(boards().get(2).involves("cid")).isTrue();
  }

  @Test
  void aLateEntrantIsPairedWhenSomeoneIsFree() {
    arena(60, "ann", "bob", "cid");
    assertThat(server.reply("dan", new TournamentCommand.Join("blitz")))
        .isEqualTo(new TournamentReply.Joined("blitz"));
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).extracting(Pairing::white, Pairing::black)
        .contains(org.assertj.core.api.Assertions.tuple("cid", "dan"));
  }

  @Test
  void noGameIsPairedInTheLastMomentsAndTheRankingIsFinalOnceTheLastGameIsOver() {
    arenaTimed(10, null, "ann", "bob", "cid", "dan");
    server.advanceClock(10 * 60_000 - 30_000); // the last minute's tenth: 60 s
    resign(1, Side.BLACK);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(2); // too late for a new game
    server.advanceClock(40_000); // time is up; board 2 plays on
    assertThat(view().phase()).isEqualTo("running");
    assertThat(view().arena().secondsLeft()).isZero();
    resign(2, Side.WHITE);
    assertThat(view().phase()).isEqualTo("finished");
    assertThat(view().standings().rows()).extracting(r -> r.player())
        .containsExactly("ann", "dan", "bob", "cid");
    assertThat(Files.exists(server.exportDir().resolve("blitz"))).isTrue();
  }

  @Test
  void anArenaOfNoMinutesIsRefused() {
    server = DirectTournaments.open(data);
    assertThat(server.command("ann", new TournamentCommand.Create("blitz", "kingcapture",
        "arena", 0, 0, null))).containsExactly(new AnswerEvent.TournamentRefused(
            TournamentRefusal.ARENA_MINUTES_MISSING, List.of()));
  }

  @Test
  void aPlayerInAnotherGameIsNotPairedUntilItEnds() {
    arena(60, "ann", "bob", "cid", "dan");
    resign(1, Side.BLACK);
    server.login("ann");
    server.login("eve");
    server.lobby().arrange(server.lobby().reserveGameId(), "ann", "eve",
        arbiter.rules.Variants.byId("kingcapture").orElseThrow(), 0,
        arbiter.protocol.TimeControl.parse(null), java.util.Set.of());
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(2); // bob alone is free
    resign(2, Side.BLACK);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(3);
    assertThat(boards().get(2).involves("ann")).isFalse();
  }

  @Test
  void aCrashedServerCarriesTheArenaOn() {
    arenaTimed(60, null, "ann", "bob", "cid", "dan");
    resign(1, Side.BLACK);
    server.reply("ann", new TournamentCommand.Correct("blitz", 1, 1, "1/2-1/2"));
    server.crash();
    assertThat(boards().get(0).result()).isEqualTo(Result.DRAW);
    assertThat(view().arena().secondsLeft()).isEqualTo(3600);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(3); // ann and bob paired again after the restart
    resign(2, Side.BLACK);
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    assertThat(boards()).hasSize(4);
    server.advanceClock(60 * 60_000);
    resign(3, Side.BLACK);
    resign(4, Side.BLACK);
    assertThat(view().phase()).isEqualTo("finished");
  }

  /** Both clocks of the game at {@code board} now, white's first, in milliseconds. */
  private long[] clocks(int board) {
    arbiter.event.Progress shown = server.room(game(board))
        .act(Side.WHITE, new Command.ShowBoard()).toCompletableFuture().join();
    arbiter.game.ClockView clock = shown.events().stream()
        .map(arbiter.event.Progress.Addressed::event)
        .filter(GameNews.BoardShown.class::isInstance).map(GameNews.BoardShown.class::cast)
        .findFirst().orElseThrow().view().clock();
    return new long[] {clock.white(), clock.black()};
  }

  @Test
  void aBerserkTakesHalfTheClockAndTheIncrementAlsoAfterAKillNine() {
    arenaTimed(60, "3+2", "ann", "bob");
    RecordingMember bob = server.login("bob");
    assertThat(server.reply("ann", new TournamentCommand.Berserk("blitz")))
        .isInstanceOf(TournamentReply.ArenaDone.class);
    assertThat(bob.received(GameNews.Berserked.class)).isEmpty(); // logged in after the news
    assertThat(clocks(1)).containsExactly(90_000, 180_000);
    server.advanceClock(1_000);
    shuffle(1, 2); // ann's move earns no increment, bob's does
    assertThat(clocks(1)).containsExactly(89_000, 182_000);
    server.crash();
    server.advanceClock(ArenaRunner.GATHER_MILLIS);
    shuffle(1, 1);
    assertThat(clocks(1)[0]).isEqualTo(89_000); // still no increment after the restart
  }

  @Test
  void aBerserkOnAClockWithoutInitialTimeIsRefused() {
    arenaTimed(60, "0d10", "ann", "bob"); // no main time, 10 s of delay a move
    assertThat(server.command("ann", new TournamentCommand.Berserk("blitz"))).containsExactly(
        new AnswerEvent.TournamentRefused(TournamentRefusal.BERSERK_NO_TIME,
            List.of("blitz", TimeControl.parse("0d10").text())));
  }

  @Test
  void aPlayerWithoutAFirstMoveInTimeLosesAndIsPausedAsOnLichess() {
    arenaTimed(60, "1+0", "ann", "bob", "cid", "dan");
    RecordingMember ann = server.login("ann");
    shuffle(2, 1); // cid moved; dan, to move, lets his time pass too
    server.advanceClock(ArenaRunner.firstMoveMillis(TimeControl.parse("1+0")) - 1);
    server.director().sweepAbsentPlayers().toCompletableFuture().join();
    assertThat(boards().get(0).isPending()).isTrue(); // 15.999 s: ann still may move
    server.advanceClock(1);
    server.director().sweepAbsentPlayers().toCompletableFuture().join();
    assertThat(boards().get(0).result()).isEqualTo(Result.BLACK_WIN_BY_FORFEIT);
    assertThat(boards().get(1).result()).isEqualTo(Result.WHITE_WIN_BY_FORFEIT);
    assertThat(server.director().view("blitz").toCompletableFuture().join().standings()
        .arena().get("ann").paused()).isTrue();
    assertThat(lines().get("dan").paused()).isTrue();
    assertThat(lines().get("bob").sheet()).containsExactly(2);
    assertThat(ann.received(TournamentNews.TournamentNotice.class)).extracting(
        TournamentNews.TournamentNotice::action).containsExactly( // ann is also the organizer
            AuditAction.of(Kind.PAUSE_NO_MOVE, "ann", 1),
            AuditAction.of(Kind.PAUSE_NO_MOVE, "dan", 2));
    assertThat(server.lines("ann", new TournamentCommand.Audit("blitz")))
        .anyMatch(line -> line.contains("pause dan: no first move on board 2"));
  }

  @Test
  void thePliesOfEachGameSurviveAKillNineAndScoreAlike() {
    arena(60, "ann", "bob");
    server.reply("ann", new TournamentCommand.Berserk("blitz"));
    shuffle(1, 14);
    resign(1, Side.BLACK);
    assertThat(lines().get("ann").sheet()).containsExactly(3);
    server.crash();
    assertThat(lines().get("ann").sheet()).containsExactly(3);
    assertThat(server.history("blitz"))
        .contains(new arbiter.tournament.TournamentEvent.ArenaPlayed(1, 14));
  }
}
