package arbiter.rules.chess;

import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.NotationException.Kind;
import arbiter.rules.Position;
import java.util.List;

/**
 * Standard algebraic notation. Writing gives strict SAN ({@code Nbd7}, {@code exd5}, {@code O-O},
 * {@code e8=Q+}, {@code Qf7#}). Reading is lenient (SPEC 1.4): {@code x}, {@code +}, {@code #} and
 * annotation marks are optional, castling may use zeros, a pawn move may name only its destination
 * ({@code d5}, a push or a capture) or its file too ({@code ed5}), a promotion without a piece
 * makes a queen, and UCI ({@code e7e8q}) or long algebraic ({@code e2-e4}) moves are accepted.
 *
 * <p>The text is matched against the list of legal moves, never by generating SAN for each of them,
 * so reading a move costs little more than generating the moves.
 */
final class San implements Notation {

  static final San INSTANCE = new San();

  private San() {}

  @Override
  public Move parse(Position position, String text) throws NotationException {
    return new ChessMove(parsePacked(ChessVariant.cast(position), text));
  }

  @Override
  public String format(Position position, Move move) {
    ChessPosition chess = ChessVariant.cast(position);
    int index = move instanceof ChessMove chessMove ? chess.indexOf(chessMove.packed()) : -1;
    if (index < 0) {
      throw new IllegalArgumentException("not a legal move here: " + move);
    }
    List<String> made = chess.sans();
    if (made != null) {
      return made.get(index);
    }
    return SanWriter.write(chess, chess.packedMoves()[index], new Checks(chess.board()));
  }

  /**
   * Every legal move at once, made once per position and kept by it (a server lists them in every
   * state it sends, then writes the move played from them). Checks come from bitboards made once
   * for the position ({@link Checks}), so only a checking move is made on a board.
   */
  @Override
  public List<String> formatLegal(Position position) {
    ChessPosition chess = ChessVariant.cast(position);
    List<String> made = chess.sans();
    if (made != null) {
      return made;
    }
    int[] moves = chess.packedMoves();
    Checks checks = new Checks(chess.board());
    String[] texts = new String[moves.length];
    for (int i = 0; i < moves.length; i++) {
      texts[i] = SanWriter.write(chess, moves[i], checks);
    }
    made = List.of(texts);
    chess.sans(made);
    return made;
  }

  static int parsePacked(ChessPosition position, String text) throws NotationException {
    List<String> written = position.sans();
    if (written != null) {
      // a move as this position's list writes it (what clients mostly send) is that move: every
      // written move reads back as itself
      int index = written.indexOf(text);
      if (index >= 0) {
        return position.packedMoves()[index];
      }
    }
    String move = stripSuffixes(text.trim());
    if (move.isEmpty()) {
      throw malformed(text);
    }
    if (move.charAt(0) == 'O' || move.charAt(0) == '0') {
      return parseCastling(position, move, text);
    }
    if (Uci.looksLikeUci(move)) {
      return Uci.parsePacked(position, move);
    }
    int end = move.length();
    int promotion = 0;
    char last = move.charAt(end - 1);
    if (end >= 3 && "QRBNqrbn".indexOf(last) >= 0) {
      char before = move.charAt(end - 2);
      if (before == '=' || (before >= '1' && before <= '8')) {
        promotion = " pnbrqk".indexOf(Character.toLowerCase(last));
        end -= before == '=' ? 2 : 1;
      }
    }
    if (end < 2) {
      throw malformed(text);
    }
    int to = Fen.square(move.substring(end - 2, end));
    if (to < 0) {
      throw malformed(text);
    }
    int start = 0;
    int type = Board.PAWN;
    int letter = "PNBRQK".indexOf(move.charAt(0));
    if (letter >= 0) {
      type = letter + 1;
      start = 1;
    }
    int middleEnd = end - 2;
    if (middleEnd > start && "x:-".indexOf(move.charAt(middleEnd - 1)) >= 0) {
      middleEnd--;
    }
    int fromFile = -1;
    int fromRank = -1;
    int i = start;
    if (i < middleEnd && move.charAt(i) >= 'a' && move.charAt(i) <= 'h') {
      fromFile = move.charAt(i++) - 'a';
    }
    if (i < middleEnd && move.charAt(i) >= '1' && move.charAt(i) <= '8') {
      fromRank = move.charAt(i++) - '1';
    }
    if (i != middleEnd || (promotion != 0 && type != Board.PAWN)) {
      throw malformed(text);
    }
    return match(position, text, type, fromFile, fromRank, to, promotion);
  }

  private static int match(
      ChessPosition position,
      String text,
      int type,
      int fromFile,
      int fromRank,
      int to,
      int promotion)
      throws NotationException {
    Board board = position.board();
    int wantedPromotion = promotion == 0 ? Board.QUEEN : promotion;
    int found = 0;
    int matches = 0;
    for (int packed : position.packedMoves()) {
      int from = PackedMove.from(packed);
      int kind = PackedMove.kind(packed);
      if (PackedMove.to(packed) != to
          || (board.pieceAt(from) & 7) != type
          || kind == PackedMove.CASTLING
          || (fromFile >= 0 && (from & 7) != fromFile)
          || (fromRank >= 0 && (from >>> 3) != fromRank)) {
        continue;
      }
      if (kind == PackedMove.PROMOTION
          ? PackedMove.promotionType(packed) != wantedPromotion
          : promotion != 0) {
        continue;
      }
      found = packed;
      matches++;
    }
    if (matches == 0) {
      throw new NotationException(position.whyNone(type, to), "illegal move: " + text);
    }
    if (matches > 1) {
      throw new NotationException(Kind.AMBIGUOUS, "more than one piece can play " + text);
    }
    return found;
  }

  private static int parseCastling(ChessPosition position, String move, String text)
      throws NotationException {
    String normal = move.replace('0', 'O');
    int file;
    if (normal.equals("O-O")) {
      file = 6;
    } else if (normal.equals("O-O-O")) {
      file = 2;
    } else {
      throw malformed(text);
    }
    for (int packed : position.packedMoves()) {
      if (PackedMove.kind(packed) == PackedMove.CASTLING && (PackedMove.to(packed) & 7) == file) {
        return packed;
      }
    }
    throw new NotationException(position.legalMoves().isEmpty() ? IllegalMove.GAME_OVER
        : IllegalMove.CANNOT_CASTLE, "cannot castle: " + text);
  }

  /** The move without check, mate and annotation marks or an {@code e.p.} note. */
  private static String stripSuffixes(String move) {
    int end = move.length();
    if (move.endsWith("e.p.")) {
      end -= 4;
    }
    while (end > 0 && "+#!?".indexOf(move.charAt(end - 1)) >= 0) {
      end--;
    }
    return move.substring(0, end).trim();
  }

  private static NotationException malformed(String text) {
    return new NotationException(Kind.MALFORMED, "not a move: " + text);
  }
}
