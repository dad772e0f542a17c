package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FICS lines to typed commands, without a socket. */
class IcsCommandsTest {

  private final IcsState state = new IcsState();

  private IcsCommands.Input parse(String line) {
    return IcsCommands.parse(line, state);
  }

  private static IcsCommands.Input session(Command command) {
    return new IcsCommands.ToSession(command);
  }

  @Test
  void matchGivesAChessChallengeWithFicsTime() {
    assertThat(parse("match bob 5 3")).isEqualTo(
        session(new Command.Challenge("bob", 0, "chess", "5+3", true)));
    assertThat(parse("$match bob 1 0 unrated")).isEqualTo(
        session(new Command.Challenge("bob", 0, "chess", "1+0", false)));
    assertThat(parse("match bob")).isEqualTo(
        session(new Command.Challenge("bob", 0, "chess", null, true)));
    assertThat(parse("match bob 2 12 blitz white")).isEqualTo(
        session(new Command.Challenge("bob", 0, "chess", "2+12", true)));
  }

  @Test
  void aNumberOfTheTermsIsOneToFourDigitsZeroToNine() {
    for (String word : new String[] {"0", "5", "12", "9999", "", "12345", "1a", "-1", "+5",
        "\u0663", "5\n"}) {
      assertThat(IcsCommands.digits(word, 4)).as(word).isEqualTo(word.matches("\\d{1,4}"));
    }
    assertThat(parse("match bob 12345 0")).isInstanceOf(IcsCommands.Reply.class);
    assertThat(parse("seek 5 0 w")).isInstanceOf(IcsCommands.Reply.class);
  }

  @Test
  void aPlayerChecksInToATournament() {
    assertThat(parse("tournament checkin cup")).isEqualTo(session(new Command.Tournament(
        new arbiter.command.TournamentCommand.Checkin("cup"))));
  }

  @Test
  void anArenaPlayerAndATeamsInviteeHaveTheirCommands() {
    assertThat(parse("tournament berserk night")).isEqualTo(session(new Command.Tournament(
        new arbiter.command.TournamentCommand.Berserk("night"))));
    assertThat(parse("tournament pause night")).isEqualTo(session(new Command.Tournament(
        new arbiter.command.TournamentCommand.Pause("night", null))));
    assertThat(parse("team join knights")).isEqualTo(session(new Command.Tournament(
        new arbiter.command.TournamentCommand.Team("join", "knights", null, 0))));
    assertThat(((IcsCommands.Reply) parse("team add knights bob")).lines())
        .containsExactly("Usage: team show|join|decline TEAM");
  }

  @Test
  void otherVariantsAreRefusedWithAReason() {
    assertThat(parse("match bob 5 0 checkers")).isInstanceOf(IcsCommands.Reply.class);
    assertThat(((IcsCommands.Reply) parse("match bob pawns")).lines().get(0))
        .startsWith("Arbiter plays pawns, but not on the ICS port");
    assertThat(((IcsCommands.Reply) parse("match bob wild 5")).lines().get(0))
        .isEqualTo("The ICS port plays standard chess only; \"wild\" is not one of its words.");
  }

  @Test
  void acceptWithoutANameTakesTheDrawOfferOrTheLatestChallenge() {
    assertThat(parse("accept")).isInstanceOf(IcsCommands.Reply.class);
    state.challenged("ann");
    state.challenged("bob");
    assertThat(parse("accept")).isEqualTo(session(new Command.Accept("bob")));
    assertThat(parse("decline")).isEqualTo(session(new Command.Decline("bob")));
    state.drawOffered("bob");
    assertThat(parse("accept")).isEqualTo(session(new Command.Draw()));
  }

  @Test
  void inAGameOtherWordsAreMovesWithFicsCastlingInCapitals() {
    assertThat(parse("e2e4")).isEqualTo(new IcsCommands.Reply(List.of("e2e4: Command not found.")));
    state.inGame(3, "bob");
    assertThat(parse("e2e4")).isEqualTo(session(new Command.Move("e2e4")));
    assertThat(parse("e7e8=q")).isEqualTo(session(new Command.Move("e7e8=q")));
    assertThat(parse("o-o")).isEqualTo(session(new Command.Move("O-O")));
    assertThat(parse("o-o-o")).isEqualTo(session(new Command.Move("O-O-O")));
    assertThat(parse("moves")).isEqualTo(session(new Command.Moves(3)));
    assertThat(parse("tell Bob hi there")).isEqualTo(session(new Command.Say("hi there")));
    assertThat(parse("resign")).isEqualTo(session(new Command.Forfeit()));
  }

  /**
   * A player's tell to anyone but the opponent is refused: the game's chat would have carried it
   * to the opponent (until session 21 "tell cal I think bob blunders" reached bob).
   */
  @Test
  void aPlayersTellToSomeoneElseIsRefusedNotSaidToTheOpponent() {
    state.inGame(3, "bob");
    assertThat(parse("tell cal bob will blunder")).isEqualTo(new IcsCommands.Reply(List.of(
        "Arbiter carries chat within a game only: tell reaches your opponent (bob) and the"
            + " spectators, so it was not sent to cal.")));
    assertThat(parse("tell 50 hello channel")).isInstanceOf(IcsCommands.Reply.class);
  }

  /**
   * XBoard's Decline on a draw offer sends a bare {@code decline}: it is told how the offer goes
   * (until session 21 "You have no offers to decline.", while one stood).
   */
  @Test
  void aBareDeclineOfADrawOfferSaysTheOfferLapsesOnAMove() {
    state.inGame(3, "bob");
    state.drawOffered("bob");
    assertThat(parse("decline")).isEqualTo(new IcsCommands.Reply(List.of(
        "Arbiter has no way to decline a draw: bob's offer lapses when you move.")));
  }

  /**
   * XBoard 4.9's chat box sends a private message as {@code xtell NAME TEXT}: it is a tell (until
   * session 21 it was taken as a setting and dropped without a word, while XBoard showed it sent).
   */
  @Test
  void xboardsChatBoxXtellIsATell() {
    assertThat(parse("xtell bob hi")).isEqualTo(new IcsCommands.Reply(List.of(
        "Arbiter carries chat within a game only: tell reaches your opponent and the spectators"
            + " while you play or watch.")));
    state.inGame(3, "bob");
    assertThat(parse("xtell bob good luck")).isEqualTo(session(new Command.Say("good luck")));
    assertThat(parse("xtell cal psst")).isInstanceOf(IcsCommands.Reply.class);
  }

  @Test
  void setupLinesAreAnsweredHere() {
    assertThat(parse("iset ms 1")).isEqualTo(new IcsCommands.Reply(List.of("ms set.")));
    assertThat(state.millis()).isTrue();
    assertThat(parse("set style 12")).isEqualTo(new IcsCommands.Reply(List.of("Style 12 set.")));
    assertThat(parse("alias $ @")).isEqualTo(new IcsCommands.Reply(List.of()));
    assertThat(parse("quit")).isEqualTo(new IcsCommands.Quit());
  }

  @Test
  void theArbitersHandInFicsWords() {
    assertThat(parse("pause")).isEqualTo(
        new IcsCommands.Reply(List.of("You are not playing a game.")));
    assertThat(parse("moretime 30")).isEqualTo(
        new IcsCommands.Reply(List.of("You are not playing a game.")));
    assertThat(parse("pause 7")).isEqualTo(session(new Command.Pause(7, true)));
    assertThat(parse("unpause 7")).isEqualTo(session(new Command.Pause(7, false)));
    assertThat(parse("moretime 7 bob 30")).isEqualTo(session(new Command.Moretime(7, "bob", 30)));
    assertThat(parse("adjudicate 7 1/2-1/2 both agreed")).isEqualTo(
        session(new Command.Adjudicate(7, "1/2-1/2", "both agreed")));
    assertThat(parse("adjudicate 7 1-0")).isEqualTo(
        session(new Command.Adjudicate(7, "1-0", null)));
    // a reason the players' terminals would obey (found by probe-local on telnet) is no reason
    assertThat(parse("adjudicate 7 1-0 \u001b[2Jgone")).isEqualTo(
        new IcsCommands.Reply(List.of("Usage: adjudicate GAME 1-0|0-1|1/2-1/2 [REASON]")));

    state.inGame(3, "bob");
    assertThat(parse("pause")).isEqualTo(session(new Command.Pause(3, true)));
    assertThat(parse("unpause")).isEqualTo(session(new Command.Pause(3, false)));
    assertThat(parse("resume")).isEqualTo(session(new Command.Pause(3, false)));
    assertThat(parse("moretime 30")).isEqualTo(session(new Command.Moretime(3, "bob", 30)));
  }
}
