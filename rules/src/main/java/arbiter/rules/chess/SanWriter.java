package arbiter.rules.chess;

import java.nio.charset.StandardCharsets;

/**
 * Writes the SAN of a legal move. Most moves need neither a disambiguation nor a promotion, and
 * their text depends only on the piece, whether it captures (a pawn: from which file), the target
 * square and the check suffix: those texts are made once and shared by every position (a server
 * writes every legal move of every position it shows; building and copying each string was most
 * of that cost). The rest are spelled out each time.
 */
final class SanWriter {

  /** Kinds of shared text: a pawn's push, its capture from each file, pieces' moves and captures, castling. */
  private static final int PAWN_PUSH = 0;
  private static final int PAWN_CAPTURE = 1;
  private static final int PIECE_MOVE = PAWN_CAPTURE + 8 - Board.KNIGHT;
  private static final int PIECE_CAPTURE = PIECE_MOVE + 5;
  private static final int CASTLING = PIECE_CAPTURE + 7;
  private static final String SUFFIXES = "\0+#";

  /**
   * The shared texts by kind, target square and suffix, each made on first use. Strings are
   * immutable, so a thread that sees another's entry sees it whole; two may make the same one.
   */
  private static final String[] SHARED = new String[(CASTLING + 1) * 64 * 3];

  private SanWriter() {}

  /** The SAN of {@code packed}, a legal move of {@code position}; {@code checks} is the position's. */
  static String write(ChessPosition position, int packed, Checks checks) {
    Board board = position.board();
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    int kind = PackedMove.kind(packed);
    char suffix = checks.suffix(packed);
    int shared;
    if (kind == PackedMove.CASTLING) {
      shared = CASTLING;
    } else {
      int type = board.pieceAt(from) & 7;
      boolean capture = board.pieceAt(to) != 0 || kind == PackedMove.EN_PASSANT;
      if (kind == PackedMove.PROMOTION) {
        return spell(board, packed, 0, suffix);
      }
      if (type == Board.PAWN) {
        shared = capture ? PAWN_CAPTURE + (from & 7) : PAWN_PUSH;
      } else {
        int origin = disambiguation(position, packed, type);
        if (origin != 0) {
          return spell(board, packed, origin, suffix);
        }
        shared = (capture ? PIECE_CAPTURE : PIECE_MOVE) + type;
      }
    }
    int key = (shared * 64 + to) * 3 + SUFFIXES.indexOf(suffix);
    String text = SHARED[key];
    if (text == null) {
      text = spell(board, packed, 0, suffix);
      SHARED[key] = text;
    }
    return text;
  }

  /** The SAN of a move, with its origin's file (bit 0) and rank (bit 1) as {@code origin} says. */
  private static String spell(Board board, int packed, int origin, char suffix) {
    byte[] san = new byte[8];
    int n = 0;
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    int kind = PackedMove.kind(packed);
    if (kind == PackedMove.CASTLING) {
      n = put(san, n, (to & 7) == 6 ? "O-O" : "O-O-O");
    } else {
      int type = board.pieceAt(from) & 7;
      boolean capture = board.pieceAt(to) != 0 || kind == PackedMove.EN_PASSANT;
      if (type != Board.PAWN) {
        san[n++] = (byte) PieceType.ofCode(type).letter();
      }
      if ((origin & 1) != 0 || (type == Board.PAWN && capture)) {
        san[n++] = file(from);
      }
      if ((origin & 2) != 0) {
        san[n++] = rank(from);
      }
      if (capture) {
        san[n++] = 'x';
      }
      san[n++] = file(to);
      san[n++] = rank(to);
      if (kind == PackedMove.PROMOTION) {
        san[n++] = '=';
        san[n++] = (byte) PieceType.ofCode(PackedMove.promotionType(packed)).letter();
      }
    }
    if (suffix != 0) {
      san[n++] = (byte) suffix;
    }
    return new String(san, 0, n, StandardCharsets.ISO_8859_1);
  }

  private static int put(byte[] san, int n, String text) {
    for (int i = 0; i < text.length(); i++) {
      san[n++] = (byte) text.charAt(i);
    }
    return n;
  }

  private static byte file(int square) {
    return (byte) ('a' + (square & 7));
  }

  private static byte rank(int square) {
    return (byte) ('1' + (square >>> 3));
  }

  /**
   * What of the origin tells the move from its twins (other pieces of its kind that can go to the
   * same square): 0 nothing, 1 the file, 2 the rank, 3 both; as little as does it.
   */
  private static int disambiguation(ChessPosition position, int packed, int type) {
    Board board = position.board();
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    if ((rivals(board, type, to) & ~(1L << from)) == 0) {
      return 0; // no other piece of its kind attacks the square: none can be a twin
    }
    boolean twin = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int other : position.packedMoves()) {
      int otherFrom = PackedMove.from(other);
      if (otherFrom != from
          && PackedMove.to(other) == to
          && (board.pieceAt(otherFrom) & 7) == type
          && PackedMove.kind(other) != PackedMove.CASTLING) {
        twin = true;
        sameFile |= (otherFrom & 7) == (from & 7);
        sameRank |= (otherFrom >>> 3) == (from >>> 3);
      }
    }
    return !twin ? 0 : !sameFile ? 1 : sameRank ? 3 : 2;
  }

  /** The mover's pieces of {@code type} (not a pawn) that attack {@code to}, pins ignored. */
  private static long rivals(Board board, int type, int to) {
    long occupied = board.occupied();
    long attacks = switch (type) {
      case Board.KNIGHT -> Bitboards.KNIGHT_ATTACKS[to];
      case Board.BISHOP -> Bitboards.bishopAttacks(to, occupied);
      case Board.ROOK -> Bitboards.rookAttacks(to, occupied);
      case Board.QUEEN -> Bitboards.bishopAttacks(to, occupied) | Bitboards.rookAttacks(to, occupied);
      default -> Bitboards.KING_ATTACKS[to];
    };
    return attacks & board.pieces(board.side, type);
  }
}
