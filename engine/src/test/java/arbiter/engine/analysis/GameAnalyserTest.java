package arbiter.engine.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.chess.ChessVariant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameAnalyserTest {

  private static List<Move> moves(String... san) throws NotationException {
    List<Move> moves = new ArrayList<>();
    Position position = ChessVariant.CHESS.start();
    for (String text : san) {
      Move move = ChessVariant.CHESS.notation().parse(position, text);
      moves.add(move);
      position = position.play(move);
    }
    return moves;
  }

  @Test
  void marksTheMoveThatAllowsMateAsABlunderAndShowsTheMate() throws NotationException {
    List<Move> game = moves("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#");

    List<MoveAnalysis> rows = new GameAnalyser(ChessVariant.CHESS, 20_000).analyse(ChessVariant.CHESS.start(), game);

    assertThat(rows).hasSize(7);
    MoveAnalysis blunder = rows.get(5);
    assertThat(blunder.judgement()).isEqualTo(Judgement.BLUNDER);
    assertThat(blunder.after().text()).isEqualTo("#1");
    assertThat(blunder.best()).isNotEqualTo(game.get(5));
    MoveAnalysis mate = rows.get(6);
    assertThat(mate.after().text()).isEqualTo("1-0");
    assertThat(mate.best()).isEqualTo(game.get(6));
    assertThat(mate.judgement()).isEqualTo(Judgement.GOOD);
    assertThat(rows.get(0).judgement()).isNotEqualTo(Judgement.BLUNDER);
  }

  @Test
  void writesScoresFromWhitesSide() {
    assertThat(new WhiteScore(WhiteScore.Kind.CENTIPAWNS, 35).text()).isEqualTo("+0.35");
    assertThat(new WhiteScore(WhiteScore.Kind.CENTIPAWNS, -120).text()).isEqualTo("-1.20");
    assertThat(new WhiteScore(WhiteScore.Kind.MATE, -2).text()).isEqualTo("#-2");
    assertThat(new WhiteScore(WhiteScore.Kind.OVER, 0).text()).isEqualTo("1/2-1/2");
  }

  @Test
  void judgesByTheDropInWinningChances() {
    assertThat(Judgement.ofDrop(0.05)).isEqualTo(Judgement.GOOD);
    assertThat(Judgement.ofDrop(0.1)).isEqualTo(Judgement.INACCURACY);
    assertThat(Judgement.ofDrop(0.25)).isEqualTo(Judgement.MISTAKE);
    assertThat(Judgement.ofDrop(0.9)).isEqualTo(Judgement.BLUNDER);
  }
}
