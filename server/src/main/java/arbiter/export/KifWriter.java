package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Termination;
import arbiter.rules.Variant;
import arbiter.rules.minishogi.MinishogiMove;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;

/**
 * One minishogi game as KIF (Kakinoki's format, UTF-8). The seed's squares are shogi's own: its
 * column is the file (筋) and its row the rank (段), black (先手) starts on ranks 4-5, so {@code p
 * 54 53} is {@code ５三歩(54)}. See {@link GameExport} for the pieces' names.
 */
final class KifWriter {

  static final String HEADER = "#KIF version=2.0 encoding=UTF-8";
  static final String HANDICAP = "5五将棋";
  static final String MOVES_LINE = "手数----指手---------消費時間--";

  private static final String FILES = "０１２３４５";
  private static final String RANKS = "〇一二三四五";
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss").withZone(ZoneOffset.UTC);

  private KifWriter() {}

  static String game(StoredGame game, Variant variant, String event) {
    StringBuilder out = new StringBuilder(1024);
    out.append(HEADER).append('\n');
    out.append("# Arbiter minishogi: the seed's 5x5 pieces (香 lance, 角 forward-only bishop),"
        + " not standard 5五将棋\n");
    out.append("# SFEN ").append(GameExport.sfen(variant.start())).append('\n');
    // KIF's times carry no zone; Arbiter writes UTC, as its PGN dates are
    if (game.startedAt() > 0) {
      line(out, "開始日時", TIME.format(Instant.ofEpochMilli(game.startedAt())));
    }
    if (game.finishedAt() > 0) {
      line(out, "終了日時", TIME.format(Instant.ofEpochMilli(game.finishedAt())));
    }
    line(out, "棋戦", event);
    line(out, "場所", "Arbiter");
    if (game.timeControl() != null) {
      line(out, "持ち時間", game.timeControl());
    }
    line(out, "手合割", HANDICAP);
    // black moves first (SPEC 1.2), so black is sente
    line(out, "先手", game.black());
    line(out, "後手", game.white());
    out.append(MOVES_LINE).append('\n');
    Position position = variant.start();
    int[] previous = null;
    List<String> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      Move move = StoredMoves.parse(variant, position, moves.get(i), i);
      out.append(String.format("%4d ", i + 1)).append(move(position, move, previous)).append('\n');
      previous = move.to();
      position = position.play(move);
    }
    ending(out, game, moves.size());
    return out.toString();
  }

  private static void line(StringBuilder out, String key, String value) {
    out.append(key).append('：').append(value.replaceAll("[\\r\\n]", " ")).append('\n');
  }

  /** A move in KIF: destination (or 同 for the last one's), piece, 成 or 打, and its origin. */
  static String move(Position position, Move move, int[] previous) {
    MinishogiMove shogi = (MinishogiMove) move;
    int[] to = move.to();
    StringBuilder text = new StringBuilder(12);
    if (Arrays.equals(to, previous)) {
      text.append('同');
    } else {
      text.append(FILES.charAt(to[1] + 1)).append(RANKS.charAt(to[0] + 1));
    }
    if (shogi.isDrop()) {
      return text.append(name(shogi.kind(), false)).append('打').toString();
    }
    int[] from = move.from();
    BoardPiece piece = position.occupant(from[0], from[1]).orElseThrow();
    String name = name(piece.kind(), piece.promoted());
    if (text.charAt(0) == '同' && name.length() == 1) {
      // KIF pads a one-character piece after 同 with a full-width space
      text.append('　');
    }
    text.append(name);
    if (shogi.promotes() && !piece.promoted()) {
      text.append('成');
    }
    return text.append('(').append(from[1] + 1).append(from[0] + 1).append(')').toString();
  }

  /** A piece's KIF name, by its seed letter; a promoted lance and silver keep KIF's 成 names. */
  static String name(char kind, boolean promoted) {
    return switch (kind) {
      case 'P' -> promoted ? "と" : "歩";
      case 'L' -> promoted ? "成香" : "香";
      case 'S' -> promoted ? "成銀" : "銀";
      case 'B' -> promoted ? "馬" : "角";
      case 'G' -> "金";
      case 'K' -> "玉";
      default -> throw new IllegalArgumentException("no minishogi piece: " + kind);
    };
  }

  /**
   * The closing lines: KIF's word for how the game ended, as a last numbered line, then the
   * summary {@code まで11手で先手の勝ち}. A captured king needs no word: the capture is the last move.
   */
  private static void ending(StringBuilder out, StoredGame game, int played) {
    Termination termination = Termination.ofWord(String.valueOf(game.reason())).orElse(null);
    String word;
    if (game.result() == null) {
      word = "中断";
    } else if (termination == null) {
      word = null;
    } else {
      word = switch (termination) {
        case TIME_FORFEIT -> "切れ負け";
        case FORFEIT, ABANDONED, ABSENT, BOTH_ABSENT, NO_FIRST_MOVE -> "投了";
        case NO_LEGAL_MOVE, CHECKMATE -> "詰み";
        case THREEFOLD_REPETITION -> "千日手";
        case AGREEMENT, MOVE_LIMIT, STALEMATE -> "持将棋";
        default -> null;
      };
    }
    if (word != null) {
      out.append(String.format("%4d ", played + 1)).append(word).append('\n');
    }
    String decision = PgnText.decision(game, stored -> stored);
    if (decision != null) {
      out.append('*').append(decision).append('\n'); // a KIF comment line
    }
    out.append("まで").append(played).append("手で");
    if (game.result() == null) {
      out.append("中断");
    } else if (game.result().equals("draw")) {
      out.append("千日手".equals(word) ? "千日手" : "持将棋");
    } else {
      if (termination == Termination.TIME_FORFEIT) {
        out.append("時間切れにより");
      }
      out.append(game.result().equals("black") ? "先手" : "後手").append("の勝ち");
    }
    out.append('\n');
  }
}
