package arbiter.session;

import arbiter.command.Command;
import arbiter.command.SimulAction;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.SimulEvent;
import arbiter.simul.SimulNotice;
import arbiter.simul.SimulRefusal;
import arbiter.simul.Simuls;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * The {@code simul} commands from any menu after login, and {@code game N} outside a host's
 * boards. A host whose simul starts goes to the {@link BoardsMenu}.
 */
final class SimulCommands {

  private SimulCommands() {}

  /** The answer if the command is one of them, else {@code null}. */
  static CompletionStage<Menu.Step> answer(Session session, Command command, Menu stay) {
    if (command instanceof Command.Board) {
      return Menu.Step.of(stay, new SimulEvent.SimulRefused(SimulRefusal.NOT_YOUR_BOARD, ""))
          .now();
    }
    if (!(command instanceof Command.Simul simul)) {
      return null;
    }
    Simuls simuls = session.services().simuls();
    if (simuls == null) {
      return Menu.Step.of(stay, new AnswerEvent.Refused(Refusal.INVALID_COMMAND)).now();
    }
    if (simul.action() == SimulAction.START && !(stay instanceof MainMenu)) {
      // a host at a game of their own must end it before their boards begin
      return Menu.Step.of(stay, new SimulEvent.SimulRefused(SimulRefusal.ALREADY_PLAYING,
          session.name())).now();
    }
    return session.back(simuls.command(session.name(), session, simul))
        .thenApply(answer -> Menu.Step.of(started(answer)
            ? BoardsMenu.of(session, simuls.boardsOf(session.name())) : stay, answer));
  }

  private static boolean started(List<DomainEvent> answer) {
    return answer.size() == 1 && answer.get(0) instanceof SimulEvent.SimulAnswered answered
        && answered.action() == SimulNotice.STARTED;
  }
}
