package arbiter.rules.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A slow, independent Russian draughts move generator on an 8x8 array, written from SPEC 1.5 to
 * check the bitboard engine. Cells hold 0 (empty), 'w', 'W', 'b' or 'B'. A move is described as
 * {@code from>to x captured,... [K]} so that moves can be compared as sets of strings.
 */
final class NaiveDraughts {

  private static final int[][] DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private final char[][] cells;
  private final boolean white;
  private final TreeSet<String> moves = new TreeSet<>();
  private int originRow;
  private int originColumn;

  private NaiveDraughts(char[][] cells, boolean white) {
    this.cells = cells;
    this.white = white;
  }

  /** The legal moves of the side to move, each described as above. */
  static TreeSet<String> moves(char[][] cells, boolean white) {
    NaiveDraughts naive = new NaiveDraughts(cells, white);
    naive.generate();
    return naive.moves;
  }

  private void generate() {
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        if (mine(cells[r][c])) {
          originRow = r;
          originColumn = c;
          capture(r, c, Character.isUpperCase(cells[r][c]), new ArrayList<>(), false);
        }
      }
    }
    if (!moves.isEmpty()) {
      return;
    }
    int forward = white ? 1 : -1;
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        if (!mine(cells[r][c])) {
          continue;
        }
        boolean king = Character.isUpperCase(cells[r][c]);
        for (int[] d : DIRECTIONS) {
          if (!king && d[0] != forward) {
            continue;
          }
          for (int step = 1; ; step++) {
            int tr = r + step * d[0];
            int tc = c + step * d[1];
            if (!on(tr, tc) || cells[tr][tc] != 0) {
              break;
            }
            moves.add(describe(r, c, tr, tc, List.of(), !king && tr == crownRow()));
            if (!king) {
              break;
            }
          }
        }
      }
    }
  }

  private void capture(int r, int c, boolean king, List<int[]> taken, boolean crowned) {
    boolean jumped = false;
    for (int[] d : DIRECTIONS) {
      int step = 1;
      while (king && on(r + step * d[0], c + step * d[1]) && empty(r + step * d[0], c + step * d[1])) {
        step++;
      }
      int or = r + step * d[0];
      int oc = c + step * d[1];
      if (!on(or, oc) || empty(or, oc) || mine(cells[or][oc]) || contains(taken, or, oc)) {
        continue;
      }
      List<int[]> after = new ArrayList<>(taken);
      after.add(new int[] {or, oc});
      List<int[]> landings = new ArrayList<>();
      for (int s = 1; on(or + s * d[0], oc + s * d[1]) && empty(or + s * d[0], oc + s * d[1]); s++) {
        landings.add(new int[] {or + s * d[0], oc + s * d[1]});
        if (!king) {
          break;
        }
      }
      if (landings.isEmpty()) {
        continue;
      }
      jumped = true;
      List<int[]> goOn = new ArrayList<>();
      for (int[] l : landings) {
        boolean asKing = king || l[0] == crownRow();
        if (!asKing || canCapture(l[0], l[1], after)) {
          goOn.add(l);
        }
      }
      if (king && goOn.isEmpty()) {
        for (int[] l : landings) {
          moves.add(describe(originRow, originColumn, l[0], l[1], after, crowned));
        }
        continue;
      }
      for (int[] l : king ? goOn : landings) {
        boolean nowKing = king || l[0] == crownRow();
        capture(l[0], l[1], nowKing, after, crowned || (!king && nowKing));
      }
    }
    if (!jumped && !taken.isEmpty()) {
      moves.add(describe(originRow, originColumn, r, c, taken, crowned));
    }
  }

  /** Whether a king on the square could take a piece not yet taken. */
  private boolean canCapture(int r, int c, List<int[]> taken) {
    for (int[] d : DIRECTIONS) {
      int step = 1;
      while (on(r + step * d[0], c + step * d[1]) && empty(r + step * d[0], c + step * d[1])) {
        step++;
      }
      int or = r + step * d[0];
      int oc = c + step * d[1];
      if (on(or, oc) && !mine(cells[or][oc]) && !contains(taken, or, oc)
          && on(or + d[0], oc + d[1]) && empty(or + d[0], oc + d[1])) {
        return true;
      }
    }
    return false;
  }

  private int crownRow() {
    return white ? 7 : 0;
  }

  private boolean mine(char cell) {
    return cell != 0 && (Character.toLowerCase(cell) == 'w') == white;
  }

  /** Empty, counting the square the moving piece left as empty. */
  private boolean empty(int r, int c) {
    return cells[r][c] == 0 || (r == originRow && c == originColumn);
  }

  private static boolean on(int r, int c) {
    return r >= 0 && r < 8 && c >= 0 && c < 8;
  }

  private static boolean contains(List<int[]> squares, int r, int c) {
    return squares.stream().anyMatch(s -> s[0] == r && s[1] == c);
  }

  static String describe(int fr, int fc, int tr, int tc, List<int[]> taken, boolean crowned) {
    TreeSet<String> names = new TreeSet<>();
    for (int[] s : taken) {
      names.add(name(s[0], s[1]));
    }
    return name(fr, fc) + ">" + name(tr, tc) + "x" + String.join(",", names) + (crowned ? "K" : "");
  }

  static String name(int r, int c) {
    return "" + (char) ('a' + c) + (char) ('1' + r);
  }
}
