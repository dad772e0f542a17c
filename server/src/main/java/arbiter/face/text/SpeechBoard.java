package arbiter.face.text;

import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A board for a screen reader or a speech synthesizer ({@code set board speech}): no drawing, each
 * side's pieces named in words with their squares, white's first, then the last move. A side's
 * pieces are listed king first, then the heavier before the lighter, each kind from its own back
 * rank: what a listener wants to hear first comes first.
 */
final class SpeechBoard {

  private static final String FILES = "abcdefgh";
  /** The order kinds are spoken in; a kind not here comes last. */
  private static final String ORDER = "KQRBGSNLPM";

  private SpeechBoard() {}

  /** The lines of the board of {@code view}: one a side, then the last move if any. */
  static List<String> lines(Words words, GameView view) {
    Position position = view.position();
    String variant = view.variant().id();
    List<String> lines = new ArrayList<>(3);
    for (Side side : new Side[] {Side.WHITE, Side.BLACK}) {
      List<String> pieces = new ArrayList<>();
      for (int kind = 0; kind <= ORDER.length(); kind++) {
        for (int i = 0; i < position.rows(); i++) {
          int row = side == Side.WHITE ? i : position.rows() - 1 - i;
          for (int column = 0; column < position.columns(); column++) {
            Optional<BoardPiece> occupant = position.occupant(row, column);
            if (occupant.isPresent() && occupant.get().side() == side
                && rank(occupant.get()) == kind) {
              pieces.add(words.get("speech.piece", name(words, occupant.get(), variant),
                  square(position, row, column)));
            }
          }
        }
      }
      lines.add(words.get("speech.side", Sentences.side(words, side),
          pieces.isEmpty() ? words.get("speech.none")
              : String.join(words.get("speech.separator"), pieces))); // Persian: ، not ,
    }
    if (!view.moves().isEmpty()) {
      PlayedMove last = view.moves().get(view.moves().size() - 1);
      lines.add(words.get("speech.last_move", last.notation(), Sentences.side(words, last.side())));
    }
    return lines;
  }

  /** Where a piece's kind comes in {@link #ORDER}; its length for a kind not there. */
  private static int rank(BoardPiece piece) {
    int at = ORDER.indexOf(piece.kind());
    return at < 0 ? ORDER.length() : at;
  }

  /** A square as the variant's notation names it: e4, or column then row (54) on a small board. */
  private static String square(Position position, int row, int column) {
    return position.columns() < 8 ? "" + (column + 1) + (row + 1)
        : FILES.charAt(column) + String.valueOf(row + 1);
  }

  private static String name(Words words, BoardPiece piece, String variant) {
    String name;
    if (variant.equals("checkers")) {
      name = piece.kind() == 'K' ? words.get("speech.checkers_king") : words.get("speech.man");
    } else {
      name = switch (Character.toUpperCase(piece.kind())) {
        case 'K' -> words.get("speech.king");
        case 'Q' -> words.get("speech.queen");
        case 'R' -> words.get("speech.rook");
        case 'B' -> words.get("speech.bishop");
        case 'N' -> words.get("speech.knight");
        case 'P' -> words.get("speech.pawn");
        case 'G' -> words.get("speech.gold");
        case 'S' -> words.get("speech.silver");
        default -> String.valueOf(piece.kind());
      };
    }
    return piece.promoted() ? words.get("speech.promoted", name) : name;
  }
}
