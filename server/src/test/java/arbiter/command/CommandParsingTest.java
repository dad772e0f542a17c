package arbiter.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Request;
import org.junit.jupiter.api.Test;

/** Text lines and JSON requests become the same typed commands. */
class CommandParsingTest {

  @Test
  void aChallengeChoosesTheHouseBotsLevel() throws Exception {
    assertThat(TextCommands.parse("new_game house 0 chess 5+3 level 6"))
        .isEqualTo(new Command.Challenge("house", 0, "chess", "5+3", true, 6));
    assertThat(TextCommands.parse("new_game house 0 checkers level 2 unrated"))
        .isEqualTo(new Command.Challenge("house", 0, "checkers", null, false, 2));
    assertThat(TextCommands.parse("new_game house 0 chess 5+3 level 0"))
        .isEqualTo(new Command.Challenge("house", 0, "chess", "5+3", true, -1));
    // malformed: not a challenge, so the line is read as a move (refused as an invalid command)
    assertThat(TextCommands.parse("new_game house 0 chess level x")).isInstanceOf(Command.Move.class);
    assertThat(TextCommands.parse("new_game house 0 chess 5+3 extra level 6")).isInstanceOf(Command.Move.class);
    Request json = arbiter.protocol.JsonCodec.decodeRequest(
        "{\"type\":\"challenge\",\"user\":\"house\",\"limit\":0,\"variant\":\"pawns\",\"level\":8}");
    assertThat(JsonCommands.of(json)).isEqualTo(new Command.Challenge("house", 0, "pawns", null, true, 8));
    assertThat(JsonCommands.of(new Request.Challenge("house", 0, "pawns", null, null)))
        .isEqualTo(new Command.Challenge("house", 0, "pawns", null, true, 0));
  }

  @Test
  void oneWordLinesAreMovesOrTheirCommands() {
    assertThat(TextCommands.parse(" e4 ")).isEqualTo(new Command.Move("e4"));
    assertThat(TextCommands.parse("Nbd7+")).isEqualTo(new Command.Move("Nbd7+"));
    assertThat(TextCommands.parse("history")).isEqualTo(new Command.History(null, 20));
    assertThat(TextCommands.parse("ratings")).isEqualTo(new Command.Ratings(null));
    assertThat(TextCommands.parse("select")).isEqualTo(new Command.Move("select"));
    assertThat(TextCommands.parse("e2\te4")).isEqualTo(new Command.Move("e2\te4"));
    assertThat(TextCommands.parse("e2\u00a0e4")).isEqualTo(new Command.Move("e2\u00a0e4"));
  }

  @Test
  void aJsonMoveIsOneToFortyCharactersOfOneLine() {
    assertThat(JsonCommands.of(new Request.Move("e4"))).isEqualTo(new Command.Move("e4"));
    assertThat(JsonCommands.of(new Request.Move(" select 2,5 "))).isEqualTo(new Command.Select(2, 5));
    assertThat(JsonCommands.of(new Request.Move("  "))).isNull();
    assertThat(JsonCommands.of(new Request.Move("e2\ne4"))).isNull();
    assertThat(JsonCommands.of(new Request.Move("x".repeat(41)))).isNull();
    // counted in code points: forty letters outside the basic plane are one move's length
    assertThat(JsonCommands.of(new Request.Move("\uD835\uDC00".repeat(40)))).isNotNull();
    assertThat(JsonCommands.of(new Request.Move("\uD835\uDC00".repeat(41)))).isNull();
  }

  @Test
  void textLinesBecomeCommands() {
    assertThat(TextCommands.parse("register ann pw")).isEqualTo(new Command.Register("ann", "pw"));
    assertThat(TextCommands.parse("  new_game bob 40 chess ")).isEqualTo(new Command.Challenge("bob", 40, "chess", null, true));
    assertThat(TextCommands.parse("new_game bob -3")).isEqualTo(new Command.Challenge("bob", -3, null, null, true));
    assertThat(TextCommands.parse("new_game bob 99999999999999999999"))
        .isEqualTo(new Command.Challenge("bob", Integer.MAX_VALUE, null, null, true));
    assertThat(TextCommands.parse("select 2,5")).isEqualTo(new Command.Select(2, 5));
    assertThat(TextCommands.parse("move 12345,1")).isEqualTo(new Command.MoveSelected(-1, 1));
    assertThat(TextCommands.parse("show_killed -all")).isEqualTo(new Command.ShowKilled(true));
    assertThat(TextCommands.parse("say  hi all ")).isEqualTo(new Command.Say("hi all"));
    assertThat(TextCommands.parse("observe x7")).isEqualTo(new Command.Observe(-1));
    assertThat(TextCommands.parse("tournament pairings cup 2"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Pairings("cup", 2)));
    assertThat(TextCommands.parse("tournament create cup chess swiss four"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Create("cup", "chess", "swiss", -1, 0, null)));
  }

  @Test
  void teamCommandsAndTeamCompetitionsParse() {
    assertThat(TextCommands.parse("team create knights")).isEqualTo(new Command.Tournament(
        new TournamentCommand.Team("create", "knights", null, 0)));
    assertThat(TextCommands.parse("tournament create t chess teamswiss 3 0 none"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Create("t", "chess", "teamswiss",
            3, 0, null, 0, false))); // no boards: refused with where they go
    assertThat(TextCommands.parse("team add knights ann 2")).isEqualTo(new Command.Tournament(
        new TournamentCommand.Team("add", "knights", "ann", 2)));
    assertThat(TextCommands.parse("team remove knights ann")).isEqualTo(new Command.Tournament(
        new TournamentCommand.Team("remove", "knights", "ann", 0)));
    assertThat(TextCommands.parse("tournament join league knights")).isEqualTo(
        new Command.Tournament(new TournamentCommand.JoinTeam("league", "knights")));
    assertThat(TextCommands.parse("tournament lineup league knights ivy ann")).isEqualTo(
        new Command.Tournament(new TournamentCommand.Lineup("league", "knights",
            java.util.List.of("ivy", "ann"))));
    assertThat(TextCommands.parse("tournament lineup league knights")).isNotInstanceOf(
        Command.Tournament.class);
    assertThat(TextCommands.parse("tournament create league chess teamroundrobin 2"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Create("league", "chess",
            "teamroundrobin", 0, 0, null, 2, false)));
    assertThat(TextCommands.parse("tournament create league chess teamswiss 5 0 5+3 4"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Create("league", "chess",
            "teamswiss", 5, 0, "5+3", 4, false)));
  }

  @Test
  void pairingOptionsReadTheSameOnTextAndJson() {
    assertThat(TextCommands.parse("tournament set cup acceleration baku")).isEqualTo(
        new Command.Tournament(new TournamentCommand.Configure("cup", "acceleration", "baku")));
    assertThat(TextCommands.parse("tournament forbid cup ann bob")).isEqualTo(
        new Command.Tournament(new TournamentCommand.Configure("cup", "forbid", "ann,bob")));
    assertThat(TextCommands.parse("tournament allow cup ann bob")).isEqualTo(
        new Command.Tournament(new TournamentCommand.Configure("cup", "allow", "ann,bob")));
    assertThat(TextCommands.parse("tournament forbid cup ann")).isEqualTo(
        new Command.Move("tournament forbid cup ann"));
    assertThat(JsonCommands.of(new Request.Tournament("forbid", "cup", null, null, null, null,
        null, null, "ann", "bob", null, null, null, null, null, null))).isEqualTo(
        new Command.Tournament(new TournamentCommand.Configure("cup", "forbid", "ann,bob")));
    assertThat(JsonCommands.of(new Request.Tournament("set", "cup", null, null, null, null,
        null, null, null, null, null, null, "pab", "0.5", null, null))).isEqualTo(
        new Command.Tournament(new TournamentCommand.Configure("cup", "pab", "0.5")));
    assertThat(JsonCommands.of(new Request.Tournament("forbid", "cup", null, null, null, null,
        null, null, "ann", "b b", null, null, null, null, null, null))).isNull();
    assertThat(JsonCommands.of(new Request.Tournament("lineup", "cup", null, null, null, null,
        null, null, null, null, null, null, "knights", "ivy ann", null, null))).isEqualTo(
        new Command.Tournament(new TournamentCommand.Lineup("cup", "knights",
            java.util.List.of("ivy", "ann"))));
    assertThat(JsonCommands.of(new Request.Tournament("lineup", "cup", null, null, null, null,
        null, null, null, null, null, null, "knights", "   ", null, null))).isNull();
  }

  @Test
  void theTournamentDayCommandsReadTheSameOnTextAndJson() {
    assertThat(TextCommands.parse("tournament checkin cup"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Checkin("cup")));
    assertThat(TextCommands.parse("tournament repair cup"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Repair("cup")));
    assertThat(TextCommands.parse("tournament players cup"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.ImportPlayers("cup", null)));
    assertThat(TextCommands.parse("tournament enter cup dan full")).isEqualTo(
        new Command.Tournament(new TournamentCommand.Enter("cup", "dan", false, true)));
    assertThat(JsonCommands.of(new Request.Tournament("checkin", "cup", null, null, null, null, null)))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Checkin("cup")));
    assertThat(JsonCommands.of(new Request.Tournament("players", "cup", null, null, null, null,
        null, null, null, null, null, null, null, "ann,2000", null, null))).isEqualTo(
        new Command.Tournament(new TournamentCommand.ImportPlayers("cup", "ann,2000")));
    assertThat(JsonCommands.of(new Request.Tournament("enter", "cup", null, null, null, null,
        null, null, "dan", null, null, null, null, "full", null, null))).isEqualTo(
        new Command.Tournament(new TournamentCommand.Enter("cup", "dan", false, true)));
  }

  @Test
  void aLineThatIsNoCommandIsAMoveToBeReadByTheGame() {
    assertThat(TextCommands.parse("K 11 12")).isEqualTo(new Command.Move("K 11 12"));
    assertThat(TextCommands.parse("new_game bob")).isEqualTo(new Command.Move("new_game bob"));
    assertThat(TextCommands.parse("tournament fly")).isEqualTo(new Command.Move("tournament fly"));
    assertThat(TextCommands.parse("tournament print cup"))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Print("cup")));
    assertThat(TextCommands.parse("tournament print"))
        .isEqualTo(new Command.Move("tournament print"));
    assertThat(TextCommands.parse("")).isEqualTo(new Command.Move(""));
  }

  @Test
  void requestsBecomeTheSameCommands() {
    assertThat(JsonCommands.of(new Request.Register("ann", "pw"))).isEqualTo(new Command.Register("ann", "pw"));
    assertThat(JsonCommands.of(new Request.Challenge("bob", 0, null))).isEqualTo(new Command.Challenge("bob", 0, null, null, true));
    assertThat(JsonCommands.of(new Request.Move(" K 11 12 "))).isEqualTo(new Command.Move("K 11 12"));
    assertThat(JsonCommands.of(new Request.Move("select 2,5"))).isEqualTo(new Command.Select(2, 5));
    assertThat(JsonCommands.of(new Request.Move("next_turn"))).isEqualTo(new Command.NextTurn());
    assertThat(JsonCommands.of(new Request.Chat(" hi all "))).isEqualTo(new Command.Say("hi all"));
    assertThat(JsonCommands.of(new Request.Unobserve(7))).isEqualTo(new Command.Unobserve());
    assertThat(JsonCommands.of(new Request.Tournament("pairings", "cup", null, null, null, null, 2)))
        .isEqualTo(new Command.Tournament(new TournamentCommand.Pairings("cup", 2)));
  }

  @Test
  void fieldsThatWouldSmuggleAnotherCommandAreRefused() {
    assertThat(JsonCommands.of(new Request.Login("ann pw", "x"))).isNull();
    assertThat(JsonCommands.of(new Request.Register(null, "pw"))).isNull();
    assertThat(JsonCommands.of(new Request.Move("forfeit"))).isNull();
    assertThat(JsonCommands.of(new Request.Move("say hi"))).isNull();
    assertThat(JsonCommands.of(new Request.Move("e2e4\nforfeit"))).isNull();
    assertThat(JsonCommands.of(new Request.Chat("  "))).isNull();
    assertThat(JsonCommands.of(new Request.Accept(""))).isNull();
    assertThat(JsonCommands.of(new Request.Tournament("create", "cup", "chess", "swiss", -1, 0, null))).isNull();
    assertThat(JsonCommands.of(new Request.Hello(1, "x"))).isNull();
  }

  @Test
  void theArbitersHandOnTextAndJson() {
    assertThat(TextCommands.parse("moretime 12 bob 15"))
        .isEqualTo(new Command.Moretime(12, "bob", 15));
    assertThat(TextCommands.parse("moretime 12 bob lots"))
        .isEqualTo(new Command.Moretime(12, "bob", -1));
    assertThat(TextCommands.parse("adjudicate 12 1/2-1/2")).isEqualTo(
        new Command.Adjudicate(12, "1/2-1/2", null));
    assertThat(TextCommands.parse("adjudicate 12 0-1  white's flag hung   for ages")).isEqualTo(
        new Command.Adjudicate(12, "0-1", "white's flag hung for ages"));
    assertThat(JsonCommands.of(new Request.Moretime(12, "bob", 15)))
        .isEqualTo(new Command.Moretime(12, "bob", 15));
    assertThat(JsonCommands.of(new Request.Moretime(12, null, 15))).isNull();
    assertThat(JsonCommands.of(new Request.Adjudicate(12, "1-0", " phone rang ")))
        .isEqualTo(new Command.Adjudicate(12, "1-0", "phone rang"));
    assertThat(JsonCommands.of(new Request.Adjudicate(12, "1-0", "a\u202eb"))).isNull();
    assertThat(JsonCommands.of(new Request.Adjudicate(12, null, null))).isNull();
    assertThat(TextCommands.parse("pause 12")).isEqualTo(new Command.Pause(12, true));
    assertThat(TextCommands.parse("resume 12")).isEqualTo(new Command.Pause(12, false));
    assertThat(TextCommands.parse("pause")).isNotInstanceOf(Command.Pause.class);
    assertThat(JsonCommands.of(new Request.Pause(12))).isEqualTo(new Command.Pause(12, true));
    assertThat(JsonCommands.of(new Request.Resume(12))).isEqualTo(new Command.Pause(12, false));
  }

  @Test
  void chatWithControlCharactersStaysAsSentForTheSessionToRefuse() {
    Command say = JsonCommands.of(new Request.Chat("hi\r\nforfeit\n"));
    assertThat(say).isEqualTo(new Command.Say("hi\r\nforfeit\n"));
    assertThat(ChatText.hasControl(((Command.Say) say).text())).isTrue();
    assertThat(TextCommands.parse("say x\rplayer carol won"))
        .isEqualTo(new Command.Say("x\rplayer carol won"));
  }

  @Test
  void controlCharactersAndBidiOverridesAreFoundPlainTextIsNot() {
    for (String bad : new String[] {"\u0000", "\t", "\r", "\u001b[2J", "\u007f", "\u0080", "\u009b",
        "\u202a", "\u202e", "\u2066", "\u2069"}) {
      assertThat(ChatText.hasControl("a" + bad + "b")).as("%04x", (int) bad.charAt(0)).isTrue();
    }
    assertThat(ChatText.hasControl("good luck, h\u00e9l\u00e8ne \ud83d\ude00 \u00a0~")).isFalse();
    assertThat(ChatText.hasControl("\u2029\u202f\u2065\u206a\u00a0")).isFalse();
  }
}
