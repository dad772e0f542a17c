package arbiter.lobby;

import arbiter.clock.Ticker;
import arbiter.event.GameNews;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The sessions that watch the lobby, and the pushes that keep them current. Changes that come
 * together (a round's games starting, a crowd logging in) are sent as one push a short while after
 * the first of them, so a watcher gets a few snapshots a second at most, however busy the lobby is.
 */
final class LobbyWatch {

  /** How long a change waits for others to join it before the watchers are told. */
  static final long GATHER_MILLIS = 100;

  private final Ticker ticker;
  private final Supplier<GameNews.LobbyShown> snapshot;
  private final Set<Member> watchers = new LinkedHashSet<>();
  private boolean pending;

  /** @param snapshot the lobby as it is now; taken when a push goes out */
  LobbyWatch(Ticker ticker, Supplier<GameNews.LobbyShown> snapshot) {
    this.ticker = ticker;
    this.snapshot = snapshot;
  }

  /** The member watches from now on; it is shown the lobby at once. */
  void watch(Member member, GameNews.LobbyShown now) {
    synchronized (this) {
      watchers.add(member);
    }
    member.receive(now);
  }

  /** The member no longer watches (asked so, or left). */
  synchronized void unwatch(Member member) {
    watchers.remove(member);
  }

  /** Something watchers see changed: they are told after {@link #GATHER_MILLIS}. */
  synchronized void changed() {
    if (pending || watchers.isEmpty()) {
      return;
    }
    pending = true;
    ticker.schedule(this::push, GATHER_MILLIS);
  }

  private void push() {
    List<Member> told;
    synchronized (this) {
      pending = false;
      told = List.copyOf(watchers);
    }
    if (told.isEmpty()) {
      return;
    }
    GameNews.LobbyShown shown = snapshot.get();
    for (Member member : told) {
      member.receive(shown); // a face only queues the write: this never blocks
    }
  }
}
