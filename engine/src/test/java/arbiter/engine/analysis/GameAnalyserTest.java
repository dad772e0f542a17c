package arbiter.engine.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.chess.ChessVariant;
import java.util.ArrayList;
import java.util.List;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  @ParameterizedTest
  @ValueSource(strings = {"kingcapture", "chess", "pawns", "minishogi", "checkers"})
  void analysesAGameOfEveryVariant(String id) {
    Variant variant = Variants.byId(id).orElseThrow();
    SplittableRandom random = new SplittableRandom(5);
    List<Move> game = new ArrayList<>();
    List<Position> positions = new ArrayList<>();
    Position position = variant.start();
    for (int ply = 0; ply < 6 && !position.outcome().isOver(); ply++) {
      Move move = position.legalMoves().get(random.nextInt(position.legalMoves().size()));
      positions.add(position);
      game.add(move);
      position = position.play(move);
    }

    List<MoveAnalysis> rows = new GameAnalyser(variant, 2_000).analyse(variant.start(), game);

    assertThat(rows).hasSize(game.size());
    for (MoveAnalysis row : rows) {
      assertThat(positions.get(row.ply()).legalMoves()).contains(row.best());
      assertThat(row.after().text()).isNotBlank();
    }
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
