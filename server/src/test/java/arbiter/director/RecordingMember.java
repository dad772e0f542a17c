package arbiter.director;

import arbiter.event.DomainEvent;
import arbiter.game.GameRoom;
import arbiter.lobby.Member;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/** A logged-in user as the lobby sees them, who keeps every event they are told. */
class RecordingMember implements Member {

  private final String name;
  private final List<DomainEvent> events = new ArrayList<>();

  RecordingMember(String name) {
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void receive(DomainEvent event) {
    events.add(event);
  }

  @Override
  public void gameEnded(GameRoom room) {}

  @Override
  public void enterGame(GameRoom room, Side side) {}

  @Override
  public void takenOver() {}

  @Override
  public java.util.concurrent.Executor executor() {
    return Runnable::run;
  }

  /** The events of one type this user was told, oldest first. */
  <T extends DomainEvent> List<T> received(Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
