package arbiter.boot;

import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.List;
import java.util.Random;

/**
 * Plays one side of a networked game with random legal moves, keeping its own copy of the
 * position by the rules, so it knows which lines the server must send.
 */
final class RandomPlayer {

  private final LineClient client;
  private final String name;
  private final Variant variant;
  private final Random random;

  RandomPlayer(LineClient client, String name, Variant variant, long seed) {
    this.client = client;
    this.name = name;
    this.variant = variant;
    this.random = new Random(seed);
  }

  /** Plays a random legal move; returns the position after it. */
  Position move(Position position) {
    List<Move> moves = position.legalMoves();
    Move move = moves.get(random.nextInt(moves.size()));
    String text = variant.notation().format(position, move);
    client.send(text);
    client.await("turn completed");
    return position.play(move);
  }

  /** Waits for the opponent's move and plays it on the position. */
  Position opponentMoved(Position position, String opponent) throws Exception {
    String line = client.awaitLine(text -> text.startsWith(opponent + " played "));
    String notation = line.substring((opponent + " played ").length());
    return position.play(variant.notation().parse(position, notation));
  }

  /** The line announcing the result, which the client must receive next (after the board). */
  String awaitResult() {
    return client.awaitLine(line -> line.equals("draw") || line.startsWith("player "));
  }

  String name() {
    return name;
  }

  static String expectedResult(Position position, int turns, int limit, String white, String black) {
    var outcome = position.outcome();
    if (outcome.status() == arbiter.rules.Outcome.Status.WIN) {
      Side winner = outcome.winner();
      return "player " + (winner == Side.WHITE ? white : black) + " with color " + winner.label()
          + " won";
    }
    if (outcome.isOver() || (limit > 0 && turns >= limit)) {
      return "draw";
    }
    return null;
  }
}
