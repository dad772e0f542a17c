package arbiter.lobby;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * A member that keeps what it is told, on the caller's thread, and the game it is at (the lobby's
 * tests; the director's extend it).
 */
public class RecordingPlayer implements Member {

  final String name;
  final List<DomainEvent> events = new ArrayList<>();
  long lag;
  GameRoom room;
  Side side;

  public RecordingPlayer(String name) {
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void receive(DomainEvent event) {
    record(event);
  }

  /** Keeps an event told to this player, as an answer or as news. */
  void record(DomainEvent event) {
    events.add(event);
  }

  @Override
  public void gameEnded(GameRoom ended) {
    room = null;
  }

  @Override
  public void enterGame(GameRoom entered, Side entering) {
    room = entered;
    side = entering;
  }

  @Override
  public void takenOver() {}

  @Override
  public long lagMillis() {
    return lag;
  }

  @Override
  public Executor executor() {
    return Runnable::run;
  }

  /** The events of one type this player was told, oldest first. */
  public <T extends DomainEvent> List<T> received(Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }

  /** The last event of the type this player was told; fails if none. */
  <T extends DomainEvent> T last(Class<T> type) {
    for (int i = events.size() - 1; i >= 0; i--) {
      if (type.isInstance(events.get(i))) {
        return type.cast(events.get(i));
      }
    }
    throw new AssertionError("no " + type.getSimpleName() + " in " + events);
  }

  /** A move of this player: its answer is theirs, the rest goes to the others. */
  void move(Side mover, String move) {
    room.act(mover, new Command.Move(move)).thenAccept(progress -> progress.answer()
        .forEach(this::record));
  }

  /** A side's time left as this player was last shown it. */
  long clock(Side of) {
    return last(GameNews.ClockShown.class).view().clock().remaining(of);
  }
}
