package arbiter.game;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Supplier;

/**
 * What the faces made of one {@link GameView}, kept with it: a change is rendered once and the
 * result shared by every seat and spectator that is shown it, however many there are.
 *
 * <p>A view holds a few renderings at most (a state, its legal moves, a delta), so they are a
 * short list walked by key identity (a key is a constant, such as an enum's), newest first: a
 * {@code ConcurrentHashMap} hashed the key for each of the several looks a move's state makes.
 */
public final class Renderings {

  /** One rendering, and those made before it; immutable, so a thread that sees it sees it whole. */
  private record Made(Object key, Object value, Made next) {}

  private static final VarHandle FIRST;

  static {
    try {
      FIRST = MethodHandles.lookup().findVarHandle(Renderings.class, "first", Made.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** The latest rendering made, which leads to the others. */
  private volatile Made first;

  /** The rendering under {@code key} (compared by identity) if one is made, else {@code null}. */
  @SuppressWarnings("unchecked")
  public <T> T made(Object key) {
    return (T) find(first, key);
  }

  private static Object find(Made from, Object key) {
    for (Made made = from; made != null; made = made.next) {
      if (made.key == key) {
        return made.value;
      }
    }
    return null;
  }

  /**
   * The rendering under {@code key}, made by {@code render} the first time it is asked for. A
   * rendering may ask for another (a state for its legal moves): it is made outside any lock,
   * and should two threads make one at once, both get the first stored.
   */
  @SuppressWarnings("unchecked")
  public <T> T get(Object key, Supplier<T> render) {
    Made seen = first;
    Object found = find(seen, key);
    if (found != null) {
      return (T) found;
    }
    Object rendered = render.get();
    if (rendered == null) {
      return null; // nothing to keep: asked again, it is made again
    }
    while (true) {
      seen = first; // the rendering may have added others
      found = find(seen, key);
      if (found != null) {
        return (T) found;
      }
      if (FIRST.compareAndSet(this, seen, new Made(key, rendered, seen))) {
        return (T) rendered;
      }
    }
  }
}
