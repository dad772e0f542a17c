package arbiter.game;

import arbiter.rules.Position;

/**
 * A room's game as it stands: the current {@link Match} value, its clocks and the numbering of
 * the views its changes show. A change is taken up only once it is stored. Confined to the room's
 * thread, but for the counts that listings read.
 */
final class RoomGame {

  final long id;
  /** Both clocks and their flag timer, {@code null} in an untimed game. */
  final RoomClock clock;
  private Match match;
  /** Counts the changes of the game: the {@code seq} of its views. */
  private long seq;
  /** The boards change {@code seq} and the one before it showed ({@code null}: not known). */
  private Position shown;
  private Position shownBefore;
  // read by other threads for listings
  private volatile int turns;
  private volatile boolean over;

  RoomGame(long id, Match match, RoomClock clock) {
    this.id = id;
    this.match = match;
    this.clock = clock;
  }

  Match match() {
    return match;
  }

  /** The game goes on as {@code next}: a change that was stored (or needs no storing). */
  void take(Match next) {
    match = next;
    turns = next.turns();
  }

  int turns() {
    return turns;
  }

  boolean over() {
    return over;
  }

  void over(boolean isOver) {
    over = isOver;
  }

  /** The game as it stands, numbered by the changes so far. */
  GameView view() {
    return view(match);
  }

  private GameView view(Match game) {
    return game.view(id, seq, clock == null ? null : clock.view()).after(shownBefore);
  }

  /** The game as it stands after a change: the next number, with the board the one before showed. */
  GameView nextView() {
    return nextView(match);
  }

  /** {@code game}, a change not taken up yet, as the next view. */
  GameView nextView(Match game) {
    seq++;
    shownBefore = shown;
    GameView view = view(game);
    shown = view.position();
    return view;
  }

  /**
   * A resumed game's numbering goes on from {@code first}: a number larger than any its views had
   * before the restart, so that no client takes its states for old ones.
   */
  void numberFrom(long first) {
    seq = first;
  }

  /** The change last numbered was not stored, so nobody saw it: the next is shown whole. */
  void unseen() {
    shown = null;
  }
}
