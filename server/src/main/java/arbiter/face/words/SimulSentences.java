package arbiter.face.words;

import arbiter.event.DomainEvent;
import arbiter.simul.SimulArchive;
import arbiter.simul.SimulView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The words of a simul's answers and news, by key ({@code simul.*}), on every face. */
public final class SimulSentences {

  private SimulSentences() {}

  /** The lines of a simul event, or {@code null} when the event is no simul's. */
  public static List<String> lines(Words w, DomainEvent event) {
    List<String> out = new ArrayList<>();
    if (event instanceof DomainEvent.SimulAnswered answered) {
      SimulView simul = answered.simul();
      out.add(w.get("simul." + key(answered.action()), simul.host(), simul.boards().size()));
      if (answered.action() == arbiter.simul.SimulNotice.SHOWN
          || answered.action() == arbiter.simul.SimulNotice.STARTED) {
        describe(w, simul, out);
      }
    } else if (event instanceof DomainEvent.SimulsListed listed) {
      listed.simuls().forEach(simul -> out.add(line(w, simul)));
      if (listed.simuls().isEmpty()) {
        out.add(w.get("simul.none"));
      }
    } else if (event instanceof DomainEvent.SimulRefused refused) {
      out.add(refusal(w, refused));
    } else if (event instanceof DomainEvent.SimulNews news) {
      out.add(news(w, news));
    } else if (event instanceof DomainEvent.SimulAudited audited) {
      for (SimulArchive.AuditLine line : audited.lines()) {
        out.add(w.get("simul.audit", w.time(Instant.ofEpochMilli(line.at())), line.by(),
            line.action()));
      }
    } else if (event instanceof DomainEvent.SimulOver over) {
      out.add(over(w, over.simul()));
    } else {
      return null;
    }
    return out;
  }

  /** The words of a simul news line. */
  public static String news(Words w, DomainEvent.SimulNews news) {
    return w.get("simul.news." + key(news.kind()), news.host(), news.player(), news.game());
  }

  /** The words of a simul refusal. */
  public static String refusal(Words w, DomainEvent.SimulRefused refused) {
    return w.get("simul.refused." + key(refused.reason()), refused.subject());
  }

  /** The summary of a simul that is over: {@code +W =D -L}. */
  public static String over(Words w, SimulView simul) {
    return w.get("simul.over", simul.host(), simul.wins(), simul.draws(), simul.losses());
  }

  /** A simul in one line, as the lobby lists it. */
  public static String line(Words w, SimulView simul) {
    return w.get("simul.line", simul.host(), simul.variant(),
        simul.time() == null ? w.get("simul.untimed") : simul.time(),
        w.get("simul.colour." + key(simul.colour())), w.get("simul.stage." + key(simul.stage())),
        simul.boards().size(), simul.wins(), simul.draws(), simul.losses());
  }

  private static void describe(Words w, SimulView simul, List<String> out) {
    out.add(line(w, simul));
    int number = 1;
    for (SimulView.Board board : simul.boards()) {
      String result = board.result() == null ? "" : w.get("simul.result." + key(board.result()));
      out.add(w.get("simul.board", number++, board.opponent(), board.game(),
          Sentences.side(w, board.hostSide()), result));
    }
  }

  /** An enum constant as a key's last part: {@code AT_BOARD} is {@code at_board}. */
  static String key(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT);
  }
}
