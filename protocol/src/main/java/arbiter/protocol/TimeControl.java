package arbiter.protocol;

import java.util.List;

/**
 * How much time each player has: untimed, Fischer, delay, stages (FIDE classical) or byoyomi.
 * Written as text in challenges, tournaments, the store and every face.
 */
public sealed interface TimeControl {

  /** What {@link #parse} accepts, for a one-line error. */
  String FORMS = "a time control is 5+3 (minutes + seconds added a move), 25d5 (minutes, seconds of"
      + " delay a move), 40/90+30,30+30 (moves/minutes+increment stages), 10b30x3 (minutes,"
      + " then 3 byoyomi periods of 30 seconds) or none";

  /** No clocks (seed 002's games). */
  record Untimed() implements TimeControl {}

  /** {@code M+S}: base time, and an increment added after each move. */
  record Fischer(long baseMillis, long incrementMillis) implements TimeControl {

    /** Refuses what {@link #parse} refuses, so that {@link #text} always reads back. */
    public Fischer {
      TimeControlText.requireTime("base", baseMillis, TimeControlText.MAX_BASE_MILLIS);
      TimeControlText.requireTime("increment", incrementMillis, TimeControlText.MAX_MOVE_MILLIS);
      TimeControlText.requireFirstMoveTime(baseMillis);
    }
  }

  /**
   * {@code MdS}: base time, and a simple (US) delay: each move the clock waits that long before it
   * starts to run; unused delay is not added.
   */
  record Delay(long baseMillis, long delayMillis) implements TimeControl {

    /** Refuses what {@link #parse} refuses, so that {@link #text} always reads back. */
    public Delay {
      TimeControlText.requireTime("base", baseMillis, TimeControlText.MAX_BASE_MILLIS);
      TimeControlText.requireTime("delay", delayMillis, TimeControlText.MAX_MOVE_MILLIS);
      // the delay passes before the base starts to run, so 0d5 leaves 5 s for every move
      TimeControlText.requireFirstMoveTime(baseMillis + delayMillis);
    }
  }

  /**
   * {@code 40/90+30,30+30}: stages played one after another; a stage of {@code moves} moves (0: the
   * rest of the game) adds its base time when it begins; its increment is added after each move
   * made in it.
   */
  record Stages(List<Stage> stages) implements TimeControl {

    /**
     * Needs two stages or more (one stage is {@link Fischer}), each with a move count except the
     * last, which is the rest of the game.
     */
    public Stages {
      stages = List.copyOf(stages);
      TimeControlText.requireStages(stages);
    }
  }

  /** One stage of {@link Stages}; {@code moves} 0 means the rest of the game. */
  record Stage(int moves, long baseMillis, long incrementMillis) {

    /** Refuses what {@link #parse} refuses. */
    public Stage {
      TimeControlText.requireStageMoves(moves);
      TimeControlText.requireTime("base", baseMillis, TimeControlText.MAX_BASE_MILLIS);
      TimeControlText.requireTime("increment", incrementMillis, TimeControlText.MAX_MOVE_MILLIS);
    }
  }

  /**
   * {@code 10b30x3}: main time, then {@code periods} periods of {@code periodMillis}: a move made
   * within a period keeps it; an overrun uses it up; overrunning the last one loses.
   */
  record Byoyomi(long mainMillis, int periods, long periodMillis) implements TimeControl {

    /** Refuses what {@link #parse} refuses: at least one period, of some time. */
    public Byoyomi {
      TimeControlText.requireTime("main time", mainMillis, TimeControlText.MAX_BASE_MILLIS);
      TimeControlText.requireTime("period", periodMillis, TimeControlText.MAX_MOVE_MILLIS);
      TimeControlText.requirePositive("period", periodMillis);
      TimeControlText.requirePeriods(periods);
    }
  }

  /** Whether the game has clocks at all. */
  default boolean timed() {
    return !(this instanceof Untimed);
  }

  /**
   * Reads a time control; {@code null}, empty or {@code none} is untimed.
   *
   * @throws IllegalArgumentException with {@link #FORMS} as its message when the text is none
   */
  static TimeControl parse(String text) {
    return TimeControlText.parse(text);
  }

  /** The canonical text ({@code 5+3}, {@code none} when untimed); {@link #parse} reads it back. */
  default String text() {
    return TimeControlText.format(this);
  }
}
