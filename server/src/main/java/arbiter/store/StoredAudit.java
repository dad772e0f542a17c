package arbiter.store;

import arbiter.event.Actor;
import arbiter.event.AuditAction;
import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;

/**
 * An audit log's action as its row keeps it (the tournaments' and the simuls'): the kind's code
 * and the arguments as a JSON array of texts and whole numbers; a row stored before actions were
 * typed keeps its command text and reads as {@code legacy}.
 */
final class StoredAudit {

  private static final Gson GSON = new Gson();

  /**
   * The {@code by_user} of a line the director wrote: no user name has brackets. Rows before V60
   * said {@code server}, which a user may be named; V60 rewrote them to this.
   */
  static final String DIRECTOR = "(director)";

  private StoredAudit() {}

  /** The {@code by_user} column of an actor: the user's name as the log keeps it, or the mark. */
  static String actor(Actor by) {
    return by instanceof Actor.User user ? user.name() : DIRECTOR;
  }

  /** The actor a {@code by_user} column names. */
  static Actor actor(String column) {
    return column.equals(DIRECTOR) ? Actor.DIRECTOR : Actor.user(column);
  }

  /** The {@code args} column of an action. */
  static String args(AuditAction action) {
    return GSON.toJson(action.args());
  }

  /**
   * A stored action: its kind and arguments, or the command text of a row stored before they
   * were typed; a kind this server does not know (a newer one's) shows as its code and arguments.
   */
  static AuditAction action(String code, String args, String text) {
    AuditAction.Kind kind = AuditAction.Kind.of(code);
    if (kind == AuditAction.Kind.LEGACY || args == null) {
      return AuditAction.legacy(text);
    }
    if (kind == null) {
      return AuditAction.legacy(code + " " + args);
    }
    List<Object> values = new ArrayList<>();
    for (JsonElement arg : JsonParser.parseString(args).getAsJsonArray()) {
      JsonPrimitive value = arg.getAsJsonPrimitive();
      values.add(value.isNumber() ? (Object) value.getAsLong() : value.getAsString());
    }
    return new AuditAction(kind, values);
  }
}
