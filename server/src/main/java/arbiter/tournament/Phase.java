package arbiter.tournament;

/** Where a tournament stands in its life. */
public enum Phase {
  /** Players may join and leave; nothing is paired yet. */
  REGISTRATION,
  /** Rounds are being paired and played. */
  RUNNING,
  /** The last round is closed (or no further round could be paired); standings are final. */
  FINISHED
}
