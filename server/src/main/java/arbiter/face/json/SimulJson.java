package arbiter.face.json;

import arbiter.event.AuditAction;
import arbiter.event.SimulEvent;
import arbiter.face.words.AuditSentences;
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

  /** A simul command's answer: what was done, the simul as fields, and its words. */
  static Event answered(Words w, SimulEvent.SimulAnswered answered) {
    return new Event.Simul(key(answered.action()), data(answered.simul()),
        String.join("\n", SimulSentences.answered(w, answered)));
  }

  /** {@code simul list}'s answer: the open and running simuls. */
  static Event listed(SimulEvent.SimulsListed listed) {
    return new Event.Simuls(data(listed));
  }

  /** The simuls as the lobby's watchers are told them. */
  static Event lobby(SimulEvent.SimulsListed listed) {
    return new Event.SimulLobby(data(listed));
  }

  /** A simul's news with its {@code kind}. */
  static Event news(Words w, SimulEvent.SimulNews news) {
    return new Event.SimulNotice(key(news.kind()), news.host(), news.player(), news.game(),
        SimulSentences.news(w, news));
  }

  /**
   * A simul's audit log as rows: each action in English; from version 2 also typed and worded in
   * {@code w}, as a tournament's log is.
   */
  static Event audited(Words w, int version, SimulEvent.SimulAudited audited) {
    List<SimulData.AuditRow> rows = new ArrayList<>();
    for (SimulArchive.AuditLine line : audited.lines()) {
      AuditAction action = line.action();
      String english = AuditSentences.of(Words.english(), action);
      rows.add(version >= TournamentJson.FIELDS
          ? new SimulData.AuditRow(line.at(), line.by(), english, action.kind().code(),
              action.args(), AuditSentences.of(w, action))
          : new SimulData.AuditRow(line.at(), line.by(), english, null, null, null));
    }
    return new Event.SimulAudit(audited.host(), rows);
  }

  /** A simul refused: an error whose {@code reason} names the simul's rule. */
  static Event refused(Words w, SimulEvent.SimulRefused refused) {
    ErrorCode code = switch (refused.reason()) {
      case NO_SUCH_VARIANT -> ErrorCode.NO_SUCH_VARIANT;
      case BAD_TIME_CONTROL, USAGE -> ErrorCode.BAD_REQUEST;
      case NOT_YOUR_BOARD -> ErrorCode.NO_SUCH_GAME;
      default -> ErrorCode.NOT_ALLOWED;
    };
    return new Event.Error(code.wire(), SimulSentences.refusal(w, refused),
        key(refused.reason()), refused.subject());
  }

  /** Every board of a simul ended: the simul as fields, and its summary. */
  static Event over(Words w, SimulEvent.SimulOver over) {
    return new Event.SimulOver(data(over.simul()), SimulSentences.over(w, over.simul()));
  }

  private static List<SimulData> data(SimulEvent.SimulsListed listed) {
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
