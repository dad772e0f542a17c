package arbiter.face.json;

import java.util.List;

/**
 * One event in JSON ({@link JsonEvents}): its messages, how a command's answer uses them, and the
 * words it adds to an answer's {@code ok}.
 */
record JsonSent(Role role, List<Outgoing> messages, List<String> words) {

  /** How a command's answer uses an event. */
  enum Role {
    /** The answer is this event's messages and nothing else: a listing, a refusal, a board. */
    ALONE,
    /** A simul's answer: its messages, and those of a board shown after it. */
    SIMUL,
    /** Its words join the answer's {@code ok}; its messages (a game started, a state) follow. */
    PART
  }
}
