package arbiter.game;

/** One running game as {@code games} lists it; {@code turns} counts completed turns. */
public record GameSummary(long id, String white, String black, String variant, int limit, int turns) {}
