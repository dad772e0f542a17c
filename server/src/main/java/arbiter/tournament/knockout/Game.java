package arbiter.tournament.knockout;

import arbiter.tournament.Result;

/**
 * One game of a knockout match, where the tournament seated it.
 *
 * @param round the tournament round (a game slot of the whole bracket) it was paired in
 * @param board its board in that round
 * @param result {@code null} while it is played
 * @param counted false for a game that no longer counts: a correction decided the match before it
 */
public record Game(int round, int board, Stage stage, String white, String black, Result result,
    boolean counted) {}
