package arbiter.face.json;

import arbiter.event.DomainEvent;
import arbiter.face.words.SimulSentences;
import arbiter.face.words.Words;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.SimulData;
import arbiter.simul.SimulArchive;
import arbiter.simul.SimulView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The JSON protocol's simul messages: the simul as fields ({@link SimulData}), news with a
 * {@code kind}, refusals as an error whose {@code reason} names the simul rule, so that a client
 * never reads the words.
 */
final class SimulJson {

  private SimulJson() {}

  /**
   * The messages answering a command whose answer begins with a simul event (a {@code game N}'s
   * board comes after it as the game's whole state), or {@code null} when it does not.
   */
  static List<Outgoing> answered(Words w, List<DomainEvent> events) {
    if (events.isEmpty() || !simul(events.get(0))) {
      return null; // a listing with the simuls after it (games) keeps its own message
    }
    List<Outgoing> messages = new ArrayList<>();
    for (DomainEvent event : events) {
      if (event instanceof DomainEvent.BoardShown board) {
        messages.add(new Outgoing.Change(board.view(), true));
      } else if (event instanceof DomainEvent.SimulNews news) {
        // game N: an ok, then the board's state (which names the game) as the resync's answer
        messages.add(new Outgoing.Message(new Event.Ok("board", SimulSentences.news(w, news))));
      } else if (event instanceof DomainEvent.SimulsListed listed) {
        messages.add(new Outgoing.Message(new Event.Simuls(data(listed))));
      } else {
        List<Event> message = of(w, event);
        if (message != null) {
          message.forEach(m -> messages.add(new Outgoing.Message(m)));
        }
      }
    }
    return messages;
  }

  private static boolean simul(DomainEvent event) {
    return of(Words.english(), event) != null;
  }

  /** The pushed message of a simul event, or {@code null} when the event is no simul's. */
  static List<Event> of(Words w, DomainEvent event) {
    if (event instanceof DomainEvent.SimulAnswered answered) {
      return List.of(new Event.Simul(key(answered.action()), data(answered.simul()),
          String.join("\n", SimulSentences.answered(w, answered))));
    }
    if (event instanceof DomainEvent.SimulOver over) {
      return List.of(new Event.SimulOver(data(over.simul()), SimulSentences.over(w, over.simul())));
    }
    if (event instanceof DomainEvent.SimulsListed listed) {
      return List.of(new Event.SimulLobby(data(listed)));
    }
    if (event instanceof DomainEvent.SimulNews news) {
      return List.of(new Event.SimulNotice(key(news.kind()), news.host(), news.player(),
          news.game(), SimulSentences.news(w, news)));
    }
    if (event instanceof DomainEvent.SimulAudited audited) {
      List<SimulData.AuditRow> rows = new ArrayList<>();
      for (SimulArchive.AuditLine line : audited.lines()) {
        rows.add(new SimulData.AuditRow(line.at(), line.by(), line.action()));
      }
      return List.of(new Event.SimulAudit(audited.host(), rows));
    }
    if (event instanceof DomainEvent.SimulRefused refused) {
      ErrorCode code = switch (refused.reason()) {
        case NO_SUCH_VARIANT -> ErrorCode.NO_SUCH_VARIANT;
        case BAD_TIME_CONTROL, USAGE -> ErrorCode.BAD_REQUEST;
        case NOT_YOUR_BOARD -> ErrorCode.NO_SUCH_GAME;
        default -> ErrorCode.NOT_ALLOWED;
      };
      return List.of(new Event.Error(code.wire(), SimulSentences.refusal(w, refused),
          key(refused.reason()), refused.subject()));
    }
    return null;
  }

  private static List<SimulData> data(DomainEvent.SimulsListed listed) {
    List<SimulData> simuls = new ArrayList<>();
    listed.simuls().forEach(simul -> simuls.add(data(simul)));
    return simuls;
  }

  private static SimulData data(SimulView simul) {
    List<SimulData.Board> boards = new ArrayList<>();
    for (SimulView.Board board : simul.boards()) {
      boards.add(new SimulData.Board(board.opponent(), board.game(), board.hostSide().label(),
          board.result() == null ? null : key(board.result())));
    }
    return new SimulData(simul.host(), simul.variant(), simul.time(), key(simul.colour()),
        key(simul.stage()), boards, simul.wins(), simul.draws(), simul.losses());
  }

  private static String key(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT);
  }
}
