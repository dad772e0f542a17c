package arbiter.store;

import java.util.List;

/**
 * A stored game.
 *
 * @param result {@code white}, {@code black}, {@code draw}, or {@code null} while it runs
 * @param moves the moves in the variant's native notation
 */
public record StoredGame(
    long id,
    String variant,
    String white,
    String black,
    int limit,
    String result,
    String reason,
    List<String> moves) {}
