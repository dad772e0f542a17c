package arbiter.game;

import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.List;

/**
 * A stored game.
 *
 * @param result {@code white}, {@code black}, {@code draw}, or {@code null} while it runs
 * @param moves the moves in the variant's native notation
 * @param whiteUndos how many undos white has spent, likewise {@code blackUndos}
 * @param timeControl the time control's text, {@code null} when untimed
 * @param clocks with each move, the time its mover had left after it (same order as {@code moves};
 *     empty when untimed)
 * @param startedAt when it started, epoch milliseconds
 * @param finishedAt when it ended, epoch milliseconds; 0 while it runs
 * @param rated whether it counts for the ratings
 * @param paused whether it was paused (a running game)
 * @param gifts the time given to its players, in the order given
 * @param correction how an arbiter changed its result, {@code null} when none did
 * @param adjudication which arbiter ended it while it ran, {@code null} when none did
 */
public record StoredGame(
    long id,
    String variant,
    String white,
    String black,
    int limit,
    String result,
    String reason,
    List<String> moves,
    int whiteUndos,
    int blackUndos,
    String timeControl,
    List<MoveClock> clocks,
    long startedAt,
    long finishedAt,
    boolean rated,
    boolean paused,
    List<TimeGift> gifts,
    Correction correction,
    Adjudication adjudication) {

  /**
   * An arbiter's change of a finished game's result.
   *
   * @param by the arbiter
   * @param result the result word the game had before ({@code white}, {@code black}, {@code draw})
   * @param reason the reason word it had before
   */
  public record Correction(String by, String result, String reason) {}

  /**
   * An arbiter's end of a running game (its result is the game's, or the one a correction
   * replaced).
   *
   * @param by the arbiter
   * @param note what the arbiter gave as the reason, {@code null} when nothing
   */
  public record Adjudication(String by, String note) {}

  /**
   * Time given to a player ({@code white} or black) after the game's first {@code ply} moves;
   * {@code berserk}: their arena berserk (negative millis, and no increment from then on).
   */
  public record TimeGift(boolean white, int ply, long millis, boolean berserk) {

    /** An arbiter's gift. */
    public TimeGift(boolean white, int ply, long millis) {
      this(white, ply, millis, false);
    }
  }

  /** A game that is not paused, given no time and not corrected. */
  public StoredGame(long id, String variant, String white, String black, int limit, String result,
      String reason, List<String> moves, int whiteUndos, int blackUndos, String timeControl,
      List<MoveClock> clocks, long startedAt, long finishedAt, boolean rated) {
    this(id, variant, white, black, limit, result, reason, moves, whiteUndos, blackUndos,
        timeControl, clocks, startedAt, finishedAt, rated, false, new java.util.ArrayList<>(), null,
        null);
  }

  /** The time a mover had left after a move: milliseconds, and byoyomi periods. */
  public record MoveClock(long millis, int periods) {}

  /** An untimed game in which no undo was spent. */
  public StoredGame(long id, String variant, String white, String black, int limit, String result,
      String reason, List<String> moves) {
    this(id, variant, white, black, limit, result, reason, moves, 0, 0, null, List.of(), 0, 0,
        true);
  }

  /** The same game with one more undo spent by {@code white} or black. */
  public StoredGame withUndo(boolean white) {
    return new StoredGame(id, variant, this.white, black, limit, result, reason, moves,
        whiteUndos + (white ? 1 : 0), blackUndos + (white ? 0 : 1), timeControl, clocks,
        startedAt, finishedAt, rated, paused, gifts, correction, adjudication);
  }

  /** The same game, paused or not. */
  public StoredGame withPaused(boolean isPaused) {
    return new StoredGame(id, variant, white, black, limit, result, reason, moves, whiteUndos,
        blackUndos, timeControl, clocks, startedAt, finishedAt, rated, isPaused, gifts,
        correction, adjudication);
  }

  /** The same game, ended by {@code arbiter} while it ran. */
  public StoredGame withAdjudication(Adjudication arbiter) {
    return new StoredGame(id, variant, white, black, limit, result, reason, moves, whiteUndos,
        blackUndos, timeControl, clocks, startedAt, finishedAt, rated, paused, gifts,
        correction, arbiter);
  }

  /** The game after {@code ply} of its moves; {@code null} when its variant is not known here. */
  public GameView after(int ply) {
    Variant known = Variants.byId(variant).orElse(null);
    return known == null ? null : Match.replayed(known, this, ply).view(id, ply, null);
  }
}
