package arbiter.event;

import java.util.ArrayList;
import java.util.List;

/**
 * What a command did: the events it made, each with its audience. The sender's share is the
 * command's answer ({@link #answer()}); one publish sends the rest.
 *
 * @param missed the command was not run: the game it was for had ended (the main menu takes it)
 */
public record Progress(List<Addressed> events, boolean missed) {

  /** An event and who may see it. */
  public record Addressed(Audience audience, DomainEvent event) {}

  /** Nothing was done: the game had ended before the command reached it. */
  public static final Progress MISSED = new Progress(List.of(), true);

  /** Nothing to tell anyone. */
  public static final Progress NONE = new Progress(List.of(), false);

  public Progress {
    events = List.copyOf(events);
  }

  /** The events, all for one audience. */
  public static Progress to(Audience audience, DomainEvent... events) {
    List<Addressed> addressed = new ArrayList<>(events.length);
    for (DomainEvent event : events) {
      addressed.add(new Addressed(audience, event));
    }
    return new Progress(addressed, false);
  }

  /** The events of the sender alone. */
  public static Progress answer(DomainEvent... events) {
    return to(Audience.At.MOVER, events);
  }

  /** The events of the sender alone. */
  public static Progress answer(List<DomainEvent> events) {
    return to(Audience.At.MOVER, events.toArray(DomainEvent[]::new));
  }

  /** This progress, then {@code event} for {@code audience}. */
  public Progress and(Audience audience, DomainEvent event) {
    List<Addressed> more = new ArrayList<>(events);
    more.add(new Addressed(audience, event));
    return new Progress(more, missed);
  }

  /** What the sender sees: their own events and everyone's, in order. */
  public List<DomainEvent> answer() {
    List<DomainEvent> answer = new ArrayList<>(events.size());
    for (Addressed addressed : events) {
      if (addressed.audience() == Audience.At.MOVER || addressed.audience() == Audience.At.EVERYONE) {
        answer.add(addressed.event());
      }
    }
    return answer;
  }

  /** Whether the command ended the game. */
  public boolean ended() {
    for (Addressed addressed : events) {
      if (addressed.event() instanceof GameNews.GameEnded) {
        return true;
      }
    }
    return false;
  }
}
