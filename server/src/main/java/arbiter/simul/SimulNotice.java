package arbiter.simul;

/** What a simul answer or its news says happened; each face words it by key. */
public enum SimulNotice {
  /** A simul was created (the answer to its host). */
  CREATED,
  /** A player joined (the answer to them; news to the host). */
  JOINED,
  /** A player left (the answer to them; news to the host). */
  LEFT,
  /** The host cancelled the simul before its start (news to its players). */
  CANCELLED,
  /** The boards began (the answer to the host). */
  STARTED,
  /** An opponent's board began as a game (news to them). */
  BOARD,
  /** An opponent was playing another game at the start, so got no board (news to both). */
  DROPPED,
  /** The simul as it is ({@code simul show}). */
  SHOWN,
  /** The host is at another board now ({@code game N}, or their board ended). */
  AT_BOARD
}
