package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.TournamentReply;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A seat's name is one the report file and the text commands can carry (found by probing: a
 * seat of 82 letters was entered, then {@code tournament start} answered "server error" yet
 * published round 1, whose games never began, and every export failed).
 */
class SeatNameTest extends WithTournaments {

  @Test
  void aSeatNameNoFileOrCommandCanCarryIsRefusedAndNothingIsEntered() {
    server.roundRobin("club", "anna", "bob");
    for (String bad : List.of("a".repeat(33), "two words", "tab\tname", "line\nbreak",
        "\u202Eevil", "")) {
      assertThat(server.command("anna", new TournamentCommand.Enter("club", bad, false)))
          .as(bad).containsExactly(new AnswerEvent.TournamentRefused(
              TournamentRefusal.SEAT_NAME, List.of(32)));
    }
    assertThat(server.history("club")).noneMatch(e -> e.toString().contains("aaaaaaaaa"));
  }

  @Test
  void seatsOfAnyScriptUpToThirtyTwoCharactersStartAndExport() {
    server.roundRobin("club", "anna", "bob");
    for (String good : List.of("a".repeat(32), "محمد", "<b>x</b>", "O'Neil", "../../etc")) {
      assertThat(server.reply("anna", new TournamentCommand.Enter("club", good, false)))
          .isInstanceOf(TournamentReply.Entered.class);
    }
    assertThat(server.reply("anna", new TournamentCommand.Start("club")))
        .isNotNull();
    assertThat(server.reply("anna", new TournamentCommand.Trf("club")))
        .isNotNull();
  }
}
