package arbiter.command;

/** What a {@code simul} command asks for; each face's reader maps its own words to one. */
public enum SimulAction {
  /** Host a simul: the variant, time and host's colour come with it. */
  CREATE,
  /** Join the simul of the host named. */
  JOIN,
  /** Leave the simul one joined, or cancel one's own before it starts. */
  LEAVE,
  /** The host starts their simul: a board for each opponent. */
  START,
  /** The simul of the host named, as it stands. */
  SHOW,
  /** The open and running simuls. */
  LIST,
  /** The log of the simul of the host named. */
  AUDIT,
  /** Words that fit no simul command: the answer is the commands' usage. */
  USAGE
}
