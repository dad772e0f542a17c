package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Termination;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The fast SAN, outcome and repetition rules against {@link ReferenceRules}, the way they were
 * written before: every position of real games, of seeded random games, of games that shuffle
 * pieces until a repetition or the move counts end them, and of the perft suite's trees to depth
 * two. Each position's legal moves, each move's SAN written alone and in the list and read back
 * (with the list made and without), the outcome and the draw claims must be the same.
 * {@code -Darbiter.pgn=FILE} adds a PGN file's games.
 */
class FastRulesDifferentialTest {

  private static final Notation SAN = ChessVariant.CHESS.notation();

  /** How many games ended or offered a claim in each way: the test must have seen each. */
  private final Map<Termination, Integer> seen = new EnumMap<>(Termination.class);

  @Test
  void realGamesPlayAlike() throws Exception {
    List<List<String>> games = mainLines(resource("games.pgn"));
    String extra = System.getProperty("arbiter.pgn");
    if (extra != null) {
      games.addAll(mainLines(Files.readString(Path.of(extra))));
    }
    int positions = 0;
    for (List<String> game : games) {
      ChessPosition position = ChessVariant.CHESS.start();
      List<ChessPosition> line = new ArrayList<>(List.of(position));
      for (String san : game) {
        if (!check(line)) {
          break; // a few records go on after a dead position, which the Laws end
        }
        position = position.play(SAN.parse(position, san));
        line = extend(line, position);
        positions++;
      }
      check(line);
    }
    assertThat(positions).isGreaterThan(2000);
  }

  @Test
  void randomGamesPlayAlike() throws Exception {
    Random random = new Random(25);
    for (int game = 0; game < 30; game++) {
      playOut(ChessVariant.CHESS.start(), (position, moves, played) -> random.nextInt(moves.length));
    }
    assertThat(seen).containsKeys(Termination.CHECKMATE, Termination.STALEMATE,
        Termination.DEAD_POSITION);
  }

  /** Games that seldom capture or move a pawn: repetitions, and the 50 and 75 move rules. */
  @Test
  void shufflingGamesRepeatAlike() throws Exception {
    Random random = new Random(2025);
    String[] starts = {Fen.START, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1", "2r3k1/5ppp/8/8/8/8/5PPP/2R3K1 b - - 90 60"};
    for (int game = 0; game < 40; game++) {
      ChessPosition start = ChessVariant.CHESS.fromFen(starts[game % starts.length]);
      playOut(start, (position, moves, played) -> quietIfAny(position, moves, played, random));
    }
    assertThat(seen).containsKeys(Termination.FIVEFOLD_REPETITION,
        Termination.THREEFOLD_REPETITION, Termination.SEVENTY_FIVE_MOVES, Termination.FIFTY_MOVES);
  }

  @Test
  void perftTreesWriteAlike() throws Exception {
    Set<String> fens = new LinkedHashSet<>();
    for (String row : resource("perft-suite.txt").split("\n")) {
      if (!row.startsWith("#") && !row.isBlank()) {
        fens.add(row.split("\\s*;\\s*")[0]);
      }
    }
    for (String fen : fens) {
      ChessPosition root = ChessVariant.CHESS.fromFen(fen);
      check(List.of(root));
      for (Move first : root.legalMoves()) {
        ChessPosition child = root.play(first);
        List<ChessPosition> line = extend(new ArrayList<>(List.of(root)), child);
        check(line);
        for (Move second : child.legalMoves()) {
          check(extend(new ArrayList<>(line), child.play(second)));
        }
      }
    }
  }

  /** A game from {@code start}, each position checked, until it ends or 400 plies are played. */
  private void playOut(ChessPosition start, Choice choice) throws NotationException {
    ChessPosition position = start;
    List<ChessPosition> line = new ArrayList<>(List.of(position));
    List<Integer> played = new ArrayList<>();
    for (int ply = 0; ply < 400 && check(line); ply++) {
      int[] moves = position.packedMoves();
      int move = moves[choice.of(position, moves, played)];
      played.add(move);
      position = position.play(new ChessMove(move));
      line = extend(line, position);
    }
  }

  /**
   * Mostly the move that takes back the mover's last move, if it can; else mostly a move that
   * neither captures nor moves a pawn, if the position has one.
   */
  private static int quietIfAny(ChessPosition position, int[] moves, List<Integer> played,
      Random random) {
    Board board = position.board();
    if (played.size() >= 2 && random.nextInt(4) != 0) {
      int last = played.get(played.size() - 2);
      for (int i = 0; i < moves.length; i++) {
        if (PackedMove.from(moves[i]) == PackedMove.to(last)
            && PackedMove.to(moves[i]) == PackedMove.from(last)) {
          return i;
        }
      }
    }
    List<Integer> quiet = new ArrayList<>();
    for (int i = 0; i < moves.length; i++) {
      int from = PackedMove.from(moves[i]);
      if ((board.pieceAt(from) & 7) != Board.PAWN && board.pieceAt(PackedMove.to(moves[i])) == 0) {
        quiet.add(i);
      }
    }
    return quiet.isEmpty() || random.nextInt(20) == 0 ? random.nextInt(moves.length)
        : quiet.get(random.nextInt(quiet.size()));
  }

  /** Which of a position's legal moves a playout plays. */
  private interface Choice {
    int of(ChessPosition position, int[] moves, List<Integer> played);
  }

  /** The line of positions that can repeat the last, after {@code next} was reached. */
  private static List<ChessPosition> extend(List<ChessPosition> line, ChessPosition next) {
    if (next.board().halfmoveClock == 0) {
      line = new ArrayList<>();
    }
    line.add(next);
    return line;
  }

  /** Holds the last of {@code line} to the reference; returns whether its game goes on. */
  private boolean check(List<ChessPosition> line) throws NotationException {
    ChessPosition position = line.get(line.size() - 1);
    var outcome = ReferenceRules.outcome(line);
    assertThat(position.outcome()).as("outcome of %s", position).isEqualTo(outcome);
    var claims = ReferenceRules.drawClaims(line);
    assertThat(position.drawClaims()).as("claims of %s", position).isEqualTo(claims);
    if (outcome.isOver()) {
      seen.merge(outcome.termination(), 1, Integer::sum);
      assertThat(position.legalMoves()).isEmpty();
      assertThat(SAN.formatLegal(position)).isEmpty();
      return false;
    }
    claims.forEach(claim -> seen.merge(claim, 1, Integer::sum));
    int[] generated = new int[MoveGenerator.MAX_MOVES];
    int count = MoveGenerator.generate(position.board(), generated, 0);
    assertThat(position.packedMoves()).isEqualTo(java.util.Arrays.copyOf(generated, count));
    // a twin of the position that has not made its list: each move written alone first
    ChessPosition alone = ChessVariant.CHESS.fromFen(position.toFen());
    List<String> expected = new ArrayList<>();
    List<String> written = new ArrayList<>();
    List<Move> readAlone = new ArrayList<>();
    for (int packed : position.packedMoves()) {
      String san = ReferenceRules.san(position, packed);
      expected.add(san);
      // the twin has the same moves unless a draw law it cannot see (repetitions) ends its game
      boolean legal = alone.isLegal(packed);
      written.add(legal ? SAN.format(alone, new ChessMove(packed)) : san);
      readAlone.add(legal ? SAN.parse(alone, san) : new ChessMove(packed));
    }
    List<String> listed = SAN.formatLegal(position);
    List<String> fromList = new ArrayList<>();
    List<Move> read = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      fromList.add(SAN.format(position, move));
      read.add(SAN.parse(position, SAN.format(position, move)));
    }
    assertThat(listed).as("SAN of %s", position).isEqualTo(expected);
    assertThat(written).as("SAN written alone in %s", position).isEqualTo(expected);
    assertThat(fromList).isEqualTo(expected);
    assertThat(read).isEqualTo(position.legalMoves());
    assertThat(readAlone).isEqualTo(position.legalMoves());
    return true;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = FastRulesDifferentialTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The moves of each game of a PGN text without comments or variations. */
  private static List<List<String>> mainLines(String pgn) {
    List<List<String>> lines = new ArrayList<>();
    List<String> line = new ArrayList<>();
    for (String row : pgn.split("\n")) {
      if (row.startsWith("[")) {
        if (!line.isEmpty()) {
          lines.add(line);
          line = new ArrayList<>();
        }
        continue;
      }
      for (String token : row.trim().split("\\s+")) {
        String move = token.replaceFirst("^\\d+\\.+", "");
        if (!move.isEmpty() && !move.matches("1-0|0-1|1/2-1/2|\\*")) {
          line.add(move);
        }
      }
    }
    if (!line.isEmpty()) {
      lines.add(line);
    }
    return lines;
  }
}
