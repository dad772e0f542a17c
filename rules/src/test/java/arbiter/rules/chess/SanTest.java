package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.NotationException.Kind;
import arbiter.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {

  private static final ChessVariant CHESS = ChessVariant.CHESS;
  private static final Notation SAN = CHESS.notation();

  private static Position position(String fen) {
    return CHESS.fromFen(fen);
  }

  private static String sanOf(String fen, String uci) throws NotationException {
    Position position = position(fen);
    return SAN.format(position, CHESS.uci().parse(position, uci));
  }

  private static String uciOf(String fen, String san) throws NotationException {
    Position position = position(fen);
    return SAN.parse(position, san).toString();
  }

  @ParameterizedTest(name = "{1} is written {2}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; g1f3; Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e4; e4",
        "r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1; g8f6; Nf6",
        "rnbqkb1r/ppp1pppp/5n2/3p4/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1; b8d7; Nbd7",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1; a1a3; R1a3",
        "k7/8/8/7Q/8/8/7Q/4K3 w - - 0 1; h5e2; Q5e2",
        "6k1/8/8/8/1Q5Q/8/8/K6Q w - - 0 1; h4e1; Qh4e1",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; e4d5; exd5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1; e5d6; exd6",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1g1; O-O",
        "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1c1; O-O-O+",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e7e8q; e8=Q",
        "8/4P3/8/8/k7/8/8/4K3 w - - 0 1; e7e8n; e8=N",
        "8/4P3/8/8/k7/8/8/4K3 w - - 0 1; e7e8q; e8=Q+",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 1; d8h4; Qh4#",
      })
  void writesStandardSan(String fen, String uci, String san) throws NotationException {
    assertThat(sanOf(fen, uci)).isEqualTo(san);
  }

  @ParameterizedTest(name = "{1} reads as {2}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nf3; g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2-e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Ng1f3; g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Pe4; e2e4",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; d5; e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; ed5; e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; exd5; e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; e4xd5; e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; e5; e4e5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1; d6; e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1; exd6e.p.; e5d6",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; O-O; e1g1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; 0-0; e1g1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; 0-0-0+; e1c1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; O-O-O; e1c1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1g1; e1g1",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e8; e7e8q",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e8=R; e7e8r",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e8N; e7e8n",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e7e8b; e7e8b",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e7e8; e7e8q",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1; R1a3; a1a3",
        "6k1/8/8/8/1Q5Q/8/8/K6Q w - - 0 1; Qh4e1; h4e1",
        "6k1/8/8/8/1Q5Q/8/8/K6Q w - - 0 1; Qh4xe1+!?; h4e1",
        "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1; Nc3; b1c3",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1; Nbd2; b1d2",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1; Nfd2; f1d2",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 1; Qh4; d8h4",
      })
  void readsLenientSan(String fen, String san, String uci) throws NotationException {
    assertThat(uciOf(fen, san)).isEqualTo(uci);
  }

  @Test
  void aKnightMoveTwoKnightsCanMakeIsAmbiguous() {
    assertKind("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", Kind.AMBIGUOUS);
  }

  @Test
  void aPinnedKnightDoesNotMakeAMoveAmbiguous() throws NotationException {
    assertThat(uciOf("k3r3/8/8/8/8/8/4N3/1N2K3 w - - 0 1", "Nc3")).isEqualTo("b1c3");
  }

  @Test
  void aPawnCaptureByDestinationTwoPawnsCanMakeIsAmbiguous() {
    assertKind("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "d5", Kind.AMBIGUOUS);
  }

  @Test
  void twoRooksOnOneFileNeedTheRank() {
    assertKind("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "Ra3", Kind.AMBIGUOUS);
  }

  @ParameterizedTest(name = "{1} is illegal")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nf6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; O-O",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Ke2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e5",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; Kg1",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1; O-O",
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1; Nc3",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1; cxd5",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1; e3=Q",
        "4r3/4P3/8/8/8/8/k7/4K3 w - - 0 1; e8",
      })
  void refusesAMoveNoPieceCanMake(String fen, String san) {
    assertKind(fen, san, Kind.ILLEGAL);
  }

  @ParameterizedTest(name = "''{0}'' is malformed")
  @CsvSource({"Zz9", "N", "''", "Nf", "O-O-O-O", "e9", "Nd8=Q", "hello"})
  void refusesTextThatIsNoMove(String san) {
    assertKind(Fen.START, san, Kind.MALFORMED);
  }

  @Test
  void readsBackWhatItWritesForEveryMoveOfManyPositions() throws NotationException {
    Position position = CHESS.start();
    // a fixed pseudo-random game through many kinds of position
    long seed = 42;
    for (int ply = 0; ply < 400 && !position.legalMoves().isEmpty(); ply++) {
      for (Move move : position.legalMoves()) {
        assertThat(SAN.parse(position, SAN.format(position, move))).isEqualTo(move);
      }
      seed = seed * 6364136223846793005L + 1442695040888963407L;
      int index = (int) ((seed >>> 33) % position.legalMoves().size());
      position = position.play(position.legalMoves().get(index));
    }
  }

  private static void assertKind(String fen, String san, Kind kind) {
    assertThatThrownBy(() -> SAN.parse(position(fen), san))
        .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(kind));
  }

  @Test
  void allLegalMovesAtOnceAreWrittenAsEachAlone() {
    java.util.Random random = new java.util.Random(25);
    String[] starts = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "6k1/8/8/8/1Q5Q/8/8/K6Q w - - 0 1",
    };
    int positions = 0;
    for (String fen : starts) {
      Position position = position(fen);
      for (int ply = 0; ply < 300 && !position.legalMoves().isEmpty(); ply++, positions++) {
        java.util.List<String> each = new java.util.ArrayList<>();
        for (Move move : position.legalMoves()) {
          each.add(SAN.format(position, move));
        }
        assertThat(SAN.formatLegal(position)).as(position.toFen()).isEqualTo(each);
        position = position.play(
            position.legalMoves().get(random.nextInt(position.legalMoves().size())));
      }
    }
    assertThat(positions).isGreaterThan(500);
  }
}
