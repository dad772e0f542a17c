package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Ack;
import arbiter.event.Actor;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.TournamentNews;
import arbiter.export.ImportFault;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.trf.TrfFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ICS port's lines for the values the domain used to send as English: as before, in English
 * (its clients parse it; the other languages are the other faces').
 */
class DomainWordsIcsTest {

  private final IcsRenderer renderer =
      new IcsRenderer(new IcsState(), null, null, null, 0, new StringBuilder());

  @Test
  void seeksRemovedOrNoneReadAsFicsSaysThem() {
    assertThat(new AnswerEvent.Done(Ack.NO_SEEKS).accept(renderer))
        .containsExactly("You have no active seeks.");
    assertThat(new AnswerEvent.Done(Ack.SEEKS_REMOVED).accept(renderer))
        .containsExactly("Your seeks have been removed.");
  }

  @Test
  void aStoreOutageReadsAsFicssPauseAndASeekListAnewOnlyUnderSeekinfo() {
    // XBoard stops and starts its clocks on "clock paused" and "clock resumed"
    assertThat(new GameNews.StoreOutage(7, false).accept(renderer))
        .containsExactly("Game 7: Game clock paused.");
    assertThat(new GameNews.StoreOutage(7, true).accept(renderer))
        .containsExactly("Game 7: Game clock resumed.");
    DomainEvent anew = new LobbyNews.SeeksShown(List.of());
    assertThat(anew.accept(renderer)).isEmpty(); // news, and seekinfo is off
    IcsState seekInfo = new IcsState();
    seekInfo.seekInfo(true);
    assertThat(anew.accept(new IcsRenderer(seekInfo, null, null, null, 0, new StringBuilder())))
        .containsExactly("<sc>");
  }

  @Test
  void theDirectorAndARefusedFileReadAsBefore() {
    assertThat(new TournamentNews.TournamentNotice("cup", Actor.DIRECTOR,
        AuditAction.of(Kind.ABSENT_WITHDRAWN, "eve", 2)).accept(renderer))
        .containsExactly("tournament cup, server: withdraw eve after 2 absences");
    assertThat(new AnswerEvent.TournamentRefused(TournamentRefusal.TRF_INVALID,
        List.of(TrfFault.PLAYER_LINE_SHORT, 2)).accept(renderer))
        .containsExactly("TRF line 2: 001: a player line has at least 84 characters");
    assertThat(new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_INVALID,
        List.of(ImportFault.NOT_A_MOVE, 1, "e9", "chess")).accept(renderer))
        .containsExactly("the PGN is refused and nothing changed: not a move: e9");
  }
}
