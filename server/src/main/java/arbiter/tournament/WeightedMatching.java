package arbiter.tournament;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A maximum-weight matching of a general graph that is solved again cheaply after the weights at
 * a few vertices change: Edmonds' blossom algorithm in its primal-dual O(n^3) form (after Galil's
 * 1986 survey), keeping its matching, duals and blossoms from one solve to the next. Changing the
 * weights at a vertex frees it (its blossoms are dissolved, each dual folded into its vertices so
 * every edge keeps a non-negative slack, and its partner is released) and raises its dual above
 * any weight; the next solve grows alternating trees only from the free vertices whose dual is
 * still positive, so an update touching k vertices costs O(k n^2) instead of O(n^3). A Swiss
 * round fixes its pairs one player at a time, so this is what keeps a 1,000-player round to
 * seconds (the method of bbpPairings, whose pairings the tests replay; the code is our own).
 * Two choices of ours make it faster than bbpPairings on the same rounds: freed vertices start
 * from the least feasible duals and are matched at once where an edge is then tight ({@link
 * #jumpStart}: a bracket frees hundreds of vertices at a time), and a scan keeps the slack of each
 * best edge until the duals move. Which of several best matchings it returns may differ from
 * bbpPairings'; the pairer never depends on that, as it fixes each pair by raising its weight.
 *
 * <p>Weights are exact integers of any size (a Swiss pairing stacks its criteria into one number,
 * the most important in the highest bits), kept in fixed 62-bit limbs, four times over so that
 * every dual stays an integer; an edge of weight 0 is no edge. The graph is dense: a pure
 * algorithm over n^2/2 weights, longer than 500 lines because its steps share one state.
 */
final class WeightedMatching {

  private final int n;
  private final int limbs;
  /** Four times each weight, in limbs, for the pairs {@code i > j} at {@link #slot}. */
  private final long[] fourfold;
  private final long[] big;
  /** Whether each directed pair {@code i * n + j} is an edge (a weight above 0). */
  private final boolean[] present;
  private boolean started;

  // the primal-dual state, kept between solves; the names follow the usual ones of the method
  private final int[] mate;
  private final int[] label;
  private final int[] labelend;
  private final int[] inblossom;
  private final int[] blossomparent;
  private final int[][] blossomchilds;
  private final int[] blossombase;
  private final int[][] blossomendps;
  private final int[] bestedge;
  /** The slack of {@link #bestedge}'s edge {@link #bestSlackOf} as of {@link #dualEpoch}. */
  private final long[] bestSlack;
  private final int[] bestSlackOf;
  private final int[] bestSlackAt;
  /** Counts the moves of the duals, so that a kept slack knows it is out of date. */
  private int dualEpoch;
  private final int[][] blossombestedges;
  private final ArrayDeque<Integer> unusedblossoms = new ArrayDeque<>();
  private final long[][] dualvar;
  /**
   * The stage in which each edge ({@code min * n + max}) was found tight: a stamp, not a flag, so
   * that a new stage forgets them all at once (a Swiss graph has a great many tight edges, and
   * clearing them one by one was most of a solve's time).
   */
  private final int[] allowedIn;
  private int stageStamp = 1;
  private final List<Integer> queue = new ArrayList<>();
  private final long[] scratchA;
  private final long[] scratchB;
  private final long[] scratchC;
  /** The vertices freed since the last solve, in the order freed; see {@link #jumpStart}. */
  private final int[] freed;
  private final boolean[] isFreed;
  private int freedCount;

  /** A graph of {@code vertices} vertices whose weights have at most {@code maxBits} bits. */
  WeightedMatching(int vertices, int maxBits) {
    this.n = vertices;
    this.limbs = (maxBits + 8) / Wide.BITS + 1;
    this.fourfold = new long[Math.max(1, vertices * (vertices - 1) / 2) * limbs];
    this.big = Wide.of(BigInteger.ONE.shiftLeft(maxBits + 3), limbs);
    this.present = new boolean[vertices * vertices];
    mate = new int[n];
    label = new int[2 * n];
    labelend = new int[2 * n];
    inblossom = new int[n];
    blossomparent = new int[2 * n];
    blossomchilds = new int[2 * n][];
    blossombase = new int[2 * n];
    blossomendps = new int[2 * n][];
    bestedge = new int[2 * n];
    bestSlack = new long[2 * n * limbs];
    bestSlackOf = new int[2 * n];
    bestSlackAt = new int[2 * n];
    blossombestedges = new int[2 * n][];
    dualvar = new long[2 * n][];
    allowedIn = new int[n * n];
    scratchA = new long[limbs];
    scratchB = new long[limbs];
    scratchC = new long[limbs];
    freed = new int[n];
    isFreed = new boolean[n];
  }

  int size() {
    return n;
  }

  private int slot(int a, int b) {
    int hi = Math.max(a, b);
    int lo = Math.min(a, b);
    return (hi * (hi - 1) / 2 + lo) * limbs;
  }

  /** Sets the weight of the edge {@code a}-{@code b}; {@code a} is the vertex set free. */
  void setWeight(int a, int b, BigInteger w) {
    if (w.signum() < 0 || w.bitLength() > (limbs * Wide.BITS) - 8) {
      throw new IllegalArgumentException("weight out of range: " + w);
    }
    long[] limbed = Wide.of(w.shiftLeft(2), limbs);
    int at = slot(a, b);
    if (Arrays.equals(fourfold, at, at + limbs, limbed, 0, limbs)) {
      return;
    }
    if (started) {
      free(a);
    }
    System.arraycopy(limbed, 0, fourfold, at, limbs);
    present[a * n + b] = w.signum() > 0;
    present[b * n + a] = w.signum() > 0;
  }

  BigInteger weight(int a, int b) {
    int at = slot(a, b);
    BigInteger value = BigInteger.ZERO;
    for (int i = limbs - 1; i >= 0; i--) {
      value = value.shiftLeft(Wide.BITS).or(BigInteger.valueOf(fourfold[at + i]));
    }
    return value.shiftRight(2);
  }


  // endpoints are directed pairs: p = from * n + to; its far end is p % n, its reverse swaps them
  private int far(int p) {
    return p % n;
  }

  private int near(int p) {
    return p / n;
  }

  private int reverse(int p) {
    return far(p) * n + near(p);
  }

  /** The partner of each vertex in a matching of maximum total weight, or -1 if unmatched. */
  int[] solve() {
    if (!started) {
      start();
    }
    jumpStart();
    while (stage()) {
      // each stage matches or settles at least one free vertex whose dual is positive
    }
    int[] partner = new int[n];
    for (int v = 0; v < n; v++) {
      partner[v] = mate[v] >= 0 ? far(mate[v]) : -1;
    }
    return partner;
  }

  private void start() {
    started = true;
    Arrays.fill(mate, -1);
    Arrays.fill(labelend, -1);
    Arrays.fill(blossomparent, -1);
    Arrays.fill(bestedge, -1);
    for (int i = 0; i < 2 * n; i++) {
      blossombase[i] = i < n ? i : -1;
      dualvar[i] = i < n ? big.clone() : new long[limbs];
    }
    for (int i = 0; i < n; i++) {
      inblossom[i] = i;
    }
    for (int b = n; b < 2 * n; b++) {
      unusedblossoms.push(b);
    }
    for (int v = 0; v < n; v++) {
      isFreed[v] = true;
      freed[freedCount++] = v;
    }
  }

  /**
   * Lowers each freed vertex's dual from above every weight to the least that keeps its edges
   * feasible, and matches it at once to a free vertex over an edge that this makes tight. Every
   * invariant of the method holds after (feasible duals, tight matched edges), so the stages only
   * have the vertices left over to settle. Why: a Swiss bracket re-weights hundreds of vertices
   * at once, and each stage re-labels and re-scans every free vertex before it finds its one
   * augmenting path, so freeing k vertices cost k stages of O(k n); most of those vertices find a
   * tight free partner here in O(n) each.
   */
  private void jumpStart() {
    long[] candidate = new long[limbs];
    // first a feasible dual: half of each edge to another freed vertex (both take that half),
    // what an edge to any other vertex leaves over
    for (int f = 0; f < freedCount; f++) {
      int v = freed[f];
      long[] best = new long[limbs];
      int row = v * n;
      for (int u = 0; u < n; u++) {
        if (!present[row + u]) {
          continue;
        }
        int at = slot(v, u);
        if (isFreed[u]) {
          System.arraycopy(fourfold, at, candidate, 0, limbs);
          Wide.half(candidate);
        } else if (Wide.compareAt(fourfold, at, dualvar[u]) > 0) {
          Wide.subtractFrom(fourfold, at, dualvar[u], candidate);
        } else {
          continue;
        }
        if (Wide.compare(candidate, best) > 0) {
          System.arraycopy(candidate, 0, best, 0, limbs);
        }
      }
      dualvar[v] = best;
    }
    // then each lowered to the least its edges allow, matched over the edge that is then tight
    for (int f = 0; f < freedCount; f++) {
      int v = freed[f];
      isFreed[v] = false;
      if (mate[v] >= 0) {
        continue; // matched by an earlier freed vertex of this pass
      }
      long[] best = new long[limbs];
      int partner = -1;
      int row = v * n;
      for (int u = 0; u < n; u++) {
        if (!present[row + u]) {
          continue;
        }
        int at = slot(v, u);
        if (Wide.compareAt(fourfold, at, dualvar[u]) < 0) {
          continue;
        }
        Wide.subtractFrom(fourfold, at, dualvar[u], candidate);
        int order = Wide.compare(candidate, best);
        boolean free = mate[u] < 0 && inblossom[u] == u;
        if (order > 0) {
          System.arraycopy(candidate, 0, best, 0, limbs);
          partner = free ? u : -1;
        } else if (order == 0 && partner < 0 && free) {
          partner = u;
        }
      }
      dualvar[v] = best;
      if (partner >= 0) {
        mate[v] = row + partner;
        mate[partner] = partner * n + v;
      }
    }
    freedCount = 0;
  }

  /**
   * Frees {@code v} before its weights change: its blossoms are dissolved from the top, each
   * blossom's dual added to its vertices (internal edges keep their slack, others gain), the
   * partners matched across the dissolved boundaries released, and its dual set above every
   * weight so that its edges stay feasible whatever they become.
   */
  private void free(int v) {
    while (inblossom[v] >= n) {
      dissolve(inblossom[v]);
    }
    if (mate[v] >= 0) {
      mate[far(mate[v])] = -1;
      mate[v] = -1;
    }
    dualvar[v] = big.clone();
    if (!isFreed[v]) {
      isFreed[v] = true;
      freed[freedCount++] = v;
    }
  }

  private void dissolve(int b) {
    int base = blossombase[b];
    if (mate[base] >= 0) {
      mate[far(mate[base])] = -1;
      mate[base] = -1;
    }
    for (int leaf : leaves(b)) {
      Wide.add(dualvar[leaf], dualvar[b], dualvar[leaf]);
    }
    for (int child : blossomchilds[b]) {
      blossomparent[child] = -1;
      if (child < n) {
        inblossom[child] = child;
      } else {
        for (int leaf : leaves(child)) {
          inblossom[leaf] = child;
        }
      }
    }
    Arrays.fill(dualvar[b], 0L);
    label[b] = 0;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  }

  /** The slack of the edge of endpoint {@code p}, written into {@code out}; never negative. */
  private long[] slack(int p, long[] out) {
    int i = near(p);
    int j = far(p);
    Wide.add(dualvar[i], dualvar[j], out);
    Wide.subtractAt(out, fourfold, slot(i, j), out);
    return out;
  }

  private boolean lessSlack(int a, int b) {
    return Wide.compare(slack(a, scratchA), slack(b, scratchB)) < 0;
  }

  private void allow(int p) {
    int key = Math.min(near(p), far(p)) * n + Math.max(near(p), far(p));
    allowedIn[key] = stageStamp;
  }

  private List<Integer> leaves(int b) {
    List<Integer> out = new ArrayList<>();
    collectLeaves(b, out);
    return out;
  }

  private void collectLeaves(int b, List<Integer> out) {
    if (b < n) {
      out.add(b);
    } else {
      for (int t : blossomchilds[b]) {
        collectLeaves(t, out);
      }
    }
  }

  private void assignLabel(int v, int t, int p) {
    int b = inblossom[v];
    label[v] = t;
    label[b] = t;
    labelend[v] = p;
    labelend[b] = p;
    bestedge[v] = -1;
    bestedge[b] = -1;
    if (t == 1) {
      queue.addAll(leaves(b));
    } else if (t == 2) {
      int base = blossombase[b];
      assignLabel(far(mate[base]), 1, reverse(mate[base]));
    }
  }

  private int scanBlossom(int v, int w) {
    List<Integer> path = new ArrayList<>();
    int base = -1;
    while (v != -1 || w != -1) {
      int b = inblossom[v];
      if ((label[b] & 4) != 0) {
        base = blossombase[b];
        break;
      }
      path.add(b);
      label[b] = 5;
      if (labelend[b] == -1) {
        v = -1;
      } else {
        v = far(labelend[b]);
        b = inblossom[v];
        v = far(labelend[b]);
      }
      if (w != -1) {
        int swap = v;
        v = w;
        w = swap;
      }
    }
    for (int b : path) {
      label[b] = 1;
    }
    return base;
  }

  /** A new blossom through the edge of endpoint {@code p} ({@code near(p)} - {@code far(p)}). */
  private void addBlossom(int base, int p) {
    int v = near(p);
    int w = far(p);
    int bb = inblossom[base];
    int bv = inblossom[v];
    int bw = inblossom[w];
    int b = unusedblossoms.pop();
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    List<Integer> path = new ArrayList<>();
    List<Integer> endps = new ArrayList<>();
    while (bv != bb) {
      blossomparent[bv] = b;
      path.add(bv);
      endps.add(labelend[bv]);
      v = far(labelend[bv]);
      bv = inblossom[v];
    }
    path.add(bb);
    Collections.reverse(path);
    Collections.reverse(endps);
    endps.add(w * n + near(p)); // the endpoint at v, reached from w
    while (bw != bb) {
      blossomparent[bw] = b;
      path.add(bw);
      endps.add(reverse(labelend[bw]));
      w = far(labelend[bw]);
      bw = inblossom[w];
    }
    blossomchilds[b] = toArray(path);
    blossomendps[b] = toArray(endps);
    label[b] = 1;
    labelend[b] = labelend[bb];
    Arrays.fill(dualvar[b], 0L);
    for (int leaf : leaves(b)) {
      if (label[inblossom[leaf]] == 2) {
        queue.add(leaf);
      }
      inblossom[leaf] = b;
    }
    int[] bestedgeto = new int[2 * n];
    Arrays.fill(bestedgeto, -1);
    for (int child : blossomchilds[b]) {
      if (blossombestedges[child] == null) {
        for (int leaf : leaves(child)) {
          for (int u = 0; u < n; u++) {
            if (present[leaf * n + u]) {
              consider(leaf * n + u, b, bestedgeto);
            }
          }
        }
      } else {
        for (int e : blossombestedges[child]) {
          consider(e, b, bestedgeto);
        }
      }
      blossombestedges[child] = null;
      bestedge[child] = -1;
    }
    List<Integer> best = new ArrayList<>();
    for (int e : bestedgeto) {
      if (e != -1) {
        best.add(e);
      }
    }
    blossombestedges[b] = toArray(best);
    bestedge[b] = -1;
    for (int e : best) {
      if (bestedge[b] == -1 || lessSlack(e, bestedge[b])) {
        bestedge[b] = e;
      }
    }
  }

  /** Keeps edge {@code e} as blossom {@code b}'s best to another S-blossom, oriented out of b. */
  private void consider(int e, int b, int[] bestedgeto) {
    int i = near(e);
    int j = far(e);
    if (inblossom[j] == b) {
      e = reverse(e);
      j = i;
    }
    int bj = inblossom[j];
    if (bj != b && label[bj] == 1 && (bestedgeto[bj] == -1 || lessSlack(e, bestedgeto[bj]))) {
      bestedgeto[bj] = e;
    }
  }

  private static int[] toArray(List<Integer> list) {
    int[] out = new int[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i);
    }
    return out;
  }

  private static int indexOf(int[] array, int value) {
    for (int i = 0; i < array.length; i++) {
      if (array[i] == value) {
        return i;
      }
    }
    return -1;
  }

  /** Python-style indexing: a negative index counts from the end. */
  private static int at(int[] array, int index) {
    return array[index < 0 ? index + array.length : index];
  }

  private void expandBlossom(int b, boolean endstage) {
    int[] childs = blossomchilds[b];
    for (int s : childs) {
      blossomparent[s] = -1;
      if (s < n) {
        inblossom[s] = s;
      } else if (endstage && Wide.isZero(dualvar[s])) {
        expandBlossom(s, endstage);
      } else {
        for (int leaf : leaves(s)) {
          inblossom[leaf] = s;
        }
      }
    }
    if (!endstage && label[b] == 2) {
      int[] endps = blossomendps[b];
      int size = childs.length;
      int entrychild = inblossom[far(reverse(labelend[b]))];
      int j = indexOf(childs, entrychild);
      int jstep;
      boolean trick;
      if ((j & 1) != 0) {
        j -= size;
        jstep = 1;
        trick = false;
      } else {
        jstep = -1;
        trick = true;
      }
      int p = labelend[b];
      while (j != 0) {
        label[far(reverse(p))] = 0;
        int q = trick ? reverse(at(endps, j - 1)) : at(endps, j);
        label[far(reverse(q))] = 0;
        assignLabel(far(reverse(p)), 2, p);
        allow(q);
        j += jstep;
        p = trick ? reverse(at(endps, j - 1)) : at(endps, j);
        allow(p);
        j += jstep;
      }
      int bv = at(childs, j);
      label[far(reverse(p))] = 2;
      label[bv] = 2;
      labelend[far(reverse(p))] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) != entrychild) {
        bv = at(childs, j);
        if (label[bv] == 1) {
          j += jstep;
          continue;
        }
        int found = -1;
        for (int leaf : leaves(bv)) {
          if (label[leaf] != 0) {
            found = leaf;
            break;
          }
        }
        if (found != -1) {
          label[found] = 0;
          label[far(mate[blossombase[bv]])] = 0;
          assignLabel(found, 2, labelend[found]);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  }

  private void augmentBlossom(int b, int v) {
    int t = v;
    while (blossomparent[t] != b) {
      t = blossomparent[t];
    }
    if (t >= n) {
      augmentBlossom(t, v);
    }
    int[] childs = blossomchilds[b];
    int[] endps = blossomendps[b];
    int i = indexOf(childs, t);
    int j = i;
    int jstep;
    boolean trick;
    if ((i & 1) != 0) {
      j -= childs.length;
      jstep = 1;
      trick = false;
    } else {
      jstep = -1;
      trick = true;
    }
    while (j != 0) {
      j += jstep;
      t = at(childs, j);
      int p = trick ? reverse(at(endps, j - 1)) : at(endps, j);
      if (t >= n) {
        augmentBlossom(t, far(p));
      }
      j += jstep;
      t = at(childs, j);
      if (t >= n) {
        augmentBlossom(t, far(reverse(p)));
      }
      mate[far(p)] = reverse(p);
      mate[far(reverse(p))] = p;
    }
    int[] rotatedChilds = new int[childs.length];
    int[] rotatedEndps = new int[endps.length];
    for (int k = 0; k < childs.length; k++) {
      rotatedChilds[k] = childs[(i + k) % childs.length];
      rotatedEndps[k] = endps[(i + k) % endps.length];
    }
    blossomchilds[b] = rotatedChilds;
    blossomendps[b] = rotatedEndps;
    blossombase[b] = blossombase[rotatedChilds[0]];
  }

  /**
   * Flips the alternating path from {@code s} up to its tree's root: {@code s} takes endpoint
   * {@code p} as its mate ({@code -1}: {@code s} is left free).
   */
  private void augmentFrom(int s, int p) {
    while (true) {
      int bs = inblossom[s];
      if (bs >= n) {
        augmentBlossom(bs, s);
      }
      mate[s] = p;
      if (labelend[bs] == -1) {
        break;
      }
      int t = far(labelend[bs]);
      int bt = inblossom[t];
      s = far(labelend[bt]);
      int j = far(reverse(labelend[bt]));
      if (bt >= n) {
        augmentBlossom(bt, j);
      }
      mate[j] = labelend[bt];
      p = reverse(labelend[bt]);
    }
  }

  /** One stage: false when no free vertex has a positive dual (the matching is the best). */
  private boolean stage() {
    Arrays.fill(label, 0);
    Arrays.fill(bestedge, -1);
    for (int b = 0; b < 2 * n; b++) {
      blossombestedges[b] = null;
      if (blossomparent[b] == -1) {
        labelend[b] = -1;
      }
    }
    dualEpoch++; // the duals moved since the last stage (freed vertices, a jump start)
    if (++stageStamp == Integer.MAX_VALUE) {
      Arrays.fill(allowedIn, 0);
      stageStamp = 1;
    }
    queue.clear();
    boolean roots = false;
    for (int v = 0; v < n; v++) {
      int b = inblossom[v];
      if (mate[v] == -1 && blossombase[b] == v && label[b] == 0 && !Wide.isZero(dualvar[v])) {
        assignLabel(v, 1, -1);
        roots = true;
      }
    }
    if (!roots) {
      return false;
    }
    while (true) {
      if (scan()) {
        break;
      }
      if (adjustDuals()) {
        break;
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1
          && Wide.isZero(dualvar[b])) {
        expandBlossom(b, true);
      }
    }
    return true;
  }

  /**
   * Whether the slack of {@code bestedge[x]} is above {@code kslack}. Its slack is kept from when
   * it was last computed until the duals move, why: an S-vertex's scan compares each of its
   * edges with a best one, and computing both slacks each time was half of a scan's work.
   */
  private boolean aboveBest(int x, long[] kslack) {
    int e = bestedge[x];
    if (bestSlackOf[x] != e || bestSlackAt[x] != dualEpoch) {
      slack(e, scratchA);
      setBest(x, e, scratchA);
    }
    return Wide.compareAt(bestSlack, x * limbs, kslack) > 0;
  }

  private void setBest(int x, int e, long[] slackOfE) {
    bestedge[x] = e;
    System.arraycopy(slackOfE, 0, bestSlack, x * limbs, limbs);
    bestSlackOf[x] = e;
    bestSlackAt[x] = dualEpoch;
  }

  /** Scans the queued S-vertices' edges; true when it augmented the matching. */
  private boolean scan() {
    while (!queue.isEmpty()) {
      int v = queue.remove(queue.size() - 1);
      int row = v * n;
      for (int wv = 0; wv < n; wv++) {
        // v's blossom may grow while its edges are scanned
        if (!present[row + wv] || inblossom[v] == inblossom[wv]) {
          continue;
        }
        int bw = inblossom[wv];
        if (label[bw] == 2 && label[wv] != 0) {
          continue; // a T-vertex already reached: whatever the edge's slack, nothing follows
        }
        int p = row + wv;
        int key = v < wv ? row + wv : wv * n + v;
        long[] kslack = null;
        boolean allowed = allowedIn[key] == stageStamp;
        if (!allowed) {
          kslack = slack(p, scratchC);
          if (Wide.isZero(kslack)) {
            allowedIn[key] = stageStamp;
            allowed = true;
          }
        }
        if (allowed) {
          if (label[bw] == 0 && mate[blossombase[bw]] == -1) {
            augmentFrom(v, p); // a free vertex settled at a zero dual
            augmentFrom(wv, reverse(p));
            return true;
          } else if (label[bw] == 0) {
            assignLabel(wv, 2, reverse(p));
          } else if (label[bw] == 1) {
            int base = scanBlossom(v, wv);
            if (base >= 0) {
              addBlossom(base, p);
            } else {
              augmentFrom(v, p);
              augmentFrom(wv, reverse(p));
              return true;
            }
          } else if (label[wv] == 0) {
            label[wv] = 2;
            labelend[wv] = reverse(p);
          }
        } else if (label[bw] == 1) {
          int b = inblossom[v];
          if (bestedge[b] == -1 || aboveBest(b, kslack)) {
            setBest(b, p, kslack);
          }
        } else if (label[wv] == 0) {
          if (bestedge[wv] == -1 || aboveBest(wv, kslack)) {
            setBest(wv, reverse(p), kslack);
          }
        }
      }
    }
    return false;
  }

  /**
   * Moves the duals by the largest step that keeps every slack non-negative; true when the stage
   * ends (an S-vertex's dual reached zero: it is left free, the path to its root flipped).
   */
  private boolean adjustDuals() {
    int deltatype = -1;
    long[] delta = null;
    int deltaedge = -1;
    int deltablossom = -1;
    int deltavertex = -1;
    for (int v = 0; v < n; v++) {
      if (label[inblossom[v]] == 1 && (delta == null || Wide.compare(dualvar[v], delta) < 0)) {
        delta = dualvar[v].clone();
        deltatype = 1;
        deltavertex = v;
      }
    }
    for (int v = 0; v < n; v++) {
      if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
        long[] d = slack(bestedge[v], scratchA);
        if (Wide.compare(d, delta) < 0) {
          System.arraycopy(d, 0, delta, 0, limbs);
          deltatype = 2;
          deltaedge = bestedge[v];
        }
      }
    }
    for (int b = 0; b < 2 * n; b++) {
      if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
        long[] d = Wide.half(slack(bestedge[b], scratchA));
        if (Wide.compare(d, delta) < 0) {
          System.arraycopy(d, 0, delta, 0, limbs);
          deltatype = 3;
          deltaedge = bestedge[b];
        }
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
          && Wide.compare(dualvar[b], delta) < 0) {
        System.arraycopy(dualvar[b], 0, delta, 0, limbs);
        deltatype = 4;
        deltablossom = b;
      }
    }
    for (int v = 0; v < n; v++) {
      if (label[inblossom[v]] == 1) {
        Wide.subtract(dualvar[v], delta, dualvar[v]);
      } else if (label[inblossom[v]] == 2) {
        Wide.add(dualvar[v], delta, dualvar[v]);
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (blossombase[b] >= 0 && blossomparent[b] == -1) {
        if (label[b] == 1) {
          Wide.add(dualvar[b], delta, dualvar[b]);
        } else if (label[b] == 2) {
          Wide.subtract(dualvar[b], delta, dualvar[b]);
        }
      }
    }
    dualEpoch++;
    if (deltatype == 1) {
      augmentFrom(deltavertex, -1);
      return true;
    } else if (deltatype == 2) {
      allow(deltaedge);
      int i = near(deltaedge);
      if (label[inblossom[i]] == 0) {
        i = far(deltaedge);
      }
      queue.add(i);
    } else if (deltatype == 3) {
      allow(deltaedge);
      queue.add(near(deltaedge));
    } else {
      expandBlossom(deltablossom, false);
    }
    return false;
  }
}
