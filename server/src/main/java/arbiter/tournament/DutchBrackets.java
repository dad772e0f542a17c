package arbiter.tournament;

import arbiter.rules.Side;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Pairs one round bracket by bracket over one matching graph of the whole field: for each bracket
 * it sets the weights of {@link DutchPairer#edgeWeight}, then fixes the pairs one player at a time
 * in FIDE's order (moved-down players, their opponents, the exchanges between S1 and S2, then S1
 * in order), each time keeping the best value the matching can still reach.
 */
final class DutchBrackets {

  /** One game of the round, before boards are numbered. */
  private record Board(DutchPlayer white, DutchPlayer black) {
    DutchPlayer higher() {
      return DutchPlayer.ranksAbove(white, black) ? white : black;
    }

    DutchPlayer lower() {
      return DutchPlayer.ranksAbove(white, black) ? black : white;
    }
  }

  private final DutchPairer pairer;
  private final List<DutchPlayer> sorted;
  private final WeightedMatching graph;
  private final boolean[] matched;
  private final DutchPlayer[] partner;
  private int[] stable;
  /** The players of the current bracket, moved-down ones first, then the next score group. */
  private List<DutchPlayer> players = new ArrayList<>();
  /** For each of {@link #players}, its vertex (index in {@code sorted}). */
  private List<Integer> vertices = new ArrayList<>();
  private BigInteger[][] base;

  DutchBrackets(DutchPairer pairer, WeightedMatching graph) {
    this.pairer = pairer;
    this.sorted = pairer.sorted();
    this.graph = graph;
    this.matched = new boolean[sorted.size()];
    this.partner = new DutchPlayer[sorted.size()];
  }

  private void solve() {
    stable = DutchPairer.matched(graph);
  }

  private void finalizePair(int a, int b) {
    for (int u = 0; u < graph.size(); u++) {
      if (u != a) {
        graph.setWeight(a, u, u == b ? pairer.maxEdgeWeight() : BigInteger.ZERO);
      }
      if (u != b) {
        graph.setWeight(b, u, u == a ? pairer.maxEdgeWeight() : BigInteger.ZERO);
      }
    }
  }

  private BigInteger remainderWeight(int smaller, int larger, int smallerRemainderIndex,
      int remainderPairs) {
    BigInteger result = base[larger][smaller];
    if (result.signum() == 0) {
      return result;
    }
    // fewest exchanges, then the least difference of exchanged numbers
    BigInteger addend = BigInteger.valueOf(smallerRemainderIndex < remainderPairs ? 1 : 0)
        .shiftLeft(2 * pairer.sizeBits())
        .subtract(BigInteger.valueOf(smallerRemainderIndex))
        .shiftLeft(1);
    return result.add(addend);
  }

  private boolean inBracket(int vertex, int from, int to) {
    return vertex >= from && vertex < to;
  }

  List<Pairing> pair() {
    int n = sorted.size();
    int next = 0;
    while (next < n && sorted.get(next).score >= sorted.get(0).score) {
      players.add(sorted.get(next));
      vertices.add(next);
      next++;
    }
    int groupBegin = 0;
    int groupBeginVertex = 0;
    while (players.size() > 1 || next < n) {
      int nextGroupBegin = players.size();
      int nextGroupBeginVertex = groupBeginVertex + (nextGroupBegin - groupBegin);
      int groupStart = next;
      while (next < n && sorted.get(next).score >= sorted.get(groupStart).score) {
        players.add(sorted.get(next));
        vertices.add(vertices.get(vertices.size() - 1) + 1);
        next++;
      }
      int size = players.size();
      base = new BigInteger[size][];
      for (int larger = 0; larger < size; larger++) {
        base[larger] = new BigInteger[larger];
        for (int smaller = 0; smaller < larger; smaller++) {
          base[larger][smaller] = larger < groupBegin ? null : pairer.edgeWeight(players.get(smaller),
              players.get(larger), larger < nextGroupBegin, larger >= nextGroupBegin, false);
        }
      }
      for (int larger = groupBegin; larger < size; larger++) {
        for (int smaller = 0; smaller < larger; smaller++) {
          graph.setWeight(vertices.get(larger), vertices.get(smaller), base[larger][smaller]);
        }
      }
      solve();

      chooseMovedDownPlayers(groupBegin, nextGroupBegin, groupBeginVertex,
          nextGroupBeginVertex);
      chooseMovedDownOpponents(groupBegin, nextGroupBegin);
      pairRemainder(groupBegin, nextGroupBegin, groupBeginVertex, nextGroupBeginVertex);

      List<DutchPlayer> newPlayers = new ArrayList<>();
      List<Integer> newVertices = new ArrayList<>();
      int newGroupBegin = 0;
      pairer.setSingleDownfloaterIsByeAssignee(n % 2 == 1 && groupStart < n
          && pairer.byeAssigneeScore() >= sorted.get(groupStart).score);
      for (int i = 0; i < size; i++) {
        int v = vertices.get(i);
        if (i < nextGroupBegin && matched[v]) {
          partner[v] = sorted.get(stable[v]);
          partner[stable[v]] = players.get(i);
        } else {
          newPlayers.add(players.get(i));
          newVertices.add(v);
          if (i < nextGroupBegin) {
            newGroupBegin++;
          }
          if (pairer.singleDownfloaterIsByeAssignee()
              && sorted.get(stable[v]).score < sorted.get(groupStart).score) {
            pairer.setSingleDownfloaterIsByeAssignee(false);
          }
        }
      }
      players = newPlayers;
      vertices = newVertices;
      groupBegin = newGroupBegin;
      groupBeginVertex = nextGroupBeginVertex;
    }
    return boards();
  }

  /** Which of the players moved down from above are paired in this bracket (C6 order). */
  private void chooseMovedDownPlayers(int groupBegin, int nextGroupBegin, int groupBeginVertex,
      int nextGroupBeginVertex) {
    int movedDownScore = 0;
    int remaining = 0;
    int remainingMatched = 0;
    for (int i = 0; i < groupBegin; i++) {
      if (i == 0 || players.get(i).score < movedDownScore) {
        movedDownScore = players.get(i).score;
        remaining = 0;
        remainingMatched = 0;
        for (int j = i; j < players.size() && players.get(j).score >= movedDownScore; j++) {
          remaining++;
          if (inBracket(stable[vertices.get(j)], groupBeginVertex, nextGroupBeginVertex)) {
            remainingMatched++;
          }
        }
      }
      if (remainingMatched == 0) {
        continue;
      }
      int v = vertices.get(i);
      if (remaining <= remainingMatched) {
        matched[v] = true;
        continue;
      }
      remaining--;
      if (!inBracket(stable[v], groupBeginVertex, nextGroupBeginVertex)) {
        for (int o = groupBegin; o < nextGroupBegin; o++) {
          BigInteger w = base[o][i];
          if (w.signum() != 0) {
            graph.setWeight(v, vertices.get(o), w.or(BigInteger.ONE));
          }
        }
        solve();
      }
      if (inBracket(stable[v], groupBeginVertex, nextGroupBeginVertex)) {
        matched[v] = true;
        remainingMatched--;
        for (int o = groupBegin; o < nextGroupBegin; o++) {
          BigInteger w = base[o][i];
          if (w.signum() != 0) {
            graph.setWeight(v, vertices.get(o),
                w.or(BigInteger.valueOf(nextGroupBegin - groupBegin)).add(BigInteger.ONE));
          }
        }
      }
    }
  }

  /** The opponents of the paired moved-down players, each the highest that keeps the best. */
  private void chooseMovedDownOpponents(int groupBegin, int nextGroupBegin) {
    for (int i = 0; i < groupBegin; i++) {
      int v = vertices.get(i);
      if (!matched[v]) {
        continue;
      }
      if (!isFavourite(v, stable[v], groupBegin, nextGroupBegin, i)) {
        long addend = players.size();
        for (int o = nextGroupBegin - 1; o >= groupBegin; o--) {
          int ov = vertices.get(o);
          if (matched[ov]) {
            continue;
          }
          BigInteger w = base[o][i];
          if (w.signum() != 0) {
            graph.setWeight(v, ov, w.add(BigInteger.valueOf(addend)));
            addend++;
          }
        }
        solve();
      }
      int mate = stable[v];
      matched[mate] = true;
      finalizePair(v, mate);
    }
  }

  /** The residents left: S1 and S2, the fewest exchanges, then S1 in order (C.04.3 B). */
  private void pairRemainder(int groupBegin, int nextGroupBegin, int groupBeginVertex,
      int nextGroupBeginVertex) {
    List<Integer> remainder = new ArrayList<>();
    int pairs = 0;
    for (int i = groupBegin; i < nextGroupBegin; i++) {
      int v = vertices.get(i);
      if (stable[v] < groupBeginVertex) {
        continue;
      }
      remainder.add(i);
      if (stable[v] < v) {
        pairs++;
      }
    }
    int size = remainder.size();
    for (int o = 0; o < size; o++) {
      int oi = remainder.get(o);
      for (int p = 0; p < size; p++) {
        int pi = remainder.get(p);
        if (oi <= pi) {
          break;
        }
        graph.setWeight(vertices.get(pi), vertices.get(oi), remainderWeight(pi, oi, p, pairs));
      }
    }
    solve();

    int exchanges = 0;
    for (int p = 0; p < size && p < pairs; p++) {
      int v = vertices.get(remainder.get(p));
      if (stable[v] <= v || stable[v] >= nextGroupBeginVertex) {
        exchanges++;
      }
    }

    // the lowest of S1 are the ones given away, where possible
    int left = exchanges;
    for (int f = pairs; f != 0 && left != 0; ) {
      int from = f;
      f--;
      int pi = remainder.get(f);
      int v = vertices.get(pi);
      if (stable[v] > v && stable[v] < nextGroupBeginVertex) {
        for (int o = from; o < size; o++) {
          BigInteger w = remainderWeight(pi, remainder.get(o), f, pairs);
          if (w.signum() != 0) {
            graph.setWeight(v, vertices.get(remainder.get(o)), w.subtract(BigInteger.ONE));
          }
        }
        solve();
      }
      boolean exchange = stable[v] <= v || stable[v] >= nextGroupBeginVertex;
      if (exchange) {
        left--;
      }
      for (int o = f + 1; o < size; o++) {
        int oi = remainder.get(o);
        if (exchange) {
          base[oi][pi] = BigInteger.ZERO;
        }
        graph.setWeight(v, vertices.get(oi), remainderWeight(pi, oi, f, pairs));
      }
    }

    // the highest of S2 are the ones taken in, where possible
    left = exchanges;
    int index = pairs;
    for (int f = pairs; f < size && left > 1; f++) {
      int pi = remainder.get(f);
      int v = vertices.get(pi);
      boolean already = stable[v] > v && stable[v] < nextGroupBeginVertex;
      if (!already) {
        for (int o = f + 1; o < size; o++) {
          BigInteger w = remainderWeight(pi, remainder.get(o), index, pairs);
          if (w.signum() != 0) {
            graph.setWeight(v, vertices.get(remainder.get(o)), w.add(BigInteger.ONE));
          }
        }
        solve();
      }
      boolean exchange = stable[v] > v && stable[v] < nextGroupBeginVertex;
      if (exchange) {
        left--;
        for (int o = 0; o < f; o++) {
          int oi = remainder.get(o);
          base[pi][oi] = BigInteger.ZERO;
          graph.setWeight(v, vertices.get(oi), BigInteger.ZERO);
        }
        for (int o = nextGroupBegin; o < players.size(); o++) {
          base[o][pi] = BigInteger.ZERO;
          graph.setWeight(v, vertices.get(o), BigInteger.ZERO);
        }
      }
      if (!already) {
        for (int o = f + 1; o < size; o++) {
          int oi = remainder.get(o);
          graph.setWeight(v, vertices.get(oi), remainderWeight(pi, oi, index, pairs));
        }
      }
      index++;
    }

    // S1 and S2 are now fixed: keep only S1-S2 edges, at their plain weights
    for (int f = 0; f < size; f++) {
      int pi = remainder.get(f);
      int v = vertices.get(pi);
      for (int o = f + 1; o < size; o++) {
        int oi = remainder.get(o);
        int ov = vertices.get(oi);
        if (stable[v] <= v || stable[v] >= nextGroupBeginVertex
            || (stable[ov] > ov && stable[ov] < nextGroupBeginVertex)) {
          base[oi][pi] = BigInteger.ZERO;
        }
        graph.setWeight(v, ov, base[oi][pi]);
      }
    }

    // each S1 player, from the top, against the highest S2 player that keeps the best value
    for (int pi : remainder) {
      int v = vertices.get(pi);
      if (stable[v] > v && stable[v] < nextGroupBeginVertex) {
        if (!isHighestLeft(v, pi, remainder)) {
          long addend = 0;
          for (int o = size - 1; o >= 0; o--) {
            int oi = remainder.get(o);
            int ov = vertices.get(oi);
            if (oi <= pi || matched[ov]) {
              continue;
            }
            BigInteger w = base[oi][pi];
            if (w.signum() != 0) {
              graph.setWeight(v, ov, w.add(BigInteger.valueOf(addend)));
            }
            addend++;
          }
          solve();
        }
        int mate = stable[v];
        matched[v] = true;
        matched[mate] = true;
        finalizePair(v, mate);
      }
    }
  }

  /**
   * Whether the best matching found already gives moved-down player {@code i} (vertex {@code v})
   * the highest resident it could be given: then raising that choice's weight above the others
   * changes no best matching (they all gain at most as much), and the solve can be skipped.
   */
  private boolean isFavourite(int v, int mate, int groupBegin, int nextGroupBegin, int i) {
    for (int o = groupBegin; o < nextGroupBegin; o++) {
      int ov = vertices.get(o);
      if (!matched[ov] && base[o][i].signum() != 0) {
        return ov == mate;
      }
    }
    return false;
  }

  /** The same for S1 player {@code pi}: already paired with the highest S2 player it may meet. */
  private boolean isHighestLeft(int v, int pi, List<Integer> remainder) {
    for (int oi : remainder) {
      int ov = vertices.get(oi);
      if (oi > pi && !matched[ov] && base[oi][pi].signum() != 0) {
        return ov == stable[v];
      }
    }
    return false;
  }

  /** Colours by C.04.3 E and boards in FIDE's order; the bye last. */
  private List<Pairing> boards() {
    List<Board> games = new ArrayList<>();
    DutchPlayer bye = null;
    for (int v = 0; v < sorted.size(); v++) {
      DutchPlayer player = sorted.get(v);
      DutchPlayer mate = partner[v];
      if (mate == null) {
        bye = player;
      } else if (player.entrant.number() < mate.entrant.number()) {
        Side side = player.colourAgainst(mate, pairer.initialColour());
        games.add(side == Side.WHITE ? new Board(player, mate) : new Board(mate, player));
      }
    }
    games.sort(Comparator.comparingInt((Board b) -> -b.higher().score)
        .thenComparingInt(b -> -b.lower().score)
        .thenComparingInt(b -> b.higher().rankIndex));
    List<Pairing> boards = new ArrayList<>();
    for (Board game : games) {
      boards.add(new Pairing(boards.size() + 1, game.white().name(), game.black().name(),
          null));
    }
    if (bye != null) {
      boards.add(new Pairing(boards.size() + 1, bye.name(), null, Result.BYE));
    }
    return boards;
  }
}
