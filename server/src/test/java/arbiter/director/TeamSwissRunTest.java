package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import arbiter.tournament.TeamStandings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A 20-team Swiss of 4 boards and 7 rounds played end to end through the in-memory server (the
 * sessions, the lobby, the director, a fake clock): each game ends by a resignation or an agreed
 * draw typed by the players. Prints how long the whole competition took (the figure).
 */
class TeamSwissRunTest {

  private static final int TEAMS = 20;
  private static final int BOARDS = 4;
  private static final int ROUNDS = 7;

  @Test
  void twentyTeamsPlayASwissToTheEnd() {
    long began = System.nanoTime();
    InMemoryServer server = new InMemoryServer(Set.of("root"));
    Player org = server.login("org");
    Map<String, Player> players = new HashMap<>();
    List<String> captains = new ArrayList<>();
    for (int team = 1; team <= TEAMS; team++) {
      String name = "team" + team;
      String captain = name + "b1";
      for (int board = 1; board <= BOARDS; board++) {
        String player = name + "b" + board;
        players.put(player, server.login(player));
      }
      reply(players.get(captain), new TournamentCommand.Team("create", name, null, 0));
      for (int board = 1; board <= BOARDS; board++) {
        reply(players.get(captain), new TournamentCommand.Team("add", name, name + "b" + board, 0));
        if (board > 1) {
          reply(players.get(name + "b" + board), new TournamentCommand.Team("join", name, null, 0));
        }
      }
      captains.add(captain);
    }
    reply(org, new TournamentCommand.Create("league", "chess", "teamswiss", ROUNDS, 0, null,
        BOARDS, false));
    for (String captain : captains) {
      reply(players.get(captain), new TournamentCommand.JoinTeam("league",
          captain.substring(0, captain.length() - 2)));
    }
    reply(org, new TournamentCommand.Start("league"));
    long started = System.nanoTime();

    Random random = new Random(30);
    Set<Long> ended = new HashSet<>();
    int games = 0;
    boolean more = true;
    while (more) {
      more = false;
      for (Player white : players.values()) {
        for (TournamentNews.RoundGame game : white.all(TournamentNews.RoundGame.class)) {
          if (game.side() != Side.WHITE || !ended.add(game.game())) {
            continue;
          }
          Player black = players.get(game.opponent());
          switch (random.nextInt(3)) {
            case 0 -> white.send(new Command.Forfeit());
            case 1 -> black.send(new Command.Forfeit());
            default -> {
              white.send(new Command.Draw());
              black.send(new Command.Draw());
            }
          }
          games++;
          more = true;
        }
      }
    }
    double seconds = (System.nanoTime() - began) / 1e9;
    double playing = (System.nanoTime() - started) / 1e9;
    List<TeamStandings.Row> rows = ((TournamentReply.TeamStandingsShown) reply(org,
        new TournamentCommand.Standings("league", false))).teams();
    System.out.printf("20-team Swiss, %d boards, %d rounds, %d games: %.2f s end to end"
        + " (%.2f s from the start to the last result)%n", BOARDS, ROUNDS, games, seconds, playing);
    assertThat(games).isEqualTo(TEAMS / 2 * BOARDS * ROUNDS);
    assertThat(players.get("team1b1").last(TournamentNews.TournamentOver.class)).isNotNull();
    assertThat(rows).hasSize(TEAMS);
    assertThat(rows.stream().mapToInt(TeamStandings.Row::matchPoints).sum())
        .isEqualTo(TEAMS / 2 * 2 * ROUNDS);
    assertThat(rows.stream().mapToInt(TeamStandings.Row::gameHalfPoints).sum())
        .isEqualTo(TEAMS * BOARDS * ROUNDS);
  }

  private static TournamentReply reply(Player user, TournamentCommand command) {
    List<DomainEvent> answer = user.send(new Command.Tournament(command));
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentAnswered.class);
    return ((AnswerEvent.TournamentAnswered) answer.get(0)).reply();
  }
}
