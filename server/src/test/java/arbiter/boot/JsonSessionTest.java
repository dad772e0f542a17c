package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import arbiter.protocol.TournamentData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JSON sessions over real sockets, against text sessions in the same lobby. */
@Tag("socket")
class JsonSessionTest {

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

  @Test
  void helloIsAnsweredWithTheVersionAndAWrongVersionIsRefused() {
    try (JsonClient client = new JsonClient(server.port())) {
      client.send(new Request.Hello(JsonCodec.VERSION, "test"), new Request.Hello(99, "future"));

      assertThat(client.next()).isEqualTo(new Event.Welcome(JsonCodec.VERSION, "arbiter"));
      assertThat(client.next()).isInstanceOfSatisfying(Event.Error.class,
          error -> assertThat(error.code()).isEqualTo("unsupported_version"));
    }
  }

  @Test
  void errorsCarryStableCodes() {
    try (JsonClient client = new JsonClient(server.port())) {
      client.raw().send("{not json");
      assertThat(client.next()).isEqualTo(new Event.Error("bad_json", "malformed JSON"));
      client.raw().send("help"); // a malformed line does not switch to JSON
      assertThat(client.raw().next()).isEqualTo("register [username] [password]");
      client.raw().next(8); // the rest of the seed's help, then how to register and log in
      client.raw().send("{\"type\":\"fly\"}", "who", "{\"type\":\"who\"");
      client.send(new Request.Who(), new Request.Login("nobody", "pw"), new Request.Register("a b", "pw"));

      assertThat(List.of(client.next(), client.next(), client.next(), client.next(), client.next(),
              client.next()))
          .extracting(event -> ((Event.Error) event).code())
          .containsExactly("unknown_type", "bad_json", "bad_json", "not_logged_in",
              "bad_credentials", "bad_request");
    }
  }

  @Test
  void lobbyListingsAreStructured() {
    try (JsonClient ann = JsonClient.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob")) {
      ann.send(new Request.Who());
      List<String> bots = List.of("house", "house1", "house2", "house3", "house4", "house5",
          "house6", "house7", "house8");
      List<String> users = new java.util.ArrayList<>(List.of("ann", "bob"));
      users.addAll(bots); // the house bots are always online
      assertThat(ann.next()).isEqualTo(new Event.Who(users, null, bots));
      ann.send(new Request.Games(), new Request.Scoreboard(null), new Request.Scoreboard("nope"));
      assertThat(ann.next()).isEqualTo(new Event.Games(List.of()));
      assertThat(ann.next()).isEqualTo(new Event.Scoreboard(null,
          List.of(new Event.ScoreRow("ann", 0, 0, 0, 0), new Event.ScoreRow("bob", 0, 0, 0, 0))));
      assertThat(ann.next()).isEqualTo(new Event.Error("no_such_variant", "no variant with this name"));
    }
  }

  @Test
  void anInvitationIsATypedEventAcceptedWithJoinAndTheRoundReachesVersionOne() {
    try (JsonClient ann = JsonClient.login(server, "ann", new Request.Hello(2, "test"));
        JsonClient old = JsonClient.login(server, "bob");
        LineClient org = TestServer.login(server, "org")) {
      org.send("tournament create cup kingcapture roundrobin", "tournament enter cup ann",
          "tournament enter cup bob");
      org.await("bob is invited to cup; they play once they accept");
      assertThat(ann.await(Event.TournamentInvited.class))
          .isEqualTo(new Event.TournamentInvited("cup", "org", false));
      ann.send(new Request.Tournament("join", "cup", null, null, null, null, null));
      assertThat(ann.await(Event.Tournament.class).lines()).containsExactly("you joined cup");
      org.await("tournament cup, ann: accept");
      old.send(new Request.Tournament("join", "cup", null, null, null, null, null));
      assertThat(old.await(Event.Tournament.class).lines()).containsExactly("you joined cup");
      org.send("tournament start cup");
      assertThat(old.await(Event.RoundPairings.class).boards()).containsExactly("1. ann - bob");
    }
  }

  @Test
  void tournamentsHaveJsonTwins() {
    try (JsonClient ann = JsonClient.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob")) {
      ann.send(new Request.Tournament("create", "cup", "kingcapture", "roundrobin", null, 0, null),
          new Request.Tournament("join", "cup", null, null, null, null, null),
          new Request.Tournament("join", "nope", null, null, null, null, null),
          new Request.Tournament("fly", "cup", null, null, null, null, null));
      assertThat(ann.next()).isEqualTo(new Event.Tournament("create", "cup",
          List.of("tournament cup created: kingcapture roundrobin rounds 1 limit 0 players 0 open")));
      assertThat(ann.next()).isEqualTo(new Event.Tournament("join", "cup", List.of("you joined cup")));
      assertThat(ann.next()).isEqualTo(new Event.Error("no_such_tournament", "no tournament with this name"));
      assertThat(ann.next()).extracting(event -> ((Event.Error) event).code()).isEqualTo("bad_request");
      bob.send("tournament join cup");
      bob.await("you joined cup");

      ann.send(new Request.Tournament("start", "cup", null, null, null, null, null));

      // the round's notice and the answer come from different threads: either may be first
      List<Event> both = new ArrayList<>();
      while (both.size() < 2) {
        Event event = ann.next();
        if (event instanceof Event.Notice || event instanceof Event.Tournament) {
          both.add(event);
        }
      }
      assertThat(both).containsExactlyInAnyOrder(
          new Event.Notice("tournament cup round 1 board 1: you play white against bob in game 1"),
          new Event.Tournament("start", "cup", List.of("tournament cup started")));
      ann.send(new Request.Tournament("pairings", "cup", null, null, null, null, 1));
      assertThat(ann.await(Event.Tournament.class))
          .isEqualTo(new Event.Tournament("pairings", "cup", List.of("cup round 1", "1. ann - bob")));
    }
  }

  @Test
  void versionTwoCarriesTournamentsAsFields() {
    try (JsonClient ann = JsonClient.login(server, "ann",
            new Request.Hello(JsonCodec.VERSION, "test"));
        LineClient bob = TestServer.login(server, "bob")) {
      ann.send(new Request.Tournament("create", "cup2", "kingcapture", "roundrobin", null, 0, null),
          new Request.Tournament("join", "cup2", null, null, null, null, null),
          new Request.Tournament("join", "cup2", null, null, null, null, null));
      Event.Tournament created = (Event.Tournament) ann.next();
      assertThat(created.data().kind()).isEqualTo("created");
      assertThat(created.data().tournament()).isEqualTo(new TournamentData.Info("cup2",
          "kingcapture", "roundrobin", 1, 0, null, 0, "open", 0));
      assertThat(((Event.Tournament) ann.next()).data().kind()).isEqualTo("joined");
      assertThat(ann.next()).isEqualTo(new Event.Error("not_allowed",
          "ann has already joined cup2", "already_joined", null));
      bob.send("tournament join cup2");
      bob.await("you joined cup2");
      ann.send(new Request.Tournament("start", "cup2", null, null, null, null, null));
      assertThat(ann.await(Event.RoundGame.class))
          .isEqualTo(new Event.RoundGame("cup2", 1, 1, "white", "bob", 1));
      ann.send(new Request.Tournament("pairings", "cup2", null, null, null, null, 1));
      TournamentData pairings = ann.await(Event.Tournament.class).data();
      while (!pairings.kind().equals("pairings")) { // the start's answer may come after the game
        pairings = ann.await(Event.Tournament.class).data();
      }
      assertThat(pairings.boards())
          .containsExactly(new TournamentData.Board(1, "ann", "bob", null));
    }
  }

  @Test
  void aJsonPlayerBeatsATextPlayerAndASpectatorSeesEveryState() {
    try (JsonClient ali = JsonClient.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient carol = JsonClient.login(server, "carol")) {
      ali.send(new Request.Challenge("bob", 0, null));
      assertThat(ali.next()).isEqualTo(new Event.Ok("challenge", "challenge sent to bob"));
      bob.await("ali challenges you to kingcapture with limit 0: accept ali or decline ali");
      bob.send("accept ali");

      assertThat(ali.next()).isEqualTo(new Event.GameStarted(1, "kingcapture", "ali", "bob", 0));
      GameState start = ali.await(Event.State.class).state();
      assertThat(start.seq()).isEqualTo(1);
      assertThat(start.sideToMove()).isEqualTo("white");
      assertThat(start.board().rows()).isEqualTo(8);
      assertThat(start.board().cells().get(0).get(4)).isEqualTo(new GameState.Piece("K", "white", false));
      assertThat(start.board().cells().get(3).get(4)).isNull();
      assertThat(start.legalMoves()).hasSize(20);
      assertThat(start.legalMoves()).anySatisfy(move -> {
        assertThat(move.move()).isEqualTo("e2e4");
        assertThat(move.from()).containsExactly(1, 4);
        assertThat(move.to()).containsExactly(3, 4);
      });
      assertThat(start.status()).isEqualTo("ongoing");
      assertThat(start.movesLeft()).isEqualTo(-1);

      carol.send(new Request.Observe(1));
      assertThat(carol.next()).isEqualTo(new Event.Ok("observe", "observing game 1 ali bob kingcapture limit 0 turns 0"));
      assertThat(carol.await(Event.State.class).state().seq()).isEqualTo(1);

      ali.send(new Request.Move("e2e3"));
      assertThat(ali.next()).isEqualTo(new Event.Ok("move", "moved\nturn completed"));
      GameState afterE3 = ali.awaitState(2).state();
      assertThat(afterE3.lastMove()).isEqualTo("e2e3");
      assertThat(afterE3.sideToMove()).isEqualTo("black");
      assertThat(carol.awaitState(2).state()).usingRecursiveComparison().isEqualTo(afterE3);
      bob.await("ali played e2e3");

      ali.send(new Request.Move("d1h5"));
      assertThat(ali.next()).isEqualTo(new Event.Error("not_your_turn", "it is not your turn"));
      bob.send("f7f6");
      ali.awaitState(3);
      ali.send(new Request.Move("d1h5"), new Request.Chat("watch this"));
      assertThat(ali.next()).isInstanceOf(Event.Ok.class);
      bob.await("ali played d1h5");
      assertThat(bob.await("ali: watch this")).isNotNull();
      assertThat(carol.await(Event.Chat.class)).isEqualTo(new Event.Chat(1, "ali", "watch this", false));
      bob.send("a7a6");
      ali.awaitState(5);
      ali.send(new Request.Move("h5h4h3"));
      assertThat(ali.next()).isInstanceOfSatisfying(Event.Error.class,
          error -> assertThat(error.code()).isEqualTo("illegal_move"));

      ali.send(new Request.Move("h5e8"));

      assertThat(ali.next()).isEqualTo(new Event.Ok("move",
          "rival piece destroyed\nturn completed\nplayer ali with color white won"));
      GameState end = ali.awaitState(6).state();
      assertThat(end.status()).isEqualTo("win");
      assertThat(end.winner()).isEqualTo("white");
      assertThat(end.reason()).isNotEmpty();
      assertThat(end.legalMoves()).isEmpty();
      assertThat(end.moves()).containsExactly("e2e3", "f7f6", "d1h5", "a7a6", "h5e8");
      assertThat(carol.awaitState(6).state().status()).isEqualTo("win");
      assertThat(bob.await("player ali with color white won")).isNotNull();

      ali.send(new Request.Move("e3e4"), new Request.Scoreboard(null));
      assertThat(ali.next()).isEqualTo(new Event.Error("not_in_game", "you are not playing a game"));
      assertThat(ali.next()).isEqualTo(new Event.Scoreboard(null, List.of(
          new Event.ScoreRow("ali", 3, 1, 0, 0), new Event.ScoreRow("carol", 0, 0, 0, 0),
          new Event.ScoreRow("bob", 0, 0, 0, 1))));
    }
  }

  @Test
  void aJsonPlayerAcceptsADrawOffer() {
    try (LineClient ali = TestServer.login(server, "ali");
        JsonClient bob = JsonClient.login(server, "bob")) {
      ali.send("new_game bob 0 pawns");
      bob.await(Event.Challenged.class);
      bob.send(new Request.Accept("ali"));
      bob.await(Event.State.class);
      ali.await("it is player ali turn with color white");

      ali.send("draw");
      ali.await("draw offered");
      assertThat(bob.await(Event.Notice.class))
          .isEqualTo(new Event.Notice("ali offers a draw: type draw to accept", "draw_offered"));
      bob.send(new Request.Draw());

      assertThat(bob.await(Event.Ok.class)).isEqualTo(new Event.Ok("draw", "draw agreed\ndraw"));
      GameState end = bob.await(Event.State.class).state();
      assertThat(end.status()).isEqualTo("draw");
      assertThat(end.reason()).isEqualTo("agreement");
      ali.await("bob accepted the draw");
    }
  }

  @Test
  void aTextPlayerChallengesAJsonPlayerWhoDeclinesThenAcceptsAndForfeits() {
    try (LineClient ali = TestServer.login(server, "ali");
        JsonClient bob = JsonClient.login(server, "bob")) {
      ali.send("new_game bob 3 chess");
      assertThat(bob.next()).isEqualTo(new Event.Challenged("ali", "chess", 3));
      bob.send(new Request.Decline("ali"));
      assertThat(bob.next()).isEqualTo(new Event.Ok("decline", "challenge declined"));
      ali.await("bob declined your challenge");
      ali.send("new_game bob 3 chess");
      bob.await(Event.Challenged.class);
      bob.send(new Request.Accept("ali"));

      assertThat(bob.next()).isEqualTo(new Event.Ok("accept", ""));
      assertThat(bob.next()).isEqualTo(new Event.GameStarted(1, "chess", "ali", "bob", 3));
      GameState start = bob.await(Event.State.class).state();
      assertThat(start.limit()).isEqualTo(3);
      assertThat(start.movesLeft()).isEqualTo(3);
      assertThat(start.legalMoves()).extracting(GameState.LegalMove::move).contains("Nf3", "e4");
      ali.await("it is player ali turn with color white");
      ali.send("Nf3");
      assertThat(bob.awaitState(2).state().movesLeft()).isEqualTo(2);

      bob.send(new Request.Forfeit());

      assertThat(bob.next()).isEqualTo(new Event.Ok("forfeit", "you have forfeited\nplayer ali with color white won"));
      GameState end = bob.awaitState(3).state();
      assertThat(end.reason()).isEqualTo("resignation");
      assertThat(end.winner()).isEqualTo("white");
      ali.await("player ali with color white won");
    }
  }

  @Test
  void theSeedCommandsWorkAsJsonMovesAndUndoTakesAPendingMoveBack() {
    try (JsonClient ali = JsonClient.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      ali.send(new Request.Challenge("bob", 0, null));
      // the answer may trail the challenge itself: wait for it before the game can start
      assertThat(ali.await(Event.Ok.class).request()).isEqualTo("challenge");
      bob.awaitLine(line -> line.startsWith("ali challenges you"));
      bob.send("accept ali");
      ali.awaitState(1);

      ali.send(new Request.Move("select 2,5"), new Request.Move("move 4,5"));
      assertThat(ali.next()).isEqualTo(new Event.Ok("move", "selected"));
      assertThat(ali.next()).isEqualTo(new Event.Ok("move", "moved"));
      GameState pending = ali.awaitState(2).state();
      assertThat(pending.board().cells().get(3).get(4)).isEqualTo(new GameState.Piece("P", "white", false));
      assertThat(pending.legalMoves()).isEmpty();
      assertThat(pending.sideToMove()).isEqualTo("white");
      ali.send(new Request.Undo());
      assertThat(ali.next()).isEqualTo(new Event.Ok("undo", "undo completed"));
      assertThat(ali.awaitState(3).state().board().cells().get(1).get(4)).isNotNull();
      ali.send(new Request.Move("move 3,5"), new Request.Move("next_turn"));
      assertThat(ali.next()).isEqualTo(new Event.Ok("move", "moved"));
      ali.awaitState(4);
      assertThat(ali.next()).isEqualTo(new Event.Ok("move", "turn completed"));
      assertThat(ali.awaitState(5).state().moves()).containsExactly("e2e3");
      ali.send(new Request.Move("forfeit"), new Request.Claim());
      assertThat(ali.next()).isEqualTo(new Event.Error("bad_request", "bad move: a field is missing or malformed"));
      assertThat(ali.next()).isEqualTo(new Event.Error("not_allowed", "your opponent is connected"));
    }
  }

  @Test
  void aReconnectingJsonPlayerGetsTheCurrentStateAtOnce() {
    try (JsonClient ali = JsonClient.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      ali.send(new Request.Challenge("bob", 0, "kingcapture"));
      bob.awaitLine(line -> line.startsWith("ali challenges you"));
      bob.send("accept ali");
      ali.awaitState(1);
      ali.send(new Request.Move("e2e4"));
      ali.awaitState(2);
      ali.close();
      bob.awaitLine(line -> line.startsWith("ali disconnected"));

      try (JsonClient again = JsonClient.login(server, "ali")) {
        assertThat(again.next()).isEqualTo(new Event.GameStarted(1, "kingcapture", "ali", "bob", 0));
        GameState state = again.await(Event.State.class).state();
        assertThat(state.seq()).isEqualTo(2);
        assertThat(state.moves()).containsExactly("e2e4");
      }
    }
  }
}
