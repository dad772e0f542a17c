package arbiter.event;

/** The menus whose help is shown; the network variants add the lobby and game commands. */
public enum MenuKind {
  REGISTRATION,
  MAIN,
  MAIN_NETWORK,
  GAME,
  GAME_NETWORK
}
