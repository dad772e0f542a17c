package arbiter.command;

import arbiter.event.Asked;
import arbiter.protocol.JsonCodec;

/** What a command asked, in the form its answer carries to the faces ({@link Asked}). */
public final class Asking {

  private Asking() {}

  /** The faces' view of {@code command}. */
  public static Asked of(Command command) {
    if (command instanceof Command.Login login) {
      return new Asked.Login(login.user(), false);
    }
    if (command instanceof Command.GuestLogin guest) {
      return new Asked.Login(guest.user(), true);
    }
    if (command instanceof Command.Resume resume) {
      return new Asked.Resume(resume.user());
    }
    if (command instanceof Command.Logout || command instanceof Command.LogoutAll) {
      return new Asked.Logout(command instanceof Command.LogoutAll);
    }
    if (command instanceof Command.Challenge challenge) {
      return new Asked.Challenge(challenge.user(), challenge.time(), challenge.rated());
    }
    if (command instanceof Command.Accept accept) {
      return new Asked.Offer(Asked.Answering.ACCEPT, accept.user());
    }
    if (command instanceof Command.Decline decline) {
      return new Asked.Offer(Asked.Answering.DECLINE, decline.user());
    }
    if (command instanceof Command.Withdraw withdraw) {
      return new Asked.Offer(Asked.Answering.WITHDRAW, withdraw.user());
    }
    if (command instanceof Command.Move move) {
      return new Asked.Move(move.text());
    }
    if (command instanceof Command.Sought sought) {
      return new Asked.Sought(sought.info());
    }
    if (command instanceof Command.ShowTime) {
      return new Asked.ShowTime();
    }
    return new Asked.Other(request(command));
  }

  /** The wire name of the request a command without a form of its own came from. */
  private static String request(Command command) {
    if (command instanceof Command.Select || command instanceof Command.MoveSelected
        || command instanceof Command.Deselect || command instanceof Command.NextTurn) {
      return "move";
    }
    if (command instanceof Command.Say) {
      return "chat";
    }
    if (command instanceof Command.Tournament) {
      return "tournament";
    }
    if (command instanceof Command.Pause pause) {
      return pause.pause() ? "pause" : "resume";
    }
    // the other commands are named as their requests: Who -> who, Finger -> finger
    return JsonCodec.typeOf(command.getClass());
  }
}
