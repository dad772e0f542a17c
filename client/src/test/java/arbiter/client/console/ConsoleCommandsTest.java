package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Request;
import org.junit.jupiter.api.Test;

class ConsoleCommandsTest {

  @Test
  void commandsBecomeRequests() {
    assertThat(ConsoleCommands.parse("login ann pw", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Login("ann", "pw")));
    assertThat(ConsoleCommands.parse("challenge bob 40 chess", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("bob", 40, "chess")));
    assertThat(ConsoleCommands.parse("challenge bob minishogi", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("bob", 0, "minishogi")));
    assertThat(ConsoleCommands.parse("challenge bob 40 chess 5+3", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("bob", 40, "chess", "5+3")));
    assertThat(ConsoleCommands.parse("challenge bob 10b30x3 minishogi", false))
        .isEqualTo(new ConsoleCommands.Send(
            new Request.Challenge("bob", 0, "minishogi", "10b30x3")));
    assertThat(ConsoleCommands.parse("challenge bob 0 chess none", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("bob", 0, "chess", null)));
    assertThat(ConsoleCommands.parse("  say good  luck ", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.Chat("good  luck")));
    assertThat(ConsoleCommands.parse("observe 12", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Observe(12)));
  }

  @Test
  void computerChallengesABotAtALevelAndAnalyzeAsksForAnAnalysis() {
    assertThat(ConsoleCommands.parse("computer", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("house", 0, null, null, false)));
    assertThat(ConsoleCommands.parse("computer 5 checkers 3+2", false))
        .isEqualTo(new ConsoleCommands.Send(
            new Request.Challenge("house5", 0, "checkers", "3+2", false)));
    assertThat(ConsoleCommands.parse("computer stockfish chess", false))
        .isEqualTo(new ConsoleCommands.Send(
            new Request.Challenge("stockfish", 0, "chess", null, false)));
    // a level out of range and an unknown variant go to the server, which says what is wrong
    // (they were taken for a bot named "9" or "go": "no user exists with this username")
    assertThat(ConsoleCommands.parse("computer 9", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("house", 0, null, null, false, 9)));
    assertThat(ConsoleCommands.parse("computer 3 go", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Challenge("house3", 0, "go", null, false)));
    assertThat(ConsoleCommands.parse("analyze 7", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Analyze(7)));
    assertThat(ConsoleCommands.parse("analyze x", false)).isInstanceOf(ConsoleCommands.Invalid.class);
  }

  @Test
  void teamCommandsAndTeamCompetitionsBecomeTournamentRequests() {
    assertThat(ConsoleCommands.parse("team create knights", false)).isEqualTo(send(
        "team_create", "knights", null, null, null, null, null, null, null, null));
    assertThat(ConsoleCommands.parse("team add knights bob 1", false)).isEqualTo(send(
        "team_add", "knights", null, null, null, null, null, "bob", 1, null));
    assertThat(ConsoleCommands.parse("team add knights ann", false)).isEqualTo(send(
        "team_add", "knights", null, null, null, null, null, "ann", null, null));
    assertThat(ConsoleCommands.parse("team remove knights bob", false)).isEqualTo(send(
        "team_remove", "knights", null, null, null, null, null, "bob", null, null));
    assertThat(ConsoleCommands.parse("team show knights", false)).isEqualTo(send(
        "team_show", "knights", null, null, null, null, null, null, null, null));
    assertThat(ConsoleCommands.parse("team join knights", false)).isEqualTo(send(
        "team_join", "knights", null, null, null, null, null, null, null, null));
    assertThat(ConsoleCommands.parse("team decline knights", false)).isEqualTo(send(
        "team_decline", "knights", null, null, null, null, null, null, null, null));
    assertThat(ConsoleCommands.parse("team add knights bob first", false))
        .isInstanceOf(ConsoleCommands.Invalid.class);
    assertThat(ConsoleCommands.parse("team", false)).isInstanceOf(ConsoleCommands.Invalid.class);
    // BOARDS comes last, after the time control
    assertThat(ConsoleCommands.parse("tournament create league chess teamswiss 5 0 15+10 4",
        false)).isEqualTo(send("create", "league", "chess", "teamswiss", 5, 0, "15+10", null, 4,
            null));
    assertThat(ConsoleCommands.parse("tournament create clubs kingcapture teamroundrobin 2",
        false)).isEqualTo(send("create", "clubs", "kingcapture", "teamroundrobin", null, null,
            null, null, 2, null));
    assertThat(ConsoleCommands.parse("tournament create league chess teamswiss 5+3", false))
        .isInstanceOf(ConsoleCommands.Invalid.class);
    assertThat(ConsoleCommands.parse("tournament join league knights", false)).isEqualTo(send(
        "join", "league", null, null, null, null, null, null, null, "knights"));
  }

  private static ConsoleCommands.Send send(String action, String name, String variant,
      String system, Integer rounds, Integer limit, String time, String player, Integer board,
      String value) {
    return new ConsoleCommands.Send(new Request.Tournament(action, name, variant, system, rounds,
        limit, null, time, player, null, board, null, null, value, null, null));
  }

  @Test
  void tournamentCommandsBecomeTournamentRequests() {
    assertThat(ConsoleCommands.parse("tournament create cup chess swiss 5 80", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("create", "cup", "chess", "swiss", 5, 80, null)));
    assertThat(ConsoleCommands.parse("tournament create cup chess swiss 5 80 25d5", false))
        .isEqualTo(new ConsoleCommands.Send(
            new Request.Tournament("create", "cup", "chess", "swiss", 5, 80, null, "25d5")));
    assertThat(ConsoleCommands.parse("tournament create cup chess roundrobin 5+3", false))
        .isEqualTo(new ConsoleCommands.Send(
            new Request.Tournament("create", "cup", "chess", "roundrobin", null, null, null,
                "5+3")));
    assertThat(ConsoleCommands.parse("tournament join cup", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("join", "cup", null, null, null, null, null)));
    assertThat(ConsoleCommands.parse("tournament pairings cup 2", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("pairings", "cup", null, null, null, null, 2)));
    assertThat(ConsoleCommands.parse("tournament list", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("list", null, null, null, null, null, null)));
    assertThat(ConsoleCommands.parse("tournament create cup", false)).isInstanceOf(ConsoleCommands.Invalid.class);
    assertThat(ConsoleCommands.parse("tournament create cup chess swiss 5 80 3 5+3", false))
        .isInstanceOf(ConsoleCommands.Invalid.class);
  }

  @Test
  void organizerCommandsBecomeTournamentRequests() {
    assertThat(ConsoleCommands.parse("tournament result cup 2 1 0-1", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("result", "cup", null, null,
            null, null, 2, null, null, null, 1, "0-1", null, null, null, null)));
    assertThat(ConsoleCommands.parse("tournament board cup 3 ann bob", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("board", "cup", null, null,
            null, null, null, null, "ann", "bob", 3, null, null, null, null, null)));
    assertThat(ConsoleCommands.parse("tournament enter cup dave half", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("enter", "cup", null, null,
            null, null, null, null, "dave", null, null, null, null, null, true, null)));
    assertThat(ConsoleCommands.parse("tournament bye cup 4", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("bye", "cup", null, null,
            null, null, 4, null, null, null, null, null, null, null, null, null)));
    assertThat(ConsoleCommands.parse("tournament set cup countdown 60", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Tournament("set", "cup", null, null,
            null, null, null, null, null, null, null, null, "countdown", "60", null, null)));
    assertThat(ConsoleCommands.parse("tournament result cup x 1 1-0", false))
        .isInstanceOf(ConsoleCommands.Invalid.class);
  }

  @Test
  void archiveCommandsBecomeArchiveRequestsAndReplayStepsStayLocal() {
    assertThat(ConsoleCommands.parse("history", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.History(null, 0)));
    assertThat(ConsoleCommands.parse("history bob", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.History("bob", 0)));
    assertThat(ConsoleCommands.parse("replay 42", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Replay(42, 0)));
    assertThat(ConsoleCommands.parse("export 42", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Export(42, null)));
    assertThat(ConsoleCommands.parse("ratings", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Ratings(null)));
    assertThat(ConsoleCommands.parse("ratings chess", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Ratings("chess")));
    assertThat(ConsoleCommands.parse("finger bob", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Finger("bob")));
    assertThat(ConsoleCommands.parse("n", true)).isEqualTo(new ConsoleCommands.Local("next"));
    assertThat(ConsoleCommands.parse("p", false)).isEqualTo(new ConsoleCommands.Local("prev"));
    assertThat(ConsoleCommands.parse("last", false)).isEqualTo(new ConsoleCommands.Local("last"));
    assertThat(ConsoleCommands.parse("replay x", false)).isInstanceOf(ConsoleCommands.Invalid.class);
    assertThat(ConsoleCommands.parse("export", false)).isInstanceOf(ConsoleCommands.Invalid.class);
    assertThat(ConsoleCommands.parse("challenge bob chess unrated", false)).isEqualTo(
        new ConsoleCommands.Send(new Request.Challenge("bob", 0, "chess", null, false)));
    assertThat(ConsoleCommands.WORDS)
        .contains("history", "replay", "next", "prev", "first", "last", "export", "ratings",
            "finger");
    assertThat(String.join("\n", ConsoleCommands.HELP))
        .contains("history [USER]", "replay GAME", "export GAME", "ratings [VARIANT]",
            "finger USER");
  }

  @Test
  void pauseAndResumeNameTheGame() {
    assertThat(ConsoleCommands.parse("pause 12", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.Pause(12)));
    assertThat(ConsoleCommands.parse("resume 12", false))
        .isEqualTo(new ConsoleCommands.Send(new Request.Resume(12)));
    assertThat(ConsoleCommands.parse("pause", true))
        .isEqualTo(new ConsoleCommands.Invalid("usage: pause GAME"));
  }

  @Test
  void inAGameAnyOtherLineIsAMove() {
    assertThat(ConsoleCommands.parse("K 11 12", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.Move("K 11 12")));
    assertThat(ConsoleCommands.parse("move e3:c5:e7", true))
        .isEqualTo(new ConsoleCommands.Send(new Request.Move("e3:c5:e7")));
    assertThat(ConsoleCommands.parse("e2e4", false)).isInstanceOf(ConsoleCommands.Invalid.class);
  }

  @Test
  void helpNamesTheTimeArgumentAndItsForms() {
    assertThat(String.join("\n", ConsoleCommands.HELP))
        .contains("challenge USER [LIMIT] [VARIANT] [TIME]")
        .contains("5+3").contains("25d5").contains("40/90+30,30+30").contains("10b30x3")
        .contains("roundrobin|swiss|knockout [ROUNDS] [LIMIT] [TIME]");
  }

  @Test
  void localCommandsAndMistakes() {
    assertThat(ConsoleCommands.parse("flip", true)).isEqualTo(new ConsoleCommands.Local("flip"));
    assertThat(ConsoleCommands.parse("exit", false)).isEqualTo(new ConsoleCommands.Local("quit"));
    assertThat(ConsoleCommands.parse("login ann", false))
        .isEqualTo(new ConsoleCommands.Invalid("usage: login USER PASSWORD"));
    assertThat(ConsoleCommands.parse("observe x", false)).isInstanceOf(ConsoleCommands.Invalid.class);
  }
}
