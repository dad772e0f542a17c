package arbiter.game;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What the faces made of one {@link GameView}, kept with it: a change is rendered once and the
 * result shared by every seat and spectator that is shown it, however many there are.
 */
public final class Renderings {

  private final ConcurrentHashMap<Object, Object> made = new ConcurrentHashMap<>(4);

  /** The rendering under {@code key} if one is made, else {@code null}. */
  @SuppressWarnings("unchecked")
  public <T> T made(Object key) {
    return (T) made.get(key);
  }

  /**
   * The rendering under {@code key}, made by {@code render} the first time it is asked for. A
   * rendering may ask for another (a state for its legal moves): it is made outside the map's
   * locks, and should two threads make one at once, both get the first stored.
   */
  @SuppressWarnings("unchecked")
  public <T> T get(Object key, Supplier<T> render) {
    Object found = made.get(key);
    if (found == null) {
      Object rendered = render.get();
      found = made.putIfAbsent(key, rendered);
      found = found == null ? rendered : found;
    }
    return (T) found;
  }
}
