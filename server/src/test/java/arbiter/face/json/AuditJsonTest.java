package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.face.words.Words;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.TournamentData;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The audit log and the organizers' notices in JSON: version 1 as before (the text face's line),
 * version 2 with the action typed ({@code kind}, {@code args}) and worded ({@code message}).
 */
class AuditJsonTest {

  private static final AuditAction BYE = AuditAction.of(Kind.BYE, "ann", 3);

  @Test
  void aNoticeIsTheTextLineInVersionOneAndTypedInVersionTwo() {
    DomainEvent notice = new TournamentNews.TournamentNotice("cup", Actor.user("ann"), BYE);
    assertThat(JsonCodec.encode(Outgoing.event(JsonRenderer.pushed(Words.english(), notice, 1)
        .get(0)))).isEqualTo(
            "{\"type\":\"notice\",\"text\":\"tournament cup, ann: bye ann round 3\"}");
    Event typed = Outgoing.event(JsonRenderer.pushed(Words.of("ru"), notice, 2).get(0));
    assertThat(typed).isEqualTo(new Event.TournamentNotice("cup", "ann", "bye ann round 3", "bye",
        List.of("ann", 3L), "бай для ann в туре 3"));
    assertThat(JsonCodec.encode(typed)).contains("\"kind\":\"bye\",\"args\":[\"ann\",3]");
  }

  @Test
  void theLogsRowsCarryKindArgumentsAndMessage() {
    AuditAction old = AuditAction.legacy("swap ann bob in round 2");
    TournamentReply.AuditShown shown = new TournamentReply.AuditShown("cup", List.of(
        new TournamentReply.AuditEntry(1000, Actor.user("org#1"), old),
        new TournamentReply.AuditEntry(2000, Actor.user("org#1"), BYE)));
    TournamentData data = TournamentJson.data(Words.of("fa"), shown);
    assertThat(data.audit()).containsExactly(
        new TournamentData.AuditRow(1000, "org#1", "swap ann bob in round 2", "legacy",
            List.of("swap ann bob in round 2"), "swap ann bob in round 2"),
        new TournamentData.AuditRow(2000, "org#1", "bye ann round 3", "bye", List.of("ann", 3L),
            "استراحت برای ann در دور ۳"));
  }
}
