package arbiter.tournament;

import arbiter.export.TournamentSheets;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.Started;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rebuilding a tournament from its stored events after a crash. */
class ReplayTest {

  private static void assertSameState(Tournament replayed, Tournament original) {
    assertThat(replayed.phase()).isEqualTo(original.phase());
    assertThat(replayed.players()).isEqualTo(original.players());
    assertThat(replayed.roundNumber()).isEqualTo(original.roundNumber());
    assertThat(replayed.rounds()).isEqualTo(original.rounds());
    for (int r = 1; r <= original.roundNumber(); r++) {
      assertThat(replayed.pairings(r)).isEqualTo(original.pairings(r));
    }
    assertThat(TournamentSheets.standings(replayed.standings())).isEqualTo(TournamentSheets.standings(original.standings()));
    assertThat(replayed.events()).isEqualTo(original.events());
  }

  @Test
  void aFinishedSwissReplaysToTheSameState() {
    Tournament original = SwissTest.playedToTheEnd();
    assertSameState(Tournament.replay(original.events()), original);
  }

  @Test
  void aFinishedRoundRobinReplaysToTheSameState() {
    Tournament original = RoundRobinTest.playedToTheEnd();
    assertSameState(Tournament.replay(original.events()), original);
  }

  @Test
  void everyPrefixOfASwissWithAWithdrawalReplays() {
    Tournament original = Games.withPlayers(Format.SWISS, 3, "a", "b", "c", "d", "e");
    original.leave("e");
    original.join("e");
    original.start();
    original.record(1, 1, Result.BLACK_WIN);
    original.leave("b");
    original.nextRound();
    original.record(2, 1, Result.DRAW);

    List<TournamentEvent> events = original.events();
    assertThat(events).startsWith(
        new Created("lan", "chess", Format.SWISS, 3, 40, "org"), new Joined("a"));
    assertThat(events).contains(new Left("e"), new Recorded(1, 1, Result.BLACK_WIN));
    // the start carries round 1 as it was paired, before any result
    assertThat(events).filteredOn(Started.class::isInstance).singleElement()
        .extracting(event -> ((Started) event).paired().stream().map(Pairing::toString).toList())
        .isEqualTo(original.pairings(1).stream()
            .map(p -> new Pairing(p.board(), p.white(), p.black(), p.isBye() ? Result.BYE : null)
                .toString())
            .toList());
    assertSameState(Tournament.replay(events), original);

    // a crash may come after any event: each prefix replays to what the tournament was then
    Tournament step = Tournament.replay(events.subList(0, 1));
    for (int i = 1; i < events.size(); i++) {
      TournamentEvent produced = step.apply(events.get(i));
      assertThat(produced).isEqualTo(events.get(i));
      assertSameState(Tournament.replay(events.subList(0, i + 1)), step);
    }
    assertSameState(step, original);
  }

  @Test
  void theSameEventsAlwaysPairTheSameWay() {
    List<TournamentEvent> first = SwissTest.playedToTheEnd().events();
    List<TournamentEvent> second = SwissTest.playedToTheEnd().events();
    assertThat(second).isEqualTo(first);
  }

  @Test
  void anEventTheRulesRefuseStopsTheReplay() {
    List<TournamentEvent> events = new ArrayList<>(List.of(
        new Created("lan", "chess", Format.ROUND_ROBIN, 0, 40, "org"),
        new Joined("a"), new Joined("b"), new Joined("c"), new Started()));
    events.add(new Recorded(1, 2, Result.WHITE_WIN)); // board 2 of round 1 is the bye
    assertThatThrownBy(() -> Tournament.replay(events))
        .isInstanceOf(TournamentException.class)
        .hasMessage("BYE_BOARD[2, 1]");
    assertThatThrownBy(() -> Tournament.replay(List.of(new Joined("a"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aReplayPairsAsStoredNotAsTheRulesWouldPairNow() {
    // seated as some other build of the pairer seated them: a replay must not re-pair
    List<Pairing> round1 = List.of(new Pairing(1, "d", "a", null), new Pairing(2, "b", "c", null));
    List<Pairing> round2 = List.of(new Pairing(1, "c", "d", null), new Pairing(2, "a", "b", null));
    List<TournamentEvent> history = List.of(
        new Created("lan", "chess", Format.SWISS, 2, 40, "org"),
        new Joined("a"), new Joined("b"), new Joined("c"), new Joined("d"),
        new Started(round1),
        new Recorded(1, 1, Result.WHITE_WIN), new Recorded(1, 2, Result.DRAW),
        new RoundClosed(1, round2));

    Tournament replayed = Tournament.replay(history);

    assertThat(replayed.pairings(1)).containsExactly(new Pairing(1, "d", "a", Result.WHITE_WIN),
        new Pairing(2, "b", "c", Result.DRAW));
    assertThat(replayed.pairings(2)).isEqualTo(round2);
    assertThat(replayed.events()).isEqualTo(history);
  }

  @Test
  void aHistoryStoredWithoutPairingsIsPairedAsItWasThen() {
    Tournament original = SwissTest.playedToTheEnd();
    List<TournamentEvent> withoutPairings = original.events().stream()
        .map(event -> event instanceof Started ? new Started()
            : event instanceof RoundClosed closed ? new RoundClosed(closed.round()) : event)
        .toList();

    assertSameState(Tournament.replay(withoutPairings), original);
  }
}
