package arbiter.face;

import arbiter.event.AnswerEvent;
import arbiter.event.ClosingReason;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.session.Conversation;
import java.util.concurrent.CompletableFuture;

/** What the text and JSON faces' readers share: the session hears of the connection's fate. */
public abstract class SessionLines implements LineReader {

  /** The session the lines are read into. */
  protected final Conversation session;

  protected SessionLines(Conversation session) {
    this.session = session;
  }

  @Override
  public void lineTooLong() {
    session.receive(new AnswerEvent.Refused(Refusal.LINE_TOO_LONG));
  }

  @Override
  public void timedOut(long loginDeadlineSeconds) {
    session.receive(loginDeadlineSeconds > 0
        ? new AnswerEvent.Refused(Refusal.LOGIN_DEADLINE, "", loginDeadlineSeconds)
        : new LobbyNews.IdleTimedOut());
  }

  @Override
  public CompletableFuture<Void> closing(ClosingReason reason) {
    session.receive(new LobbyNews.Closing(reason));
    return session.inOrder(() -> { }); // after the notice
  }

  @Override
  public void closed(boolean overflowed) {
    if (overflowed) {
      session.abandon(); // what it asked for and never read would only be built to be dropped
    }
    session.disconnected();
  }
}
