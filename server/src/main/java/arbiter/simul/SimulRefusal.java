package arbiter.simul;

/** Why a simul command was refused; each face words it by key ({@code simul.refused.*}). */
public enum SimulRefusal {
  /** The host tried to join their own simul as an opponent. */
  HOST_IS_OPPONENT,
  /** Joining or leaving after the start. */
  ALREADY_STARTED,
  /** {@code simul start} with nobody to play. */
  NO_OPPONENTS,
  /** No open or running simul has this host. */
  NO_SUCH_SIMUL,
  /** The user already hosts or plays in an open or running simul. */
  ALREADY_IN_SIMUL,
  /** The user is already an opponent in this simul. */
  ALREADY_JOINED,
  /** {@code simul leave} by someone in no open simul. */
  NOT_JOINED,
  /**
   * The one rule of every format: the user (the subject) plays a game (the number) of another
   * format, a casual, tournament or simul game, and is refused a second until it ends.
   */
  ALREADY_PLAYING,
  /** {@code game N} names no board of the user's. */
  NOT_YOUR_BOARD,
  /** {@code simul create} with an unknown variant. */
  NO_SUCH_VARIANT,
  /** {@code simul create} with a time control that cannot be read. */
  BAD_TIME_CONTROL,
  /**
   * {@code simul join} by a player whose program cannot show the simul's variant (the subject),
   * as a chess program on the ICS port shows standard chess only.
   */
  VARIANT_UNPLAYABLE,
  /** A simul command whose words fit none: its usage. */
  USAGE
}
