package arbiter.event;

import arbiter.engine.analysis.Judgement;
import arbiter.engine.analysis.WhiteScore;

/**
 * One analysed move: the move and the best move in the variant's notation, the evaluation after
 * the move from white's side ({@code +0.35}, {@code #3}, {@code 1-0}) as text and as {@code
 * score}, and how good the move was.
 */
public record AnalysedMove(int ply, String move, String eval, String best, Judgement judgement,
    WhiteScore score) {}
