package arbiter.event;

/** Why the server closes a connection ({@link LobbyNews.Closing}); its wire form is lower-case. */
public enum ClosingReason {
  /** The server (or the cluster's edge the client is on) is stopping. */
  STOPPING,
  /** A cluster's edge heard no core for too long (or could not resume the login) and gives up. */
  UNAVAILABLE;

  /** The wire form, e.g. {@code "stopping"}. */
  public String wire() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
