package arbiter.face.words;

/**
 * The sentences every move is rendered with, looked up once a language ({@link Words#get(MoveKey,
 * Object...)}) rather than in the language's map at each move: a move's answer, board and news
 * took about 5% of the text event loop's samples in those lookups (issue 25). Each key states how
 * many arguments its sentence takes, which {@code MoveKeyTest} checks in every language: the
 * words check counts a call's arguments only where the key is written in the call.
 */
public enum MoveKey {
  MOVED("game.moved", 0),
  CAPTURED_ONE("game.captured_one", 0),
  CAPTURED("game.captured", 1),
  RIVAL_DESTROYED("game.rival_destroyed", 0),
  TURN_COMPLETED("game.turn_completed", 0),
  CLOCK("game.clock", 2),
  TURN("game.turn", 2),
  OPPONENT_PLAYED("game.opponent_played", 2),
  OPPONENT_MOVED("game.opponent_moved", 2),
  MOVE("game.move", 3),
  MOVE_KILLING("game.move_killing", 4),
  WHITE("side.white", 0),
  BLACK("side.black", 0),
  LAST_MOVE("grid.last_move", 2);

  private final String key;
  private final int arguments;

  MoveKey(String key, int arguments) {
    this.key = key;
    this.arguments = arguments;
  }

  /** The key in the language files. */
  public String key() {
    return key;
  }

  /** How many arguments the sentence takes. */
  public int arguments() {
    return arguments;
  }
}
