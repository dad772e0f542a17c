package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.export.ImportFault;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Words;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.trf.TrfFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A refusal's typed arguments and the director as the actor, crossed from a core to an edge:
 * the arguments come back of their own types, and an edge words them as the core would have.
 */
class RefusalCrossingTest {

  private static List<String> worded(DomainEvent event) {
    return event.accept(new TextRenderer(Words.of("ru"), TextRenderer::board));
  }

  private static DomainEvent crossed(DomainEvent event) {
    return (DomainEvent) WireCodec.value(WireCodec.json(event, DomainEvent.class),
        DomainEvent.class);
  }

  @Test
  void anEdgeWordsWhatTheCoreTyped() {
    for (DomainEvent event : List.of(
        new AnswerEvent.TournamentRefused(TournamentRefusal.TRF_INVALID,
            List.of(TrfFault.SAME_COLOUR, 0, 1, 1, 2, "w")),
        new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_INVALID,
            List.of(ImportFault.AMBIGUOUS_MOVE, 5, "Nd2", "chess")),
        new AnswerEvent.TournamentRefused(TournamentRefusal.HAS_RESULT,
            List.of(1, 2, Result.DRAW)),
        new AnswerEvent.TournamentRefused(TournamentRefusal.SWISS_TOO_FEW_PLAYERS,
            List.of(5, "cup", 3)),
        new AnswerEvent.TournamentRefused(TournamentRefusal.NO_OPTION,
            List.of("speed", List.of("pairing", "rounds"))),
        new AnswerEvent.TournamentRefused(TournamentRefusal.TRF_TOO_LARGE, List.of("cup", 512L)),
        new TournamentNews.TournamentNotice("cup", Actor.DIRECTOR, AuditAction.of(Kind.REPAIR, 2)),
        new TournamentNews.TournamentNotice("cup", Actor.user("server"),
            AuditAction.of(Kind.LEAVE)))) {
      DomainEvent back = crossed(event);
      assertThat(back).isEqualTo(event); // an Integer stays one, a Long one, a Result one
      if (back instanceof AnswerEvent.TournamentRefused refused) {
        for (int i = 0; i < refused.args().size(); i++) {
          assertThat(refused.args().get(i).getClass()).isEqualTo(
              ((AnswerEvent.TournamentRefused) event).args().get(i).getClass());
        }
      }
      assertThat(worded(back)).as(event.toString()).isEqualTo(worded(event));
    }
    assertThat(((TournamentNews.TournamentNotice) crossed(new TournamentNews.TournamentNotice("cup",
        Actor.DIRECTOR, AuditAction.of(Kind.REPAIR, 2)))).by()).isEqualTo(Actor.DIRECTOR);
  }
}
