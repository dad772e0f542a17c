package arbiter.engine;

import static arbiter.engine.Scores.INFINITY;
import static arbiter.engine.Scores.MATE;

import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * The game-tree search every variant shares: iterative deepening over a negamax alpha-beta with
 * principal-variation search and late-move reductions, a transposition table, move ordering (the
 * table's move, then tactical moves as the variant ranks them, killers, history) and a quiescence
 * search of the variant's tactical moves. It walks the rules' immutable positions through their
 * public API, so it needs nothing of a variant but its {@link Evaluation}.
 *
 * <p>One instance searches one position at a time on the caller's thread; it starts no thread and
 * touches no I/O. It stops at the limits' depth, node budget or deadline, checked every few hundred
 * nodes, and always finishes its first iteration so that it has a move to give.
 */
public final class Search {

  private static final int MAX_PLY = 128;
  private static final int MAX_QUIESCENCE = 12;
  private static final int CHECK_EVERY = 255;
  private static final int DROP = 64;

  private final Evaluation evaluation;
  private final TranspositionTable table;
  private final boolean hands;

  private final Move[][] killers = new Move[MAX_PLY][2];
  private final int[] history = new int[65 * 64];
  private final long[] path = new long[MAX_PLY + 1];
  private long[] earlier = new long[0];

  private SearchLimits limits;
  private long started;
  private long nodes;
  private boolean stopped;
  private boolean mayStop;

  /** A search with its own table of {@code 2^tableBits} entries. */
  public Search(Evaluation evaluation, int tableBits) {
    this.evaluation = evaluation;
    this.table = new TranspositionTable(tableBits);
    this.hands = evaluation.hasHands();
  }

  /** Forgets what earlier searches learned (a new game). */
  public void clear() {
    table.clear();
    java.util.Arrays.fill(history, 0);
  }

  /** The best move of {@code root}, whose game goes on, within {@code limits}. */
  public SearchResult search(Position root, SearchLimits limits) {
    return search(root, limits, List.of());
  }

  /**
   * The best move of {@code root} within {@code limits}; {@code before} are the game's earlier
   * positions, so that a line repeating one of them scores as a draw.
   *
   * @throws IllegalArgumentException if the game is over in {@code root}
   */
  public SearchResult search(Position root, SearchLimits limits, List<Position> before) {
    if (root.outcome().isOver()) {
      throw new IllegalArgumentException("the game is over: no move to search");
    }
    begin(limits, before);
    List<Move> moves = root.legalMoves();
    SearchResult result = new SearchResult(moves.get(0), 0, 0, 0, List.of(moves.get(0)));
    for (int depth = 1; depth <= limits.depth(); depth++) {
      mayStop = depth > 1;
      int score = search(root, depth, -INFINITY, INFINITY, 0);
      if (stopped) {
        break;
      }
      List<Move> line = principalVariation(root, depth);
      result = new SearchResult(line.get(0), score, depth, nodes, line);
      if (Scores.isMate(score) && MATE - Math.abs(score) <= depth) {
        break; // a forced result within the horizon: deeper search cannot change it
      }
      if (elapsed() >= limits.softNanos() || nodes >= limits.nodes()) {
        break;
      }
    }
    return new SearchResult(result.best(), result.score(), result.depth(), nodes, result.principalVariation());
  }

  /**
   * Each legal move of {@code root} with its exact score (for the side to move), each searched with
   * a full window: slower than {@link #search}, for levels that choose among near-best moves. All
   * moves are scored one ply deep, then two, and so on to {@code depth}; the scores of the deepest
   * pass that the limits let finish are given, so no move is ever left out.
   */
  public List<ScoredMove> scoreEach(Position root, int depth, SearchLimits limits) {
    begin(limits, List.of());
    path[0] = Zobrist.key(root, Snapshot.of(root, hands), hands);
    List<ScoredMove> complete = List.of();
    for (int d = 1; d <= depth; d++) {
      mayStop = d > 1;
      List<ScoredMove> scored = new ArrayList<>();
      for (Move move : root.legalMoves()) {
        int score = -search(root.play(move), d - 1, -INFINITY, INFINITY, 1);
        if (stopped) {
          return complete;
        }
        scored.add(new ScoredMove(move, score));
      }
      complete = scored;
    }
    return complete;
  }

  /** A root move and its score for the side to move. */
  public record ScoredMove(Move move, int score) {}

  /** The nodes visited by the last search. */
  public long nodes() {
    return nodes;
  }

  private void begin(SearchLimits limits, List<Position> before) {
    this.limits = limits;
    this.started = limits.clock().getAsLong();
    this.nodes = 0;
    this.stopped = false;
    table.newSearch();
    for (Move[] pair : killers) {
      pair[0] = null;
      pair[1] = null;
    }
    for (int i = 0; i < history.length; i++) {
      history[i] >>= 2;
    }
    earlier = new long[before.size()];
    for (int i = 0; i < earlier.length; i++) {
      Position position = before.get(i);
      earlier[i] = Zobrist.key(position, Snapshot.of(position, hands), hands);
    }
  }

  private long elapsed() {
    return limits.clock().getAsLong() - started;
  }

  /** Counts a node; every few hundred nodes, sees whether a limit has passed. */
  private void visit() {
    nodes++;
    if (mayStop && (nodes >= limits.nodes() || ((nodes & CHECK_EVERY) == 0 && elapsed() >= limits.hardNanos()))) {
      stopped = true;
    }
  }

  private int search(Position position, int depth, int alpha, int beta, int ply) {
    if (depth <= 0 || ply >= MAX_PLY) {
      return quiesce(position, alpha, beta, ply, 0);
    }
    visit();
    if (stopped) {
      return 0;
    }
    Outcome outcome = position.outcome();
    if (outcome.isOver()) {
      return terminal(outcome, position.sideToMove(), ply);
    }
    List<Move> moves = position.legalMoves();
    Snapshot snapshot = Snapshot.of(position, hands);
    long key = Zobrist.key(position, snapshot, hands);
    if (ply > 0 && repeats(key, ply)) {
      return 0;
    }
    path[ply] = key;
    boolean principal = beta - alpha > 1;
    long entry = table.probe(key);
    int tableMove = -1;
    if (entry != 0) {
      tableMove = TranspositionTable.moveIndex(entry);
      if (!principal && ply > 0 && TranspositionTable.depth(entry) >= depth) {
        int stored = Scores.fromTable(TranspositionTable.score(entry), ply);
        int flag = TranspositionTable.flag(entry);
        if (flag == TranspositionTable.EXACT
            || (flag == TranspositionTable.LOWER && stored >= beta)
            || (flag == TranspositionTable.UPPER && stored <= alpha)) {
          return stored;
        }
      }
    }
    MoveOrder order = MoveOrder.of(evaluation, snapshot, moves, tableMove, killers[ply], history);
    int best = -INFINITY;
    int bestIndex = -1;
    int originalAlpha = alpha;
    for (int i = 0; i < order.size(); i++) {
      int index = order.index(i);
      Move move = moves.get(index);
      Position child = position.play(move);
      boolean quiet = !order.isTactical(i);
      int score;
      if (i == 0) {
        score = -search(child, depth - 1, -beta, -alpha, ply + 1);
      } else {
        int reduction = depth >= 3 && i >= 3 && quiet && !principal ? 1 : 0;
        score = -search(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && reduction > 0) {
          score = -search(child, depth - 1, -alpha - 1, -alpha, ply + 1);
        }
        if (score > alpha && score < beta) {
          score = -search(child, depth - 1, -beta, -alpha, ply + 1);
        }
      }
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        bestIndex = index;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (quiet) {
              rememberCutoff(move, ply, depth, snapshot.columns());
            }
            break;
          }
        }
      }
    }
    int flag =
        best >= beta
            ? TranspositionTable.LOWER
            : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    table.store(key, depth, flag, Scores.toTable(best, ply), bestIndex);
    return best;
  }

  private int quiesce(Position position, int alpha, int beta, int ply, int qply) {
    visit();
    if (stopped) {
      return 0;
    }
    Outcome outcome = position.outcome();
    if (outcome.isOver()) {
      return terminal(outcome, position.sideToMove(), ply);
    }
    Snapshot snapshot = Snapshot.of(position, hands);
    int standPat = evaluation.evaluate(snapshot, position);
    if (position.sideToMove() == Side.BLACK) {
      standPat = -standPat;
    }
    List<Move> moves = position.legalMoves();
    boolean forced = evaluation.mustMove(position, moves);
    if (qply >= MAX_QUIESCENCE || ply >= MAX_PLY) {
      return standPat;
    }
    int best = forced ? -INFINITY : standPat;
    if (best >= beta) {
      return best;
    }
    alpha = Math.max(alpha, best);
    MoveOrder order = MoveOrder.tactical(evaluation, snapshot, moves, forced);
    for (int i = 0; i < order.size(); i++) {
      int score = -quiesce(position.play(moves.get(order.index(i))), -beta, -alpha, ply + 1, qply + 1);
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  private static int terminal(Outcome outcome, Side mover, int ply) {
    if (outcome.status() == Outcome.Status.DRAW) {
      return 0;
    }
    return outcome.winner() == mover ? MATE - ply : -(MATE - ply);
  }

  /** Whether the position of {@code key} stood before with the same side to move. */
  private boolean repeats(long key, int ply) {
    for (int i = ply - 2; i >= 0; i -= 2) {
      if (path[i] == key) {
        return true;
      }
    }
    // the root is path[0]; the game's positions before it alternate sides backwards from it
    for (int i = earlier.length - 2 + (ply & 1); i >= 0; i -= 2) {
      if (earlier[i] == key) {
        return true;
      }
    }
    return false;
  }

  private void rememberCutoff(Move move, int ply, int depth, int columns) {
    Move[] pair = killers[ply];
    if (!move.equals(pair[0])) {
      pair[1] = pair[0];
      pair[0] = move;
    }
    int slot = historySlot(move, columns);
    history[slot] = Math.min(history[slot] + depth * depth, MoveOrder.HISTORY_CAP);
  }

  static int historySlot(Move move, int columns) {
    int[] to = move.to();
    int[] from = move.from();
    int start = from == null ? DROP : from[0] * columns + from[1];
    return start * 64 + (to[0] * columns + to[1]);
  }

  /** The line the table expects from {@code root}: its best moves, as far as they are stored. */
  private List<Move> principalVariation(Position root, int depth) {
    List<Move> line = new ArrayList<>();
    Position position = root;
    for (int ply = 0; ply < depth && !position.outcome().isOver(); ply++) {
      List<Move> moves = position.legalMoves();
      long entry = table.probe(Zobrist.key(position, Snapshot.of(position, hands), hands));
      int index = entry == 0 ? -1 : TranspositionTable.moveIndex(entry);
      if (index < 0 || index >= moves.size()) {
        break;
      }
      line.add(moves.get(index));
      position = position.play(moves.get(index));
    }
    if (line.isEmpty()) {
      line.add(root.legalMoves().get(0));
    }
    return line;
  }
}
