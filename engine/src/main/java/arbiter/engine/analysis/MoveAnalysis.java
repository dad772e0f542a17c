package arbiter.engine.analysis;

import arbiter.rules.Move;

/**
 * One move of an analysed game.
 *
 * @param ply the move's index in the game, from 0
 * @param played the move played
 * @param after the position after it, from white's side
 * @param best the move the engine prefers in the position before it
 * @param bestScore the position before it with the best move, from white's side
 * @param judgement how much the move lost against the best
 */
public record MoveAnalysis(int ply, Move played, WhiteScore after, Move best, WhiteScore bestScore, Judgement judgement) {}
