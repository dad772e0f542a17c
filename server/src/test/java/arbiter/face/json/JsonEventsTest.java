package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.event.TournamentNews;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.rules.Side;
import arbiter.rules.chess.ChessVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How an answer uses each event's JSON form: alone, a simul's, or words of one ok and a state. */
class JsonEventsTest {

  private static final Words EN = Words.english();

  private static GameView view(long seq) {
    var start = ChessVariant.CHESS.start();
    return new GameView(7, seq, ChessVariant.CHESS, "ali", "bob", 0, 0, Side.WHITE, start, start,
        List.of(), List.of(), null, null);
  }

  private static List<String> types(List<Outgoing> messages) {
    return messages.stream().map(Outgoing::event).map(JsonCodec::encode)
        .map(line -> line.substring(0, line.indexOf(',') + 1)).toList();
  }

  @Test
  void wordsJoinOneOkAndOnlyTheLastStateFollows() {
    DomainEvent said = new GameNews.UndosLeft(2);
    DomainEvent moved = new GameNews.YouMoved(view(2), (PlayedMove) null, true);
    DomainEvent undone = new GameNews.YouUndid(view(3));

    List<Outgoing> answer = JsonRenderer.answered(EN,
        new Reply(Asking.of(new Command.Move("e4")), List.of(said, moved, undone)), 1);

    assertThat(answer).hasSize(2);
    assertThat(((Event.Ok) Outgoing.event(answer.get(0))).message())
        .isEqualTo("you have 2 undo moves\nturn completed\nundo completed");
    assertThat(((Outgoing.Change) answer.get(1)).view().seq()).isEqualTo(3);
  }

  @Test
  void aRefusalOrAListingIsTheWholeAnswer() {
    List<Outgoing> answer = JsonRenderer.answered(EN, new Reply(Asking.of(new Command.Who()),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN),
            new AnswerEvent.Refused(Refusal.NOT_PLAYING))), 1);

    assertThat(types(answer)).containsExactly("{\"type\":\"error\",");
  }

  @Test
  void aTeamInvitationIsANoticeThenItsTypeInVersionOneAndItsTypeAloneInTwo() {
    DomainEvent invited = new TournamentNews.TeamInvited("lions", "ann");

    assertThat(types(JsonRenderer.pushed(EN, invited, 1)))
        .containsExactly("{\"type\":\"notice\",", "{\"type\":\"team_invited\",");
    assertThat(types(JsonRenderer.pushed(EN, invited, 2)))
        .containsExactly("{\"type\":\"team_invited\",");
  }

  @Test
  void aStoreOutageIsANoticeWithItsCodeOnEitherSide() {
    for (boolean back : new boolean[] {false, true}) {
      Event.Notice notice = (Event.Notice) Outgoing.event(
          JsonRenderer.pushed(EN, new GameNews.StoreOutage(7, back), 1).get(0));
      assertThat(notice.code()).isEqualTo(back ? "store_back" : "store_down");
      assertThat(notice.text()).startsWith(back ? "game 7 goes on: the server stores moves again"
          : "game 7 is paused: the server cannot store moves now");
    }
  }

  @Test
  void seekAdsAndABoardAreNoNews() {
    assertThat(JsonRenderer.pushed(EN, new LobbyNews.SeeksShown(List.of()), 2)).isEmpty();
    assertThat(JsonRenderer.pushed(EN, new GameNews.BoardShown(view(1)), 2)).isEmpty();
  }
}
