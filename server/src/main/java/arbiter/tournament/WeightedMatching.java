package arbiter.tournament;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A maximum-weight matching of a general graph (Edmonds' blossom algorithm in its primal-dual
 * O(n^3) form, after Galil's 1986 survey). Weights are exact integers of any size, so that a Swiss
 * pairing can stack its criteria into one number, the most important in the highest bits.
 * An edge of weight 0 is no edge.
 */
final class WeightedMatching {

  private final int n;
  private final int limbs;
  private final BigInteger[][] weight;
  /** Four times each weight in limbs ({@code null} for no edge), as the slacks subtract it. */
  private final long[][][] fourfold;

  /** A graph of {@code vertices} vertices whose weights have at most {@code maxBits} bits. */
  WeightedMatching(int vertices, int maxBits) {
    this.n = vertices;
    this.limbs = (maxBits + 8) / Wide.BITS + 1;
    this.weight = new BigInteger[vertices][vertices];
    this.fourfold = new long[vertices][vertices][];
    for (BigInteger[] row : weight) {
      Arrays.fill(row, BigInteger.ZERO);
    }
  }

  int size() {
    return n;
  }

  void setWeight(int a, int b, BigInteger w) {
    if (w.signum() < 0 || w.bitLength() > (limbs * Wide.BITS) - 8) {
      throw new IllegalArgumentException("weight out of range: " + w);
    }
    weight[a][b] = w;
    weight[b][a] = w;
    long[] limbed = w.signum() == 0 ? null : Wide.of(w.shiftLeft(2), limbs);
    fourfold[a][b] = limbed;
    fourfold[b][a] = limbed;
  }

  BigInteger weight(int a, int b) {
    return weight[a][b];
  }

  /** The partner of each vertex in a matching of maximum total weight, or -1 if unmatched. */
  int[] solve() {
    int[] partner = new int[n];
    Arrays.fill(partner, -1);
    // a pair joined by its only edges is matched in every best matching: leave it out
    int[] only = new int[n];
    for (int v = 0; v < n; v++) {
      only[v] = -1;
      for (int u = 0; u < n; u++) {
        if (fourfold[v][u] != null) {
          only[v] = only[v] == -1 ? u : -2;
        }
      }
    }
    List<Integer> active = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (only[v] >= 0 && only[only[v]] == v) {
        partner[v] = only[v];
      } else {
        active.add(v);
      }
    }
    int[] mate = new Solver(active).run();
    for (int i = 0; i < mate.length; i++) {
      partner[active.get(i)] = mate[i] < 0 ? -1 : active.get(mate[i]);
    }
    return partner;
  }

  /** One run of the algorithm; its arrays follow the usual names of the primal-dual method. */
  private final class Solver {
    private final int[][] edge;
    /** Four times each edge's weight: twice the doubled weight, as slack subtracts it. */
    private final long[][] w4;
    private final long[] scratchA;
    private final long[] scratchB;
    private final long[] scratchC;
    private final int[] endpoint;
    private final int[][] neighbend;
    private final int[] mate;
    private final int[] label;
    private final int[] labelend;
    private final int[] inblossom;
    private final int[] blossomparent;
    private final List<List<Integer>> blossomchilds = new ArrayList<>();
    private final int[] blossombase;
    private final List<List<Integer>> blossomendps = new ArrayList<>();
    private final int[] bestedge;
    private final List<List<Integer>> blossombestedges = new ArrayList<>();
    private final ArrayDeque<Integer> unusedblossoms = new ArrayDeque<>();
    private final long[][] dualvar;
    private final boolean[] allowedge;
    private final List<Integer> queue = new ArrayList<>();

    private final int n;

    Solver(List<Integer> active) {
      n = active.size();
      List<int[]> edges = new ArrayList<>();
      List<long[]> weights = new ArrayList<>();
      long[] maxFourfold = new long[limbs];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          long[] w = fourfold[active.get(i)][active.get(j)];
          if (w != null) {
            edges.add(new int[] {i, j});
            weights.add(w);
            if (Wide.compare(w, maxFourfold) > 0) {
              maxFourfold = w;
            }
          }
        }
      }
      edge = edges.toArray(new int[0][]);
      w4 = weights.toArray(new long[0][]);
      scratchA = new long[limbs];
      scratchB = new long[limbs];
      scratchC = new long[limbs];
      // every vertex starts at the largest doubled weight, so every dual stays an integer
      long[] maxDoubled = Wide.half(maxFourfold.clone());
      int nedge = edge.length;
      endpoint = new int[2 * nedge];
      for (int p = 0; p < 2 * nedge; p++) {
        endpoint[p] = edge[p / 2][p % 2];
      }
      int[] degree = new int[n];
      for (int[] e : edge) {
        degree[e[0]]++;
        degree[e[1]]++;
      }
      neighbend = new int[n][];
      for (int i = 0; i < n; i++) {
        neighbend[i] = new int[degree[i]];
        degree[i] = 0;
      }
      for (int k = 0; k < nedge; k++) {
        neighbend[edge[k][0]][degree[edge[k][0]]++] = 2 * k + 1;
        neighbend[edge[k][1]][degree[edge[k][1]]++] = 2 * k;
      }
      mate = new int[n];
      Arrays.fill(mate, -1);
      label = new int[2 * n];
      labelend = new int[2 * n];
      Arrays.fill(labelend, -1);
      inblossom = new int[n];
      for (int i = 0; i < n; i++) {
        inblossom[i] = i;
      }
      blossomparent = new int[2 * n];
      Arrays.fill(blossomparent, -1);
      blossombase = new int[2 * n];
      for (int i = 0; i < 2 * n; i++) {
        blossombase[i] = i < n ? i : -1;
        blossomchilds.add(null);
        blossomendps.add(null);
        blossombestedges.add(null);
      }
      bestedge = new int[2 * n];
      Arrays.fill(bestedge, -1);
      for (int b = n; b < 2 * n; b++) {
        unusedblossoms.push(b);
      }
      dualvar = new long[2 * n][];
      for (int i = 0; i < 2 * n; i++) {
        dualvar[i] = i < n ? maxDoubled.clone() : new long[limbs];
      }
      allowedge = new boolean[nedge];
    }

    /** The slack of edge {@code k}, written into {@code out}; never negative. */
    private long[] slack(int k, long[] out) {
      Wide.add(dualvar[edge[k][0]], dualvar[edge[k][1]], out);
      Wide.subtract(out, w4[k], out);
      return out;
    }

    /** Whether edge {@code a} has less slack than edge {@code b}. */
    private boolean lessSlack(int a, int b) {
      return Wide.compare(slack(a, scratchA), slack(b, scratchB)) < 0;
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
        for (int t : blossomchilds.get(b)) {
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
        assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
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
          v = endpoint[labelend[b]];
          b = inblossom[v];
          v = endpoint[labelend[b]];
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

    private void addBlossom(int base, int k) {
      int v = edge[k][0];
      int w = edge[k][1];
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
        v = endpoint[labelend[bv]];
        bv = inblossom[v];
      }
      path.add(bb);
      Collections.reverse(path);
      Collections.reverse(endps);
      endps.add(2 * k);
      while (bw != bb) {
        blossomparent[bw] = b;
        path.add(bw);
        endps.add(labelend[bw] ^ 1);
        w = endpoint[labelend[bw]];
        bw = inblossom[w];
      }
      blossomchilds.set(b, path);
      blossomendps.set(b, endps);
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
      for (int child : path) {
        List<List<Integer>> nblists = new ArrayList<>();
        if (blossombestedges.get(child) == null) {
          for (int leaf : leaves(child)) {
            List<Integer> list = new ArrayList<>();
            for (int p : neighbend[leaf]) {
              list.add(p / 2);
            }
            nblists.add(list);
          }
        } else {
          nblists.add(blossombestedges.get(child));
        }
        for (List<Integer> nblist : nblists) {
          for (int e : nblist) {
            int i = edge[e][0];
            int j = edge[e][1];
            if (inblossom[j] == b) {
              j = i;
            }
            int bj = inblossom[j];
            if (bj != b && label[bj] == 1
                && (bestedgeto[bj] == -1 || lessSlack(e, bestedgeto[bj]))) {
              bestedgeto[bj] = e;
            }
          }
        }
        blossombestedges.set(child, null);
        bestedge[child] = -1;
      }
      List<Integer> best = new ArrayList<>();
      for (int e : bestedgeto) {
        if (e != -1) {
          best.add(e);
        }
      }
      blossombestedges.set(b, best);
      bestedge[b] = -1;
      for (int e : best) {
        if (bestedge[b] == -1 || lessSlack(e, bestedge[b])) {
          bestedge[b] = e;
        }
      }
    }

    private void expandBlossom(int b, boolean endstage) {
      List<Integer> childs = blossomchilds.get(b);
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
        List<Integer> endps = blossomendps.get(b);
        int size = childs.size();
        int entrychild = inblossom[endpoint[labelend[b] ^ 1]];
        int j = childs.indexOf(entrychild);
        int jstep;
        int endptrick;
        if ((j & 1) != 0) {
          j -= size;
          jstep = 1;
          endptrick = 0;
        } else {
          jstep = -1;
          endptrick = 1;
        }
        int p = labelend[b];
        while (j != 0) {
          label[endpoint[p ^ 1]] = 0;
          label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
          assignLabel(endpoint[p ^ 1], 2, p);
          allowedge[at(endps, j - endptrick) / 2] = true;
          j += jstep;
          p = at(endps, j - endptrick) ^ endptrick;
          allowedge[p / 2] = true;
          j += jstep;
        }
        int bv = at(childs, j);
        label[endpoint[p ^ 1]] = 2;
        label[bv] = 2;
        labelend[endpoint[p ^ 1]] = p;
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
            label[endpoint[mate[blossombase[bv]]]] = 0;
            assignLabel(found, 2, labelend[found]);
          }
          j += jstep;
        }
      }
      label[b] = -1;
      labelend[b] = -1;
      blossomchilds.set(b, null);
      blossomendps.set(b, null);
      blossombase[b] = -1;
      blossombestedges.set(b, null);
      bestedge[b] = -1;
      unusedblossoms.push(b);
    }

    /** Python-style indexing: a negative index counts from the end. */
    private int at(List<Integer> list, int index) {
      return list.get(index < 0 ? index + list.size() : index);
    }

    private void augmentBlossom(int b, int v) {
      int t = v;
      while (blossomparent[t] != b) {
        t = blossomparent[t];
      }
      if (t >= n) {
        augmentBlossom(t, v);
      }
      List<Integer> childs = blossomchilds.get(b);
      List<Integer> endps = blossomendps.get(b);
      int i = childs.indexOf(t);
      int j = i;
      int jstep;
      int endptrick;
      if ((i & 1) != 0) {
        j -= childs.size();
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      while (j != 0) {
        j += jstep;
        t = at(childs, j);
        int p = at(endps, j - endptrick) ^ endptrick;
        if (t >= n) {
          augmentBlossom(t, endpoint[p]);
        }
        j += jstep;
        t = at(childs, j);
        if (t >= n) {
          augmentBlossom(t, endpoint[p ^ 1]);
        }
        mate[endpoint[p]] = p ^ 1;
        mate[endpoint[p ^ 1]] = p;
      }
      List<Integer> rotatedChilds = new ArrayList<>(childs.subList(i, childs.size()));
      rotatedChilds.addAll(childs.subList(0, i));
      List<Integer> rotatedEndps = new ArrayList<>(endps.subList(i, endps.size()));
      rotatedEndps.addAll(endps.subList(0, i));
      blossomchilds.set(b, rotatedChilds);
      blossomendps.set(b, rotatedEndps);
      blossombase[b] = blossombase[rotatedChilds.get(0)];
    }

    private void augmentMatching(int k) {
      int[][] starts = {{edge[k][0], 2 * k + 1}, {edge[k][1], 2 * k}};
      for (int[] start : starts) {
        int s = start[0];
        int p = start[1];
        while (true) {
          int bs = inblossom[s];
          if (bs >= n) {
            augmentBlossom(bs, s);
          }
          mate[s] = p;
          if (labelend[bs] == -1) {
            break;
          }
          int t = endpoint[labelend[bs]];
          int bt = inblossom[t];
          s = endpoint[labelend[bt]];
          int j = endpoint[labelend[bt] ^ 1];
          if (bt >= n) {
            augmentBlossom(bt, j);
          }
          mate[j] = labelend[bt];
          p = labelend[bt] ^ 1;
        }
      }
    }

    int[] run() {
      int nedge = edge.length;
      for (int stage = 0; stage < n; stage++) {
        Arrays.fill(label, 0);
        Arrays.fill(bestedge, -1);
        for (int b = n; b < 2 * n; b++) {
          blossombestedges.set(b, null);
        }
        Arrays.fill(allowedge, false);
        queue.clear();
        for (int v = 0; v < n; v++) {
          if (mate[v] == -1 && label[inblossom[v]] == 0) {
            assignLabel(v, 1, -1);
          }
        }
        boolean augmented = false;
        while (true) {
          while (!queue.isEmpty() && !augmented) {
            int v = queue.remove(queue.size() - 1);
            for (int p : neighbend[v]) {
              int k = p / 2;
              int wv = endpoint[p];
              if (inblossom[v] == inblossom[wv]) {
                continue;
              }
              long[] kslack = null;
              if (!allowedge[k]) {
                kslack = slack(k, scratchC);
                if (Wide.isZero(kslack)) {
                  allowedge[k] = true;
                }
              }
              if (allowedge[k]) {
                if (label[inblossom[wv]] == 0) {
                  assignLabel(wv, 2, p ^ 1);
                } else if (label[inblossom[wv]] == 1) {
                  int base = scanBlossom(v, wv);
                  if (base >= 0) {
                    addBlossom(base, k);
                  } else {
                    augmentMatching(k);
                    augmented = true;
                    break;
                  }
                } else if (label[wv] == 0) {
                  label[wv] = 2;
                  labelend[wv] = p ^ 1;
                }
              } else if (label[inblossom[wv]] == 1) {
                int b = inblossom[v];
                if (bestedge[b] == -1
                    || Wide.compare(kslack, slack(bestedge[b], scratchA)) < 0) {
                  bestedge[b] = k;
                }
              } else if (label[wv] == 0) {
                if (bestedge[wv] == -1
                    || Wide.compare(kslack, slack(bestedge[wv], scratchA)) < 0) {
                  bestedge[wv] = k;
                }
              }
            }
          }
          if (augmented) {
            break;
          }
          int deltatype = 1;
          long[] delta = dualvar[0].clone();
          for (int v = 1; v < n; v++) {
            if (Wide.compare(dualvar[v], delta) < 0) {
              System.arraycopy(dualvar[v], 0, delta, 0, limbs);
            }
          }
          int deltaedge = -1;
          int deltablossom = -1;
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
          if (deltatype == 1) {
            break;
          } else if (deltatype == 2) {
            allowedge[deltaedge] = true;
            int i = edge[deltaedge][0];
            if (label[inblossom[i]] == 0) {
              i = edge[deltaedge][1];
            }
            queue.add(i);
          } else if (deltatype == 3) {
            allowedge[deltaedge] = true;
            queue.add(edge[deltaedge][0]);
          } else {
            expandBlossom(deltablossom, false);
          }
        }
        if (!augmented) {
          break;
        }
        for (int b = n; b < 2 * n; b++) {
          if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1
              && Wide.isZero(dualvar[b])) {
            expandBlossom(b, true);
          }
        }
      }
      int[] partner = new int[n];
      for (int v = 0; v < n; v++) {
        partner[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
      }
      return partner;
    }
  }

  /**
   * Non-negative integers of a fixed number of 62-bit limbs, least significant first: the
   * algorithm's duals and slacks never go below zero, so no sign is needed.
   */
  private static final class Wide {
    static final int BITS = 62;
    private static final long MASK = (1L << BITS) - 1;

    private Wide() {}

    static long[] of(BigInteger value, int limbs) {
      long[] out = new long[limbs];
      for (int i = 0; i < limbs; i++) {
        out[i] = value.shiftRight(BITS * i).longValue() & MASK;
      }
      return out;
    }

    static void add(long[] a, long[] b, long[] out) {
      long carry = 0;
      for (int i = 0; i < a.length; i++) {
        long sum = a[i] + b[i] + carry;
        out[i] = sum & MASK;
        carry = sum >>> BITS;
      }
    }

    static void subtract(long[] a, long[] b, long[] out) {
      long borrow = 0;
      for (int i = 0; i < a.length; i++) {
        long difference = a[i] - b[i] - borrow;
        borrow = difference < 0 ? 1 : 0;
        out[i] = difference & MASK;
      }
    }

    static int compare(long[] a, long[] b) {
      for (int i = a.length - 1; i >= 0; i--) {
        if (a[i] != b[i]) {
          return Long.compare(a[i], b[i]);
        }
      }
      return 0;
    }

    static boolean isZero(long[] a) {
      for (long limb : a) {
        if (limb != 0) {
          return false;
        }
      }
      return true;
    }

    /** Halves {@code a} in place and returns it. */
    static long[] half(long[] a) {
      for (int i = 0; i < a.length; i++) {
        long high = i + 1 < a.length ? (a[i + 1] & 1) << (BITS - 1) : 0;
        a[i] = (a[i] >>> 1) | high;
      }
      return a;
    }
  }
}
