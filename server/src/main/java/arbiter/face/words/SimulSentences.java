package arbiter.face.words;

import arbiter.event.SimulEvent;
import arbiter.rules.Side;
import arbiter.simul.Simul;
import arbiter.simul.SimulArchive;
import arbiter.simul.SimulNotice;
import arbiter.simul.SimulRefusal;
import arbiter.simul.SimulView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The words of a simul's answers and news, by key ({@code simul.*}), on every face. */
public final class SimulSentences {

  private SimulSentences() {}

  /** A simul command's answer: what was done, and the simul's boards when shown or started. */
  public static List<String> answered(Words w, SimulEvent.SimulAnswered answered) {
    List<String> out = new ArrayList<>();
    SimulView simul = answered.simul();
    out.add(w.get(answerKey(answered.action()), simul.host(), simul.boards().size()));
    if (answered.action() == SimulNotice.SHOWN || answered.action() == SimulNotice.STARTED) {
      describe(w, simul, out);
    }
    return out;
  }

  /** The open and running simuls, one line each, or that there are none. */
  public static List<String> listed(Words w, SimulEvent.SimulsListed listed) {
    List<String> out = new ArrayList<>();
    listed.simuls().forEach(simul -> out.add(line(w, simul)));
    if (listed.simuls().isEmpty()) {
      out.add(w.get("simul.none"));
    }
    return out;
  }

  /** A simul's audit log: a line per action of its host. */
  public static List<String> audited(Words w, SimulEvent.SimulAudited audited) {
    List<String> out = new ArrayList<>();
    for (SimulArchive.AuditLine line : audited.lines()) {
      out.add(w.get("simul.audit", w.time(Instant.ofEpochMilli(line.at())), line.by(),
          AuditSentences.of(w, line.action())));
    }
    return out;
  }

  /** The words of a simul news line. */
  public static String news(Words w, SimulEvent.SimulNews news) {
    return w.get(newsKey(news.kind()), news.host(), news.player(), news.game());
  }

  /** The words of a simul refusal. */
  public static String refusal(Words w, SimulEvent.SimulRefused refused) {
    return w.get(refusalKey(refused.reason()), refused.subject());
  }

  /** The summary of a simul that is over: {@code +W =D -L}. */
  public static String over(Words w, SimulView simul) {
    return w.get("simul.over", simul.host(), simul.wins(), simul.draws(), simul.losses());
  }

  /** A simul in one line, as the lobby lists it. */
  public static String line(Words w, SimulView simul) {
    return w.get("simul.line", simul.host(), simul.variant(),
        simul.time() == null ? w.get("simul.untimed") : simul.time(),
        w.get(colourKey(simul.colour())), w.get(stageKey(simul.stage())),
        simul.boards().size(), simul.wins(), simul.draws(), simul.losses());
  }

  private static void describe(Words w, SimulView simul, List<String> out) {
    out.add(line(w, simul));
    int number = 1;
    for (SimulView.Board board : simul.boards()) {
      String result = board.result() == null ? "" : w.get(resultKey(board.result()));
      // the colour the host plays with, as the simul's line words it (Russian: белыми, not белые)
      out.add(w.get("simul.board", number++, board.opponent(), board.game(),
          w.get(board.hostSide() == Side.WHITE ? "simul.colour.white" : "simul.colour.black"),
          result));
    }
  }

  // each key written out, so that the words check finds every one the code looks up

  private static String answerKey(SimulNotice action) {
    return switch (action) {
      case CREATED -> "simul.created";
      case JOINED -> "simul.joined";
      case LEFT -> "simul.left";
      case CANCELLED -> "simul.cancelled";
      case STARTED -> "simul.started";
      case SHOWN -> "simul.shown";
      case BOARD, DROPPED, AT_BOARD -> "simul.shown"; // news, never an answer of their own
    };
  }

  private static String newsKey(SimulNotice kind) {
    return switch (kind) {
      case CREATED -> "simul.news.created";
      case JOINED -> "simul.news.joined";
      case LEFT -> "simul.news.left";
      case CANCELLED -> "simul.news.cancelled";
      case STARTED -> "simul.news.started";
      case BOARD -> "simul.news.board";
      case DROPPED -> "simul.news.dropped";
      case SHOWN -> "simul.news.shown";
      case AT_BOARD -> "simul.news.at_board";
    };
  }

  private static String refusalKey(SimulRefusal reason) {
    return switch (reason) {
      case HOST_IS_OPPONENT -> "simul.refused.host_is_opponent";
      case ALREADY_STARTED -> "simul.refused.already_started";
      case NO_OPPONENTS -> "simul.refused.no_opponents";
      case NO_SUCH_SIMUL -> "simul.refused.no_such_simul";
      case ALREADY_IN_SIMUL -> "simul.refused.already_in_simul";
      case ALREADY_JOINED -> "simul.refused.already_joined";
      case NOT_JOINED -> "simul.refused.not_joined";
      case ALREADY_PLAYING -> "simul.refused.already_playing";
      case NOT_YOUR_BOARD -> "simul.refused.not_your_board";
      case NO_SUCH_VARIANT -> "simul.refused.no_such_variant";
      case BAD_TIME_CONTROL -> "simul.refused.bad_time_control";
      case VARIANT_UNPLAYABLE -> "simul.refused.variant_unplayable";
      case USAGE -> "simul.refused.usage";
    };
  }

  private static String colourKey(Simul.HostColour colour) {
    return switch (colour) {
      case WHITE -> "simul.colour.white";
      case BLACK -> "simul.colour.black";
      case ALTERNATE -> "simul.colour.alternate";
    };
  }

  private static String stageKey(Simul.Stage stage) {
    return switch (stage) {
      case OPEN -> "simul.stage.open";
      case RUNNING -> "simul.stage.running";
      case OVER -> "simul.stage.over";
    };
  }

  private static String resultKey(Simul.HostResult result) {
    return switch (result) {
      case WIN -> "simul.result.win";
      case DRAW -> "simul.result.draw";
      case LOSS -> "simul.result.loss";
    };
  }
}
