package arbiter.face.words;

import arbiter.event.Actor;
import arbiter.event.AuditAction;

/**
 * The words of an audit log's action, shared by the faces: the sentence {@code audit.<kind>} with
 * the action's arguments in order. In English each reads as the command that did it used to
 * ({@code swap ann bob in round 2}), which is what the log showed before actions were typed.
 */
public final class AuditSentences {

  /** Where an action's sentence is: the key is this and the kind's code. */
  public static final String PREFIX = "audit.";

  private AuditSentences() {}

  /** Who did an action: the user's name, or the director in the language ({@code server}). */
  public static String actor(Words w, Actor by) {
    return by instanceof Actor.User user ? user.name() : w.get("actor.director");
  }

  /** An action in a language. */
  public static String of(Words w, AuditAction action) {
    return w.get(PREFIX + action.kind().code(), action.args().toArray());
  }
}
