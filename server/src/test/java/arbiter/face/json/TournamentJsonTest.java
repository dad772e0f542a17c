package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.TournamentReply;
import arbiter.face.words.Words;
import arbiter.tournament.Pairing;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON face's tournament fields made from typed replies. */
class TournamentJsonTest {

  @Test
  void aReseatingsChangeIsTheCommandAsTypedInEveryLanguage() {
    List<Pairing> boards = List.of(new Pairing(1, "bob", "ann", null));
    for (String language : List.of("en", "ru", "fa")) {
      assertThat(TournamentJson.data(Words.of(language), new TournamentReply.Reseated("cup", 1,
          new TournamentReply.Reseating.Swap("ann", "bob"), boards)).change())
          .isEqualTo("swap ann bob");
      assertThat(TournamentJson.data(Words.of(language), new TournamentReply.Reseated("cup", 1,
          new TournamentReply.Reseating.Board(2, "bob", "ann"), boards)).change())
          .isEqualTo("board 2 bob ann");
    }
  }
}
