package arbiter.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void givesBackWhatWasStored() {
    TranspositionTable table = new TranspositionTable(8);
    table.store(0x1234_5678_9ABCL, 7, TranspositionTable.LOWER, -Scores.MATE + 3, 41);

    long entry = table.probe(0x1234_5678_9ABCL);

    assertThat(TranspositionTable.depth(entry)).isEqualTo(7);
    assertThat(TranspositionTable.flag(entry)).isEqualTo(TranspositionTable.LOWER);
    assertThat(TranspositionTable.score(entry)).isEqualTo(-Scores.MATE + 3);
    assertThat(TranspositionTable.moveIndex(entry)).isEqualTo(41);
  }

  @Test
  void anotherKeyInTheSameSlotIsAMiss() {
    TranspositionTable table = new TranspositionTable(8);
    table.store(5, 1, TranspositionTable.EXACT, 0, -1);

    assertThat(table.probe(5 + 256)).isZero();
    assertThat(TranspositionTable.moveIndex(table.probe(5))).isEqualTo(-1);
  }

  @Test
  void mateScoresAreStoredRelativeToTheNode() {
    int atPly5 = Scores.MATE - 9;

    assertThat(Scores.fromTable(Scores.toTable(atPly5, 5), 2)).isEqualTo(Scores.MATE - 6);
    assertThat(Scores.mateInMoves(Scores.MATE - 3)).isEqualTo(2);
    assertThat(Scores.mateInMoves(-(Scores.MATE - 2))).isEqualTo(-1);
  }
}
