package arbiter.bench.load;

import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One pair of load players and their current game. The bots run on different event loops; the
 * position is handed from the mover to the opponent through the server, so volatile suffices.
 */
final class LoadPair {

  final String white;
  final String black;
  final Variant variant;
  final int limit;
  final AtomicInteger ready = new AtomicInteger();
  /** Whether spectators watch this pair's games (their moves are timed apart too). */
  volatile boolean watched;
  /** The id of the pair's game as the first spectator last found it in {@code games}; 0 none. */
  volatile long gameId;
  /** White's bot: it challenges black, again after every game. */
  volatile Runnable challenge;
  volatile Position position;
  volatile String lastMove;
  volatile int turns;
  volatile long sentNanos;

  LoadPair(int index, Variant variant, int limit) {
    this.white = "lw" + index;
    this.black = "lb" + index;
    this.variant = variant;
    this.limit = limit;
  }

  /** Plays a random legal move for the side to move and returns its notation, to be sent now. */
  String playRandomMove() {
    List<Move> moves = position.legalMoves();
    Move move = moves.get(ThreadLocalRandom.current().nextInt(moves.size()));
    String text = variant.notation().format(position, move);
    position = position.play(move);
    turns++;
    lastMove = text;
    sentNanos = System.nanoTime();
    return text;
  }

  /** Whether the game is over after the last move (the server then sends a result). */
  boolean over() {
    return position.outcome().isOver() || (limit > 0 && turns >= limit);
  }
}
