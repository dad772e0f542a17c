package arbiter.rules.chess;

/**
 * A deliberately plain king-capture move counter on a character board, written apart from the
 * engine so that the engine's perft can be checked against it.
 */
final class NaiveKingCapture {

  private static final int[][] KNIGHT = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };
  private static final int[][] KING = {
    {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
  };
  private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  /** board[rank][file], '.' for empty, FEN letters for pieces. */
  private final char[][] board = new char[8][8];

  private boolean whiteToMove;

  NaiveKingCapture(String fen) {
    String[] fields = fen.split(" ");
    String[] ranks = fields[0].split("/");
    for (int i = 0; i < 8; i++) {
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (Character.isDigit(c)) {
          for (int k = 0; k < c - '0'; k++) {
            board[7 - i][file++] = '.';
          }
        } else {
          board[7 - i][file++] = c;
        }
      }
    }
    whiteToMove = fields[1].equals("w");
  }

  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    if (!hasKing(true) || !hasKing(false)) {
      return 0;
    }
    long nodes = 0;
    for (int[] move : moves()) {
      char moved = board[move[0]][move[1]];
      char taken = board[move[2]][move[3]];
      board[move[2]][move[3]] = moved;
      board[move[0]][move[1]] = '.';
      whiteToMove = !whiteToMove;
      nodes += perft(depth - 1);
      whiteToMove = !whiteToMove;
      board[move[0]][move[1]] = moved;
      board[move[2]][move[3]] = taken;
    }
    return nodes;
  }

  private boolean hasKing(boolean white) {
    for (char[] rank : board) {
      for (char c : rank) {
        if (c == (white ? 'K' : 'k')) {
          return true;
        }
      }
    }
    return false;
  }

  private java.util.List<int[]> moves() {
    java.util.List<int[]> moves = new java.util.ArrayList<>();
    for (int r = 0; r < 8; r++) {
      for (int f = 0; f < 8; f++) {
        char c = board[r][f];
        if (c == '.' || Character.isUpperCase(c) != whiteToMove) {
          continue;
        }
        switch (Character.toUpperCase(c)) {
          case 'P' -> pawn(moves, r, f);
          case 'N' -> step(moves, r, f, KNIGHT, false);
          case 'K' -> step(moves, r, f, KING, false);
          case 'B' -> step(moves, r, f, BISHOP, true);
          case 'R' -> step(moves, r, f, ROOK, true);
          case 'Q' -> {
            step(moves, r, f, BISHOP, true);
            step(moves, r, f, ROOK, true);
          }
          default -> throw new IllegalStateException("piece " + c);
        }
      }
    }
    return moves;
  }

  private void pawn(java.util.List<int[]> moves, int r, int f) {
    int dir = whiteToMove ? 1 : -1;
    int start = whiteToMove ? 1 : 6;
    int ahead = r + dir;
    if (ahead < 0 || ahead > 7) {
      return;
    }
    if (board[ahead][f] == '.') {
      moves.add(new int[] {r, f, ahead, f});
      if (r == start && board[ahead + dir][f] == '.') {
        moves.add(new int[] {r, f, ahead + dir, f});
      }
    }
    for (int df = -1; df <= 1; df += 2) {
      int file = f + df;
      if (file >= 0 && file < 8 && isEnemy(board[ahead][file])) {
        moves.add(new int[] {r, f, ahead, file});
      }
    }
  }

  private void step(java.util.List<int[]> moves, int r, int f, int[][] steps, boolean slide) {
    for (int[] s : steps) {
      int rank = r + s[0];
      int file = f + s[1];
      while (rank >= 0 && rank < 8 && file >= 0 && file < 8) {
        char target = board[rank][file];
        if (target != '.' && !isEnemy(target)) {
          break;
        }
        moves.add(new int[] {r, f, rank, file});
        if (target != '.' || !slide) {
          break;
        }
        rank += s[0];
        file += s[1];
      }
    }
  }

  private boolean isEnemy(char c) {
    return c != '.' && Character.isUpperCase(c) != whiteToMove;
  }
}
