package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.TournamentReply;
import arbiter.face.words.Words;
import arbiter.protocol.TournamentData;
import arbiter.tournament.Format;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

/** A knockout's bracket as the JSON protocol's fields: a client reads them, never the lines. */
class BracketJsonTest {

  @Test
  void theBracketReplyCarriesEveryMatchAsFields() {
    Tournament t = Tournament.create("ko", "chess", Format.KNOCKOUT, 1, 0, "org", "5+3");
    for (String player : new String[] {"a", "b", "c"}) {
      t.join(player);
    }
    t.start(); // a has a bye; b-c
    t.record(1, 1, Result.DRAW);
    t.nextRound(); // two tie-break games
    TournamentData data = TournamentJson.data(Words.english(),
        new TournamentReply.BracketShown("ko", t.bracket()));

    assertThat(data.kind()).isEqualTo("bracket");
    TournamentData.Bracket bracket = data.bracket();
    assertThat(bracket.size()).isEqualTo(4);
    assertThat(bracket.tiebreakTime()).isEqualTo("3+2");
    assertThat(bracket.rounds().get(0)).extracting(TournamentData.BracketMatch::decided)
        .containsExactly("bye", "open");
    TournamentData.BracketMatch open = bracket.rounds().get(0).get(1);
    assertThat(open.games()).extracting(TournamentData.BracketGame::stage)
        .containsExactly("match", "tiebreak");
    assertThat(new Gson().toJson(data)).contains("\"high\":\"b\",\"low\":\"c\"")
        .contains("\"stage\":\"tiebreak\",\"white\":\"c\",\"black\":\"b\"");
  }
}
