package arbiter.session;

import arbiter.command.Command;
import arbiter.director.TournamentDirector;
import arbiter.director.TournamentDirector.Arbitration;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent.Done;
import arbiter.event.AnswerEvent.Refused;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arbiter's hand on a running game, from any menu after login: {@code pause} and {@code resume}
 * stop and restart its clocks, {@code moretime} gives a player time, {@code adjudicate} ends the
 * game with a result. The organizers of the game's tournament and the server's admins may do all;
 * in a casual game the opponent may give time too (lichess "+15 s"), and its players may pause and
 * resume it by agreement (one asks, the other's own request agrees). What an arbiter did goes to
 * the tournament's audit log, or to the server log.
 */
final class ArbiterHand {

  /** The most one gift may add, so that a slip of the keyboard cannot give an hour. */
  static final long MAX_GIFT_SECONDS = 600;

  private static final Logger LOG = LoggerFactory.getLogger(ArbiterHand.class);

  private ArbiterHand() {}

  /** The answer if the command is one of the arbiter's, else {@code null}. */
  static CompletionStage<Menu.Step> answer(Session session, Command command, Menu stay) {
    CompletionStage<List<DomainEvent>> answer;
    if (command instanceof Command.Pause pause) {
      answer = pause(session, pause);
    } else if (command instanceof Command.Moretime gift) {
      answer = moretime(session, gift);
    } else if (command instanceof Command.Adjudicate verdict) {
      answer = adjudicate(session, verdict);
    } else {
      return null;
    }
    return answer.thenApply(events -> Menu.Step.of(stay, events));
  }

  private static CompletionStage<List<DomainEvent>> moretime(Session session,
      Command.Moretime gift) {
    GameRoom room = session.services().lobby().room(gift.game());
    if (room == null) {
      return refused(new Refused(Refusal.NO_SUCH_GAME));
    }
    if (gift.seconds() < 1 || gift.seconds() > MAX_GIFT_SECONDS) {
      return refused(new Refused(Refusal.TIME_GIFT_RANGE, "", MAX_GIFT_SECONDS));
    }
    String user = gift.user();
    if (!user.equals(room.player(Side.WHITE)) && !user.equals(room.player(Side.BLACK))) {
      return refused(new Refused(Refusal.NOT_A_PLAYER, user, gift.game()));
    }
    Side side = room.sideOf(user);
    boolean opponent = session.name().equals(room.player(side.opponent()));
    return arbitration(session, gift.game()).thenCompose(arbitration -> {
      if (!arbitration.allowed() && !(opponent && arbitration.tournament() == null)) {
        return refused(new Refused(Refusal.NOT_GAME_ARBITER, "", gift.game()));
      }
      AuditAction action = AuditAction.of(Kind.MORETIME, gift.game(), user, gift.seconds());
      return session.back(room.giveTime(side, gift.seconds(), session))
          .thenApply(progress -> done(session, arbitration, action, progress));
    });
  }

  private static CompletionStage<List<DomainEvent>> pause(Session session, Command.Pause pause) {
    GameRoom room = session.services().lobby().room(pause.game());
    if (room == null) {
      return refused(new Refused(Refusal.NO_SUCH_GAME));
    }
    String name = session.name();
    boolean player = name.equals(room.player(Side.WHITE)) || name.equals(room.player(Side.BLACK));
    return arbitration(session, pause.game()).thenCompose(arbitration -> {
      Side asker = null;
      if (!arbitration.allowed()) {
        if (!player || arbitration.tournament() != null) {
          return refused(new Refused(Refusal.PAUSE_NOT_ALLOWED, "", pause.game()));
        }
        asker = room.sideOf(name); // a casual game's player asks; the opponent must agree
      }
      AuditAction action = AuditAction.of(pause.pause() ? Kind.GAME_PAUSE : Kind.GAME_RESUME,
          pause.game());
      return session.back(room.pause(pause.pause(), session, asker))
          .thenApply(progress -> done(session, arbitration, action, progress));
    });
  }

  private static CompletionStage<List<DomainEvent>> adjudicate(Session session,
      Command.Adjudicate verdict) {
    GameRoom room = session.services().lobby().room(verdict.game());
    if (room == null) {
      return refused(new Refused(Refusal.NO_SUCH_GAME));
    }
    Ending ending = switch (verdict.result()) {
      case "1-0" -> new Ending(Side.WHITE, Termination.ADJUDICATION);
      case "0-1" -> new Ending(Side.BLACK, Termination.ADJUDICATION);
      case "1/2-1/2" -> new Ending(null, Termination.ADJUDICATION);
      default -> null;
    };
    if (ending == null) {
      return refused(new Refused(Refusal.ADJUDICATION_RESULT));
    }
    return arbitration(session, verdict.game()).thenCompose(arbitration -> {
      if (!arbitration.allowed()) {
        return refused(new Refused(Refusal.NOT_GAME_ARBITER, "", verdict.game()));
      }
      AuditAction action = verdict.reason() == null
          ? AuditAction.of(Kind.ADJUDICATE, verdict.game(), verdict.result())
          : AuditAction.of(Kind.ADJUDICATE_WHY, verdict.game(), verdict.result(),
              verdict.reason());
      return session.back(room.adjudicate(ending, session, verdict.reason()))
          .thenApply(progress -> done(session, arbitration, action, progress));
    });
  }

  /** Who arbitrates the game: without a director (a server with no tournaments) nobody does. */
  private static CompletionStage<Arbitration> arbitration(Session session, long game) {
    TournamentDirector director = session.services().tournaments();
    if (director == null) {
      return CompletableFuture.completedFuture(new Arbitration(null, false));
    }
    return session.back(director.arbitration(session.name(), game));
  }

  /** The arbiter's answer; what they did, if the room did it, goes in the log. */
  private static List<DomainEvent> done(Session session, Arbitration arbitration,
      AuditAction action, Progress progress) {
    if (progress.missed()) {
      return List.of(new Refused(Refusal.NO_SUCH_GAME));
    }
    List<DomainEvent> answer = progress.answer();
    if (answer.stream().noneMatch(Refused.class::isInstance)) {
      if (arbitration.tournament() != null) {
        session.services().tournaments().audit(arbitration.tournament(), session.name(), action);
      } else {
        // a player's pause or resume that waits for the opponent changed nothing yet
        boolean asked = answer.stream().anyMatch(event -> event instanceof Done done
            && (done.ack() == Ack.PAUSE_ASKED || done.ack() == Ack.RESUME_ASKED));
        LOG.info("{} in a casual game: {} {}{}", session.name(), action.kind().code(),
            action.args(), asked ? " asked; the opponent has not agreed" : "");
      }
    }
    return answer;
  }

  private static CompletionStage<List<DomainEvent>> refused(Refused refusal) {
    return CompletableFuture.completedFuture(List.of(refusal));
  }
}
