package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonCodecTest {

  static final GameState SAMPLE_STATE =
      new GameState(
          7,
          3,
          "minishogi",
          "ann",
          "bob",
          new GameState.Board(
              1, 2, List.of(java.util.Arrays.asList(new GameState.Piece("K", "white", false), null))),
          new GameState.Hands(List.of("P"), List.of()),
          "black",
          List.of(new GameState.LegalMove("K 11 12", new int[] {0, 0}, new int[] {1, 0}, null)),
          "P 12 13",
          List.of("p 54 53", "P 12 13"),
          0,
          -1,
          "ongoing",
          null,
          "");

  private static final SimulData SIMUL = new SimulData("ann", "chess", null, "white", "running",
      List.of(new SimulData.Board("bob", 12, "white", "win"),
          new SimulData.Board("cat", 13, "white", null)), 1, 0, 0);

  static final List<Request> REQUESTS =
      List.of(
          new Request.Hello(1, "test"),
          new Request.Hello(1, "test", List.of(Features.DELTA)),
          new Request.Resync(7),
          new Request.Register("ann", "pw"),
          new Request.Login("ann", "pw"),
          new Request.Logout(),
          new Request.LogoutAll(),
          new Request.Challenge("bob", 40, "chess", "5+3", false),
          new Request.Accept("ann"),
          new Request.Decline("ann"),
          new Request.Move("e2e4"),
          new Request.Undo(),
          new Request.Forfeit(),
          new Request.Claim(),
          new Request.Draw(),
          new Request.Observe(3),
          new Request.Unobserve(3),
          new Request.Chat("hi"),
          new Request.Scoreboard("pawns"),
          new Request.Who(),
          new Request.WatchLobby(true),
          new Request.Simul("create", null, "chess", "5+3", "alternate"),
          new Request.Board(12),
          new Request.Games(),
          new Request.Pong(7),
          new Request.History("ann", 5),
          new Request.Replay(7, 3),
          new Request.Analyze(7),
          new Request.Export(7, null),
          new Request.Ratings("chess"),
          new Request.Finger("ann"),
          new Request.Pause(7),
          new Request.Resume(7),
          new Request.Moretime(7, "bob", 15),
          new Request.Adjudicate(7, "1/2-1/2", "both flags fell"),
          new Request.Tournament("create", "spring", "chess", "swiss", 4, 0, null));

  static final List<Event> EVENTS =
      List.of(
          new Event.Welcome(1, "arbiter"),
          new Event.Welcome(1, "arbiter", List.of(Features.DELTA)),
          new Event.Delta(7, 4, 3, "P 12 13", List.of(new GameState.Cell(1, 0, null),
              new GameState.Cell(2, 0, new GameState.Piece("P", "white", true))),
              new GameState.Hands(List.of("P"), List.of()), "black", List.of(), -1, "ongoing", null, "",
              new GameState.Clock("5+3", 1000, 2000, "black", 17, 0, 0, 0)),
          new Event.Ok("login", "login successful"),
          new Event.Error("not_your_turn", "it is not your turn"),
          new Event.Challenged("ann", "chess", 40, "10b30x3"),
          new Event.Ping(7),
          new Event.History("ann", List.of(new Event.HistoryRow(7, 1_795_000_000_000L, "ann", "bob",
              "chess", "5+3", "white", "checkmate", true))),
          new Event.Export("pgn", "arbiter-game-7.pgn", "[Event \"Arbiter game 7\"]\n"),
          new Event.Ratings("chess", List.of(new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12))),
          new Event.Finger("ann", List.of(new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12)), 13),
          new Event.Declined("bob"),
          new Event.Lobby(List.of("ann"), List.of(new Event.GameSummary(7, "chess", "ann", "bob", 0))),
          new Event.DrawOffered("ann"),
          new Event.Berserk(12, "ann", 90),
          new Event.GameStarted(7, "chess", "ann", "bob", 40),
          new Event.Chat(7, "ann", "gg", false),
          new Event.Notice("bob left"),
          new Event.Closing("stopping", "the server is stopping; reconnect later"),
          new Event.Scoreboard(null, List.of(new Event.ScoreRow("ann", 3, 1, 0, 0))),
          new Event.Who(List.of("ann", "bob")),
          new Event.Analysis(7, List.of(new Event.AnalysisRow(0, "e4", "+0.35", "d4", "good", 35, null))),
          new Event.Games(List.of(new Event.GameSummary(7, "chess", "ann", "bob", 12))),
          new Event.RoundPairings("spring", 2, List.of("1. ann - bob", "2. cid bye"), 60),
          new Event.Tournament("pairings", "spring", List.of("spring round 1", "1. ann - bob"),
              TournamentData.of("pairings").withRound(1)
                  .withBoards(List.of(new TournamentData.Board(1, "ann", "bob", "1-0")))),
          new Event.RoundGame("spring", 1, 1, "white", "bob", 7),
          new Event.RoundBye("spring", 2),
          new Event.RoundOver("spring", 1),
          new Event.TournamentOver("spring", List.of(new TournamentData.StandingRow(1, "ann", 1,
              1.5, java.util.Map.of("SB", 0.75))), List.of("SB")),
          new Event.AbsentWithdrawn("spring", "eve", 2),
          new Event.TournamentInvited("spring", "ann", true),
          new Event.TeamInvited("knights", "ann"),
          new Event.TournamentNotice("spring", "eve", "bye eve round 3", "bye",
              List.of("eve", 3L), "bye eve round 3"),
          new Event.ResultCorrected("spring", 2, 1, "ann", "bob", "1-0", "0-1", "carol", 12),
          new Event.BoardToArbiter("club", 1, 2, "ann", "bob", "1-0", null, "late"),
          new Event.ArbiterCall("club", 1, 2, "bob", "the clock is broken"),
          new Event.ArbiterCallTaken("club", 1, "carol"),
          new Event.Simul("started", SIMUL, "the simul of ann began"),
          new Event.Simuls(List.of(SIMUL)),
          new Event.SimulNotice("board", "ann", "bob", 12, "your board began: game 12"),
          new Event.SimulLobby(List.of(SIMUL)),
          new Event.SimulOver(SIMUL, "the simul of ann is over: +1 =0 -0 for the host"),
          new Event.SimulAudit("ann", List.of(new SimulData.AuditRow(1, "ann", "start 2",
              "simul_start", List.of(2L), "start 2"))));


  @Test
  void everyRequestTypeRoundTrips() {
    assertThat(REQUESTS).hasSize(Request.class.getPermittedSubclasses().length + 1);
    for (Request request : REQUESTS) {
      String line = JsonCodec.encode(request);
      assertThat(line).doesNotContain("\n").startsWith("{\"type\":\"");
      assertThat(decodeRequest(line)).isEqualTo(request);
    }
  }

  @Test
  void everyEventTypeRoundTrips() {
    // State holds arrays, so it is compared through its encoding below
    assertThat(EVENTS).hasSize(Event.class.getPermittedSubclasses().length);
    for (Event event : EVENTS) {
      assertThat(decodeEvent(JsonCodec.encode(event))).isEqualTo(event);
    }
  }

  @Test
  void stateRoundTripsWithEmptyCellsAndDrops() {
    String line = JsonCodec.encode(new Event.State(SAMPLE_STATE));
    Event decoded = decodeEvent(line);
    assertThat(JsonCodec.encode(decoded)).isEqualTo(line);
    assertThat(line).contains("\"type\":\"state\"").contains("[{\"kind\":\"K\",\"color\":\"white\",\"promoted\":false},null]");
  }

  @ParameterizedTest
  @ValueSource(strings = {"{\"type\":\"move\",\"move\":\"e2e4\"}",
      "{\"type\":\"move\",\"move\":\"K 11 12\"}", "{\"type\":\"move\",\"move\":\"\"}",
      "{\"type\":\"move\",\"move\":\"a\\\"b\"}", "{\"type\":\"move\",\"move\":\"\\u0065\"}",
      "{\"type\":\"move\",\"move\":\"é漢\"}", "{\"type\":\"move\", \"move\":\"e2e4\"}",
      "{\"type\":\"move\",\"move\":\"e2e4\"}x\"}"})
  void aMoveIsReadAsGsonReadsIt(String line) throws ProtocolException {
    Object gson;
    try {
      gson = JsonCodec.decodeRequest(" " + line); // a leading space takes Gson's way
    } catch (ProtocolException e) {
      gson = e.code();
    }
    Object fast;
    try {
      fast = JsonCodec.decodeRequest(line);
    } catch (ProtocolException e) {
      fast = e.code();
    }
    assertThat(fast).isEqualTo(gson);
  }

  @Test
  void typeNamesAreSnakeCase() {
    assertThat(JsonCodec.typeOf(Event.GameStarted.class)).isEqualTo("game_started");
    assertThat(JsonCodec.encode(new Request.Who())).isEqualTo("{\"type\":\"who\"}");
  }

  @Test
  void missingOptionalFieldsDecodeAsDefaults() throws ProtocolException {
    assertThat(JsonCodec.decodeRequest("{\"type\":\"challenge\",\"user\":\"bob\"}"))
        .isEqualTo(new Request.Challenge("bob", 0, null));
  }

  @ParameterizedTest
  @ValueSource(strings = {"{", "[1,2]", "\"x\"", "{\"type\":\"who\"} trailing", "{'type':'who'}", "{type:who}"})
  void malformedJsonIsBadJson(String line) {
    assertThatThrownBy(() -> JsonCodec.decodeRequest(line))
        .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_JSON));
  }

  /**
   * Found by probing: two objects in one WebSocket frame (or on one line) were answered with
   * Gson's advice to its programmers, "Use JsonReader.setStrictness(Strictness.LENIENT) to accept
   * malformed JSON at line 2 column 2 path $", instead of the codec's own words.
   */
  @ParameterizedTest
  @ValueSource(strings = {"{\"type\":\"who\"}\n{\"type\":\"games\"}", "{\"type\":\"who\"}  {\"type\":\"who\"}",
      "{\"type\":\"who\"};"})
  void aSecondValueIsTextAfterTheObject(String line) {
    assertThatThrownBy(() -> JsonCodec.decodeRequest(line))
        .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(List.of(e.code(), e.getMessage()))
            .isEqualTo(List.of(ErrorCode.BAD_JSON, "text after the JSON object")));
  }

  @Test
  void refusedSyntaxIsSaidWithoutGsonsAdviceToItsProgrammers() {
    assertThatThrownBy(() -> JsonCodec.decodeRequest("{'type':'who'}"))
        .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.getMessage())
            .isEqualTo("malformed JSON: unexpected character at line 1 column 3 path $."));
  }

  @ParameterizedTest
  @ValueSource(strings = {"{}", "{\"type\":\"fly\"}", "{\"type\":3}"})
  void unknownTypeIsReported(String line) {
    assertThatThrownBy(() -> JsonCodec.decodeRequest(line))
        .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TYPE));
  }

  @Test
  void aNullNumberIsNamedMissingNotInGsonsWords() {
    // found by probing: a game of null was answered with Gson's record-component sentence
    assertThatThrownBy(() -> JsonCodec.decodeRequest("{\"type\":\"analyze\",\"game\":null}"))
        .isInstanceOfSatisfying(ProtocolException.class, e -> {
          assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
          assertThat(e.getMessage()).isEqualTo("bad analyze: \"game\" is missing");
        });
  }

  @Test
  void wrongFieldTypeIsBadRequest() {
    assertThatThrownBy(() -> JsonCodec.decodeRequest("{\"type\":\"observe\",\"game\":\"seven\"}"))
        .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":4294967297}",
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":2147483648}",
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":-2147483649}",
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":1.5}",
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":1e100}",
      "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":\"5\"}",
      "{\"type\":\"observe\",\"game\":9223372036854775808}",
      "{\"type\":\"observe\",\"game\":1e-999999999}",
      "{\"type\":\"replay\",\"game\":1,\"ply\":4294967296}",
      "{\"type\":\"history\",\"limit\":4294967316}",
      "{\"type\":\"pong\",\"id\":18446744073709551623}",
      "{\"type\":\"hello\",\"version\":4294967297}",
      "{\"type\":\"tournament\",\"action\":\"create\",\"rounds\":4294967297}",
      "{\"type\":\"tournament\",\"action\":\"create\",\"limit\":0.5}",
      "{\"type\":\"tournament\",\"action\":\"pairings\",\"round\":-4294967295}"})
  void aNumberThatDoesNotFitItsFieldIsBadRequestNotWrapped(String line) {
    assertThatThrownBy(() -> JsonCodec.decodeRequest(line))
        .isInstanceOfSatisfying(ProtocolException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
  }

  @Test
  void wholeNumbersAtTheEdgesOfTheirRangesDecode() throws ProtocolException {
    assertThat(JsonCodec.decodeRequest(
            "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":2147483647}"))
        .isEqualTo(new Request.Challenge("bob", Integer.MAX_VALUE, null));
    assertThat(JsonCodec.decodeRequest("{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":4.0}"))
        .isEqualTo(new Request.Challenge("bob", 4, null));
    assertThat(JsonCodec.decodeRequest("{\"type\":\"observe\",\"game\":9223372036854775807}"))
        .isEqualTo(new Request.Observe(Long.MAX_VALUE));
    assertThat(JsonCodec.decodeRequest("{\"type\":\"pong\",\"id\":-9223372036854775808}"))
        .isEqualTo(new Request.Pong(Long.MIN_VALUE));
    assertThat(JsonCodec.decodeRequest(
            "{\"type\":\"tournament\",\"action\":\"list\",\"rounds\":null}"))
        .isEqualTo(new Request.Tournament("list", null, null, null, null, null, null));
  }

  private static Request decodeRequest(String line) {
    try {
      return JsonCodec.decodeRequest(line);
    } catch (ProtocolException e) {
      throw new AssertionError(line, e);
    }
  }

  private static Event decodeEvent(String line) {
    try {
      return JsonCodec.decodeEvent(line);
    } catch (ProtocolException e) {
      throw new AssertionError(line, e);
    }
  }
}
