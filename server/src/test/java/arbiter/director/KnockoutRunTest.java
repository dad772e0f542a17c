package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.TournamentReply;
import arbiter.rules.Side;
import arbiter.tournament.Standing;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A knockout run by the director over SQLite: each stage's clock, the armageddon's bonus, a
 * restart in the middle (the tournament replayed from its stored events), the bracket shown and
 * exported, its games' PGN Round tags {@code ROUND.GAME}.
 */
class KnockoutRunTest extends WithTournaments {

  private static final String ADMIN = DirectTournaments.ADMIN;

  private void draw(long game) {
    server.room(game).act(Side.WHITE, new Command.Draw());
    server.room(game).act(Side.BLACK, new Command.Draw());
  }

  @Test
  void aKnockoutPlaysItsStagesAtTheirClocksAndSurvivesARestart() throws Exception {
    RecordingMember c = null;
    for (String name : new String[] {"a", "b", "c", "d"}) {
      RecordingMember member = server.login(name);
      c = name.equals("c") ? member : c;
    }
    server.lines(ADMIN, new TournamentCommand.Create("ko", "chess", "knockout", 1, 0, "5+3"));
    for (String name : new String[] {"a", "b", "c", "d"}) {
      server.lines(name, new TournamentCommand.Join("ko"));
    }
    assertThat(server.command(ADMIN, new TournamentCommand.Show("ko")))
        .singleElement().isEqualTo(new AnswerEvent.TournamentRefused(
            TournamentRefusal.NOT_STARTED, List.of("ko")));
    server.lines(ADMIN, new TournamentCommand.Start("ko"));
    assertThat(server.pairings("ko", 1)).containsExactly("ko round 1", "1. a - d", "2. b - c");
    assertThat(server.room(1).timeControl()).isEqualTo("5+3");

    server.room(1).forfeit(Side.BLACK); // a beats d
    draw(2); // b-c tied: two tie-break games at 3+2
    assertThat(server.pairings("ko", 0)).containsExactly("ko round 2", "1. c - b");
    assertThat(server.room(3).timeControl()).isEqualTo("3+2");
    draw(3);
    draw(4); // the armageddon: b, the higher seed, has black and the draw odds
    assertThat(server.pairings("ko", 0)).containsExactly("ko round 4", "1. c - b");
    assertThat(server.room(5).timeControl()).isEqualTo("4+2");
    assertThat(c.received(GameNews.TimeGiven.class)).singleElement()
        .extracting(GameNews.TimeGiven::seconds).isEqualTo(60L);

    server.restart(); // as after kill -9: the events replayed, the games resumed
    server.login("b");
    server.login("c");
    draw(5);
    List<String> shown = server.lines(ADMIN, new TournamentCommand.Show("ko"));
    assertThat(shown).contains("Semi-finals", "Final",
        "  2. (2) b v (3) c: b goes on in the armageddon, ½-½, tie-breaks 1-1",
        "  1. (1) a v (2) b: playing game 1, 0-0");

    server.room(6).forfeit(Side.WHITE); // a has white in the final and loses it
    TournamentReply.StandingsShown standings = (TournamentReply.StandingsShown)
        server.reply(ADMIN, new TournamentCommand.Standings("ko", false));
    assertThat(standings.table().rows()).extracting(Standing::player)
        .containsExactly("b", "a", "c", "d");
    assertThat(server.lines(ADMIN, new TournamentCommand.Show("ko"))).last()
        .isEqualTo("Winner: b");
    assertThat(Files.readString(server.exportDir().resolve("ko").resolve("bracket.txt")))
        .contains("Winner: b");
    // PGN's Round tag: the bracket round, then the game within the match (tie-breaks and the
    // armageddon counted on), not the tournament round that is a game slot of the bracket
    assertThat(server.director().roundTags("ko").toCompletableFuture().join())
        .containsExactlyInAnyOrderEntriesOf(java.util.Map.of(1L, "1.1", 2L, "1.1", 3L, "1.2",
            4L, "1.3", 5L, "1.4", 6L, "2.1"));
  }

  /**
   * A match of two seeds who both had a bye waits for its stage: it is no game yet (found by
   * probing: five players, and the semi-final of seeds 2 and 3 read "playing game 0, 0-0" while
   * the quarter-final was being played).
   */
  @Test
  void aMatchOfTwoByesWaitsForItsStageAndPlaysNoGameZero() {
    for (String name : new String[] {"a", "b", "c", "d", "e"}) {
      server.login(name);
    }
    server.lines(ADMIN, new TournamentCommand.Create("ko5", "chess", "knockout", 1, 0, null));
    for (String name : new String[] {"a", "b", "c", "d", "e"}) {
      server.lines(name, new TournamentCommand.Join("ko5"));
    }
    server.lines(ADMIN, new TournamentCommand.Start("ko5"));

    List<String> shown = server.lines(ADMIN, new TournamentCommand.Show("ko5"));
    assertThat(shown).contains("  2. (4) d v (5) e: playing game 1, 0-0",
        "  2. (2) b v (3) c: waiting").noneMatch(line -> line.contains("game 0"));
  }
}
