package arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.NotationException.Kind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The common rules API, checked the same way for every variant {@link Variants} knows. */
class VariantContractTest {

  /** What SPEC 1.x says of a variant's start: who moves first and the size of the board. */
  private record Start(Side firstToMove, int rows, int columns) {}

  private static final Map<String, Start> SPEC =
      Map.of(
          "kingcapture", new Start(Side.WHITE, 8, 8),
          "chess", new Start(Side.WHITE, 8, 8),
          "pawns", new Start(Side.WHITE, 8, 8),
          "minishogi", new Start(Side.BLACK, 5, 5),
          "checkers", new Start(Side.WHITE, 8, 8));

  /** Endings the players or the server decide; a position's own outcome never gives them. */
  private static final Set<Termination> NOT_BY_THE_RULES =
      EnumSet.of(
          Termination.AGREEMENT,
          Termination.FORFEIT,
          Termination.ABANDONED,
          Termination.ABSENT,
          Termination.BOTH_ABSENT,
          Termination.TIME_FORFEIT);

  /** Texts no variant's notation can read: each must be refused as malformed, not as illegal. */
  private static final List<String> MALFORMED =
      List.of("zz", "", " ", "e2e9x", "e2e9", "K 1 2", "0-0-0-0", "c3-", "\u2013", "??");

  private static final long SEED = 20_240_601L;
  private static final int GAMES = 20;
  private static final int PLIES = 80;

  /** Stops a game of shuffling pieces (chess has no 50-move rule here); most end well before. */
  private static final int FINISH_CAP = 400;

  /** Start and random-game positions per variant id, built once and shared by the checks. */
  private static final Map<String, List<Position>> VISITED = new ConcurrentHashMap<>();

  static Stream<Variant> variants() {
    return StreamSupport.stream(Variants.ids().spliterator(), false)
        .map(id -> Variants.byId(id).orElseThrow());
  }

  @Test
  void theRegistryHoldsExactlyTheVariantsOfTheSpec() {
    // a variant registered later needs its line in SPEC above for the start checks
    assertThat(Variants.ids()).containsExactlyInAnyOrderElementsOf(SPEC.keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void theStartPositionIsAnOngoingGameOfTheSpecBoard(Variant variant) {
    Start spec = SPEC.get(variant.id());
    Position start = variant.start();

    assertThat(start.outcome()).isEqualTo(Outcome.ONGOING);
    assertThat(start.outcome().winner()).isNull();
    assertThat(start.outcome().termination()).isNull();
    assertThat(start.sideToMove()).isEqualTo(spec.firstToMove());
    assertThat(start.legalMoves()).isNotEmpty();
    assertThat(start.rows()).isEqualTo(spec.rows());
    assertThat(start.columns()).isEqualTo(spec.columns());
    assertThat(start.variant()).isSameAs(variant);
    assertThat(start.hand(Side.WHITE)).isEmpty();
    assertThat(start.hand(Side.BLACK)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void aFenReadsBackAsTheSamePosition(Variant variant) {
    for (Position position : visited(variant)) {
      String fen = position.toFen();
      Position read = variant.fromFen(fen);

      assertThat(read.toFen()).isEqualTo(fen);
      assertThat(read.sideToMove()).as(fen).isEqualTo(position.sideToMove());
      if (isDrawnByHistory(position)) {
        // SPEC 1.6's PDN form has no move counter or history, so a draughts draw by repetition or
        // by 15 king moves is not in the FEN: read back, the game goes on
        continue;
      }
      assertThat(read.outcome()).as(fen).isEqualTo(position.outcome());
      assertThat(read.legalMoves())
          .as(fen)
          .containsExactlyInAnyOrderElementsOf(position.legalMoves());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void everyLegalMoveReadsBackFromItsNotation(Variant variant) throws NotationException {
    Notation notation = variant.notation();
    for (Position position : visited(variant)) {
      for (Move move : position.legalMoves()) {
        String text = notation.format(position, move);
        Move read = notation.parse(position, text);
        String where = position.toFen() + " " + text;

        assertThat(read.from()).as(where).isEqualTo(move.from());
        assertThat(read.to()).as(where).isEqualTo(move.to());
        assertThat(position.play(read).toFen()).as(where).isEqualTo(position.play(move).toFen());
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void playingAMoveLeavesThePositionAsItWas(Variant variant) {
    for (Position position : visited(variant)) {
      String fen = position.toFen();
      Outcome outcome = position.outcome();
      List<Move> moves = List.copyOf(position.legalMoves());
      for (Move move : moves) {
        position.play(move);

        assertThat(position.toFen()).as("%s after %s", fen, move).isEqualTo(fen);
      }
      assertThat(position.outcome()).as(fen).isEqualTo(outcome);
      assertThat(position.legalMoves()).as(fen).containsExactlyElementsOf(moves);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void aFinishedGameHasNoMovesAndSaysWhoWonAndWhy(Variant variant) {
    Random random = new Random(SEED);
    int finished = 0;
    for (int game = 0; game < GAMES; game++) {
      Position position = variant.start();
      for (int ply = 0; ply < FINISH_CAP && !position.outcome().isOver(); ply++) {
        assertThat(position.legalMoves()).as(position.toFen()).isNotEmpty();
        position = position.play(finishingOrRandomMove(position, random));
      }
      Outcome outcome = position.outcome();
      if (!outcome.isOver()) {
        continue;
      }
      finished++;
      String fen = position.toFen();

      assertThat(position.legalMoves()).as(fen).isEmpty();
      assertThat(outcome.termination()).as(fen).isNotNull().isNotIn(NOT_BY_THE_RULES);
      if (outcome.status() == Outcome.Status.WIN) {
        // in every variant a move can only win for the side that makes it
        assertThat(outcome.winner()).as(fen).isEqualTo(position.sideToMove().opponent());
      } else {
        assertThat(outcome.winner()).as(fen).isNull();
      }
    }
    assertThat(finished).as("games that ended within %d plies", FINISH_CAP).isPositive();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void perftCountsTheLegalMoves(Variant variant) {
    for (Position position : visited(variant)) {
      String fen = position.toFen();
      long children = 0;
      for (Move move : position.legalMoves()) {
        children += variant.perft(position.play(move), 1);
      }

      assertThat(variant.perft(position, 0)).as(fen).isEqualTo(1);
      assertThat(variant.perft(position, 1)).as(fen).isEqualTo(position.legalMoves().size());
      assertThat(variant.perft(position, 2)).as(fen).isEqualTo(children);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void aMalformedTextIsRefusedAsMalformed(Variant variant) {
    Position start = variant.start();
    for (String text : MALFORMED) {
      assertThatThrownBy(() -> variant.notation().parse(start, text))
          .as("'%s'", text)
          .isInstanceOfSatisfying(
              NotationException.class,
              e -> assertThat(e.kind()).as("'%s'", text).isEqualTo(Kind.MALFORMED));
    }
  }

  /**
   * The start, then every position of {@link #GAMES} random games of at most {@link #PLIES} plies
   * (fewer if the game ends); the finished positions are kept too.
   */
  private static List<Position> visited(Variant variant) {
    return VISITED.computeIfAbsent(variant.id(), id -> playRandomGames(variant));
  }

  private static List<Position> playRandomGames(Variant variant) {
    Random random = new Random(SEED);
    List<Position> positions = new ArrayList<>();
    positions.add(variant.start());
    for (int game = 0; game < GAMES; game++) {
      Position position = variant.start();
      for (int ply = 0; ply < PLIES && !position.legalMoves().isEmpty(); ply++) {
        List<Move> moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
        positions.add(position);
      }
    }
    return positions;
  }

  /**
   * A move that ends the game if there is one, else a random one: purely random chess games seldom
   * end in a few hundred plies, and this still reaches draws (a stalemating move ends it too).
   */
  private static Move finishingOrRandomMove(Position position, Random random) {
    List<Move> moves = position.legalMoves();
    for (Move move : moves) {
      if (position.play(move).outcome().isOver()) {
        return move;
      }
    }
    return moves.get(random.nextInt(moves.size()));
  }

  private static boolean isDrawnByHistory(Position position) {
    Termination termination = position.outcome().termination();
    return termination == Termination.THREEFOLD_REPETITION
        || termination == Termination.FIFTEEN_KING_MOVES;
  }
}
