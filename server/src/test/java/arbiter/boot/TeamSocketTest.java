package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import arbiter.protocol.TournamentData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Teams over real sockets: a text captain and a JSON captain build their teams, enter a team
 * round robin and read its team standings, the JSON one as typed fields.
 */
@Tag("socket")
class TeamSocketTest {

  @TempDir Path data;
  private ArbiterServer server;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(data);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private static Request.Tournament json(String action, String name, String player,
      Integer board, String value) {
    return new Request.Tournament(action, name, null, null, null, null, null, null, player, null,
        board, null, null, value, null, null);
  }

  @Test
  void textAndJsonCaptainsPlayATeamRoundRobin() {
    try (LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient cat = JsonClient.login(server, "cat",
            new Request.Hello(JsonCodec.VERSION, "test"));
        LineClient dan = TestServer.login(server, "dan")) {
      ann.send("team create knights");
      ann.await("team knights, captain ann: no players yet");
      ann.send("team add knights bob");
      bob.await("team knights: captain ann invites you to play for the team; team join knights"
          + " accepts, team decline knights declines");
      bob.send("team join knights");
      bob.await("team knights, captain ann: 1. bob");
      ann.send("team add knights ann 1");
      ann.await("team knights, captain ann: 1. ann, 2. bob");
      bob.send("team add knights dan");
      bob.await("only the captain of team knights (ann) may do that");

      cat.send(json("team_create", "rooks", null, null, null),
          json("team_add", "rooks", "cat", null, null),
          json("team_add", "rooks", "dan", 2, null));
      cat.await(Event.Tournament.class);
      cat.await(Event.Tournament.class);
      TournamentData rooks = cat.await(Event.Tournament.class).data();
      assertThat(rooks.kind()).isEqualTo("team");
      assertThat(rooks.team()).isEqualTo(new TournamentData.TeamInfo("rooks", "cat",
          List.of("cat"), List.of("dan")));
      dan.send("team join rooks");
      dan.await("team rooks, captain cat: 1. cat, 2. dan");

      ann.send("tournament create league kingcapture teamroundrobin 0");
      ann.awaitLine(line -> line.startsWith("a team competition needs the boards"));
      ann.send("tournament create league kingcapture teamroundrobin 2");
      ann.await("tournament league created: kingcapture teamroundrobin rounds 1 limit 0"
          + " players 0 open");
      dan.send("tournament join league");
      dan.await("league is a team competition: a team's captain enters it with tournament join"
          + " league TEAM");
      ann.send("tournament join league knights");
      ann.await("you joined league");
      cat.send(json("join", "league", null, null, "rooks"));
      assertThat(cat.await(Event.Tournament.class).data().kind()).isEqualTo("joined");
      ann.send("tournament start league");
      ann.await("tournament league started");

      cat.send(json("standings", "league", null, null, null));
      TournamentData standings = cat.await(Event.Tournament.class).data();
      while (!standings.kind().equals("team_standings")) {
        standings = cat.await(Event.Tournament.class).data();
      }
      assertThat(standings.teams()).extracting(TournamentData.TeamRow::team)
          .containsExactlyInAnyOrder("knights", "rooks");
      assertThat(standings.standings()).hasSize(4);
      ann.send("tournament standings league");
      ann.awaitLine(line -> line.startsWith("league: teams by match points"));
      ann.awaitLine(line -> line.matches("1\\. (knights|rooks)  MP 0  GP 0  DE 0  TSB 0 .*"));
      ann.send("tournament export league");
      ann.awaitLine(line -> line.startsWith("013 knights"));
    }
  }
}
