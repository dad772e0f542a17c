package arbiter.event;

/** A command that succeeded with nothing to show but that it did; each face says it its way. */
public enum Ack {
  REGISTERED,
  LOGGED_IN,
  LOGGED_OUT,
  /** {@code subject}: the removed user. */
  REMOVED,
  PROGRAM_ENDED,
  CHALLENGE_DECLINED,
  STOPPED_OBSERVING,
  SELECTED,
  DESELECTED,
  UNDONE,
  DRAW_OFFERED,
  /** {@code subject}: the user the challenge was to. */
  CHALLENGE_WITHDRAWN,
  /** {@code subject}: the number of the seek ad. */
  SEEK_POSTED,
  /** The user's seek ads were removed. */
  SEEKS_REMOVED,
  /** The user asked to remove their seek ads and had none. */
  NO_SEEKS,
  /** A player asked to pause their casual game; {@code subject}: the opponent who must agree. */
  PAUSE_ASKED,
  /** A player asked to resume their paused casual game; {@code subject}: the opponent. */
  RESUME_ASKED
}
