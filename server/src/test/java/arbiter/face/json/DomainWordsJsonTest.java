package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.Actor;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.export.ImportFault;
import arbiter.face.words.Words;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.TournamentData;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.trf.TrfFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JSON face's words for the values the domain used to send as English: version 1's bytes as
 * before, version 2's typed fields ({@code fault}, {@code at}, {@code args}; {@code director}),
 * the message in the client's language.
 */
class DomainWordsJsonTest {

  private static final AnswerEvent.TournamentRefused TRF = new AnswerEvent.TournamentRefused(
      TournamentRefusal.TRF_INVALID, List.of(TrfFault.ROUND_FORM, 4, 2, "   2 x ="));
  private static final AnswerEvent.TournamentRefused PGN = new AnswerEvent.TournamentRefused(
      TournamentRefusal.PGN_INVALID, List.of(ImportFault.ILLEGAL_MOVE, 3, "Ke3", "chess"));
  private static final DomainEvent REPAIRED = new TournamentNews.TournamentNotice("cup",
      Actor.DIRECTOR, AuditAction.of(Kind.REPAIR, 1));

  private static String json(Event event) {
    return JsonCodec.encode(event);
  }

  @Test
  void versionOneReadsAsBefore() {
    assertThat(json(TournamentJson.refused(Words.english(), TRF, 1))).isEqualTo(
        "{\"type\":\"error\",\"code\":\"not_allowed\",\"message\":\"TRF line 4: 001: round 2:"
            + " '   2 x =' is not 'OOOO C R' with colour w, b or -\"}");
    assertThat(json(TournamentJson.refused(Words.english(), PGN, 1))).isEqualTo(
        "{\"type\":\"error\",\"code\":\"not_allowed\",\"message\":\"the PGN is refused and"
            + " nothing changed: illegal move: Ke3\"}");
    assertThat(json(Outgoing.event(JsonRenderer.pushed(Words.english(), REPAIRED, 1).get(0))))
        .isEqualTo("{\"type\":\"notice\",\"text\":\"tournament cup, server: re-pair round 1\"}");
    assertThat(unseek(Ack.NO_SEEKS)).isEqualTo(unseek(Ack.SEEKS_REMOVED))
        .containsExactly("{\"type\":\"ok\",\"request\":\"unseek\",\"message\":\"seek ads"
            + " removed\"}");
  }

  private static List<String> unseek(Ack ack) {
    return JsonRenderer.answer(new Reply(Asking.of(new Command.Unseek()),
        List.of(new AnswerEvent.Done(ack)))).stream().map(DomainWordsJsonTest::json).toList();
  }

  @Test
  void versionTwoTypesTheFaultAndTheDirector() {
    assertThat(json(TournamentJson.refused(Words.of("ru"), TRF, 2))).isEqualTo(
        "{\"type\":\"error\",\"code\":\"not_allowed\",\"message\":\"TRF, строка 4: 001: тур 2:"
            + " «   2 x =» не в виде «OOOO C R» с цветом w, b или -\",\"reason\":\"trf_invalid\","
            + "\"fault\":\"round_form\",\"at\":4,\"args\":[2,\"   2 x =\"]}");
    assertThat(json(TournamentJson.refused(Words.english(), PGN, 2))).isEqualTo(
        "{\"type\":\"error\",\"code\":\"not_allowed\",\"message\":\"the PGN is refused and"
            + " nothing changed: illegal move: Ke3\",\"reason\":\"pgn_invalid\","
            + "\"fault\":\"illegal_move\",\"at\":3,\"args\":[\"Ke3\"]}");
    Event notice = Outgoing.event(JsonRenderer.pushed(Words.of("fa"), REPAIRED, 2).get(0));
    assertThat(notice).isEqualTo(new Event.TournamentNotice("cup", "server", "re-pair round 1",
        "repair", List.of(1L), Words.of("fa").get("audit.repair", 1), true));
    assertThat(json(notice)).contains("\"by\":\"server\"").endsWith(",\"director\":true}");
    Event user = Outgoing.event(JsonRenderer.pushed(Words.english(), new TournamentNews
        .TournamentNotice("cup", Actor.user("server"), AuditAction.of(Kind.LEAVE)), 2).get(0));
    assertThat(json(user)).doesNotContain("director");
    TournamentData data = TournamentJson.data(Words.english(), new TournamentReply.AuditShown(
        "cup", List.of(new TournamentReply.AuditEntry(5, Actor.DIRECTOR,
            AuditAction.of(Kind.REPAIR, 1)))));
    assertThat(data.audit()).containsExactly(new TournamentData.AuditRow(5, "server",
        "re-pair round 1", "repair", List.of(1L), "re-pair round 1", true));
  }
}
