package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentReply;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import arbiter.tournament.Pairing;
import arbiter.tournament.Standing;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A 64-player knockout run end to end in memory (sessions, lobby, game rooms, director), the
 * players drawing and resigning through their sessions; prints how long it took (the figure of
 * the note). Every fourth seed's first match goes all the way to the armageddon.
 */
class KnockoutSixtyFourTest {

  private final InMemoryServer server = new InMemoryServer(Set.of("root"));
  private final Player org = server.login("org");
  private final Map<String, Player> players = new HashMap<>();

  private TournamentReply reply(Player user, TournamentCommand command) {
    List<DomainEvent> answer = user.send(new Command.Tournament(command));
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentAnswered.class);
    return ((AnswerEvent.TournamentAnswered) answer.get(0)).reply();
  }

  private static int seed(String player) {
    return Integer.parseInt(player.substring(1));
  }

  @Test
  void sixtyFourPlayersPlayToAChampion() {
    long began = System.nanoTime();
    reply(org, new TournamentCommand.Create("big", "chess", "knockout", 2, 0, "5+3"));
    for (int i = 1; i <= 64; i++) {
      String name = String.format("p%02d", i);
      players.put(name, server.login(name));
      reply(players.get(name), new TournamentCommand.Join("big"));
    }
    reply(org, new TournamentCommand.Start("big"));
    int games = 0;
    for (int round = 1; round < 200; round++) {
      TournamentReply.PairingsShown shown = (TournamentReply.PairingsShown)
          reply(org, new TournamentCommand.Pairings("big", 0));
      if (shown.round() < round) {
        break; // finished: the last round is shown again
      }
      for (Pairing board : shown.boards()) {
        Player white = players.get(board.white());
        Player black = players.get(board.black());
        boolean toArmageddon = Math.min(seed(board.white()), seed(board.black())) % 4 == 0
            && shown.round() <= 5;
        if (toArmageddon || round % 2 == 1) {
          white.send(new Command.Draw());
          black.send(new Command.Draw());
        } else {
          (seed(board.white()) > seed(board.black()) ? white : black).send(new Command.Forfeit());
        }
        games++;
      }
    }
    long millis = (System.nanoTime() - began) / 1_000_000;
    TournamentReply.StandingsShown standings = (TournamentReply.StandingsShown)
        reply(org, new TournamentCommand.Standings("big", false));
    assertThat(standings.table().rows()).extracting(Standing::player)
        .startsWith("p01", "p02");
    System.out.printf("knockout of 64 players in memory: %d games in %d ms%n", games, millis);
  }
}
