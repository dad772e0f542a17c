package arbiter.event;

import java.util.List;

/** A simul's answers and news. */
public sealed interface SimulEvent extends DomainEvent {

  /** A simul command's answer: what was done and the simul as it is now. */
  record SimulAnswered(arbiter.simul.SimulNotice action, arbiter.simul.SimulView simul)
      implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulAnswered(this); }
  }

  /** The open and running simuls, oldest first: {@code simul list}, and the lobby's watchers. */
  record SimulsListed(List<arbiter.simul.SimulView> simuls) implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulsListed(this); }
  }

  /** A simul command refused: why, and the user it names ({@code ""} when none). */
  record SimulRefused(arbiter.simul.SimulRefusal reason, String subject) implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulRefused(this); }
  }

  /**
   * News of the simul of {@code host}: {@code player} joined or left (told the host), a board
   * began as {@code game} or was dropped (told the opponent), the host is at {@code game} now.
   */
  record SimulNews(arbiter.simul.SimulNotice kind, String host, String player, long game)
      implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulNews(this); }
  }

  /** A simul's audit log: its host's actions, when and what. */
  record SimulAudited(String host, List<arbiter.simul.SimulArchive.AuditLine> lines)
      implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulAudited(this); }
  }

  /** Every board of a simul ended: its summary (+W =D -L), told everyone in it. */
  record SimulOver(arbiter.simul.SimulView simul) implements SimulEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulOver(this); }
  }
}
