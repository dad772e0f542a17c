package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.rules.minishogi.MinishogiPosition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stored games as files in each variant's own format: PGN, KIF or PDN.
 *
 * <p><b>chess</b>: PGN in export format: the Seven Tag Roster, then {@code Variant "Standard"},
 * {@code TimeControl}, {@code Termination} and {@code PlyCount}; moves in SAN, reparsed through the
 * rules whether they were stored as SAN or UCI; {@code {[%clk h:mm:ss]}} after each move of a timed
 * game (the mover's time left, rounded down). TimeControl follows PGN 9.6.1 in seconds: {@code -}
 * untimed, {@code 300+3}, {@code 40/5400+30:1800+30}; a delay or byoyomi control has no PGN form
 * and is {@code ?}. Termination uses PGN's words: {@code normal} for any game decided on the board,
 * by a draw rule, by agreement or by resignation, {@code time forfeit}, {@code abandoned} for a
 * player who left or never came, {@code unterminated} while it runs.
 *
 * <p><b>kingcapture, pawns</b>: the same PGN with {@code SetUp "1"}, {@code FEN} (the variant's
 * start as its rules write it) and {@code Variant "kingcapture"} or {@code "pawns"}; moves in
 * coordinates ({@code e2e4}), their native notation and PGN's long algebraic form. Neither is
 * chess, so a chess reader checks them by chess rules: pgn-extract reads their openings that are
 * legal chess, and refuses a kingcapture move that ignores check or a pawns game once a pawn nears
 * the last rank (see {@code PgnExtractTest}).
 *
 * <p><b>minishogi</b>: KIF, UTF-8, with {@code 手合割：5五将棋}; black moves first and is 先手
 * (sente), white is 後手. The seed's squares are shogi coordinates unchanged (column = file 筋, row
 * = rank 段, black's camp on ranks 4-5), so {@code p 54 53} is {@code ５三歩(54)}; {@code 成} marks
 * the move that promotes, {@code 打} a drop, {@code 同} a move to the last move's square. SFEN
 * ({@link #sfen}) is USI's: ranks 一 to 五 (the seed's row 1 first), files 5 to 1 in a rank,
 * upper case for black (sente), then the side {@code b}/{@code w}, the hands (black's first) and
 * the number of the next ply.
 * This variant is <em>not</em> standard 5五将棋 (SPEC 1.2): it has a lance (香, promoted 成香,
 * which moves as a rook here) where 5五将棋 has a rook, a bishop (角) that moves on its forward
 * diagonals only (promoted 馬, all diagonals and one step orthogonally), a silver that promotes to
 * 成銀 moving up to two steps any way, and the king is captured, not mated. KIF and SFEN here are
 * those notations applied to this variant's pieces; other programs' 5x5 shogi has different pieces
 * and would misread the games. The header's {@code 持ち時間} is Arbiter's time control text
 * ({@code 10b30x3}); the move lines carry no times.
 *
 * <p><b>checkers</b>: PDN with {@code GameType "25"} (Russian draughts), the Seven Tag Roster with
 * PDN's draughts results {@code 2-0}, {@code 0-2}, {@code 1-1}, and moves in algebraic squares
 * ({@code c3-d4}, {@code e3:c5:e7}), which is Arbiter's native notation; no clock times.
 *
 * <p>Every export replays the stored moves through the rules and refuses a game whose moves are
 * not legal. Dates are UTC.
 */
public final class GameExport {

  /**
   * A file: {@code format} is {@code pgn}, {@code kif} or {@code pdn}; {@code fileName} ends with
   * it.
   */
  public record Exported(String format, String fileName, String text) {}

  private GameExport() {}

  /**
   * One game as a file named {@code arbiter-game-ID.EXT}.
   *
   * @throws IllegalArgumentException if the variant is unknown or a stored move is not legal
   */
  public static Exported of(StoredGame game) {
    return of(game, "Arbiter game " + game.id());
  }

  /** One game as {@link #of(StoredGame)}, its event named ({@code Simul ann}). */
  public static Exported of(StoredGame game, String event) {
    Variant variant = variant(game);
    String format = format(variant);
    String text = write(game, variant, event, "-");
    return new Exported(format, "arbiter-game-" + game.id() + "." + format, text);
  }

  /**
   * A tournament's games, one file per variant in order of first appearance, each holding that
   * variant's games in the given order, named {@code NAME-VARIANT.EXT}; the round of each game is
   * unknown ({@code ?}).
   */
  public static List<Exported> tournament(String name, List<StoredGame> games) {
    return tournament(name, games, Map.of());
  }

  /**
   * A tournament's games as {@link #tournament(String, List)} does, with each game's Round tag
   * looked up by game id in {@code rounds} ({@code ?} when absent): the round's number, or a
   * knockout's {@code ROUND.GAME}, PGN's dotted form for a game within a match.
   *
   * <p>A KIF file normally holds one game; several are written one after another, each from its
   * own {@code #KIF} line, which {@link GameImport} reads but most shogi programs stop after the
   * first.
   */
  public static List<Exported> tournament(String name, List<StoredGame> games,
      Map<Long, String> rounds) {
    Map<String, List<String>> texts = new LinkedHashMap<>();
    Map<String, Variant> variants = new LinkedHashMap<>();
    for (StoredGame game : games) {
      Variant variant = variant(game);
      variants.putIfAbsent(variant.id(), variant);
      String text = write(game, variant, name, rounds.getOrDefault(game.id(), "?"));
      texts.computeIfAbsent(variant.id(), id -> new ArrayList<>()).add(text);
    }
    String base = name.replaceAll("[^A-Za-z0-9._-]+", "-");
    List<Exported> files = new ArrayList<>();
    for (Map.Entry<String, List<String>> entry : texts.entrySet()) {
      String format = format(variants.get(entry.getKey()));
      // PGN and PDN separate games by a blank line
      String text = String.join("\n", entry.getValue());
      files.add(new Exported(format, base + "-" + entry.getKey() + "." + format, text));
    }
    return files;
  }

  /**
   * The USI SFEN of a minishogi position, e.g. {@code lbsgk/4p/5/P4/KGSBL b - 1} at the start.
   *
   * @throws IllegalArgumentException if it is not a minishogi position
   */
  public static String sfen(Position position) {
    if (!(position instanceof MinishogiPosition shogi)) {
      throw new IllegalArgumentException("SFEN is for minishogi positions: " + position);
    }
    StringBuilder sfen = new StringBuilder(40);
    for (int row = 0; row < shogi.rows(); row++) {
      int empty = 0;
      for (int column = shogi.columns() - 1; column >= 0; column--) {
        Optional<BoardPiece> piece = shogi.occupant(row, column);
        if (piece.isEmpty()) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sfen.append(empty);
          empty = 0;
        }
        if (piece.get().promoted()) {
          sfen.append('+');
        }
        sfen.append(letter(piece.get().kind(), piece.get().side()));
      }
      if (empty > 0) {
        sfen.append(empty);
      }
      if (row < shogi.rows() - 1) {
        sfen.append('/');
      }
    }
    sfen.append(shogi.sideToMove() == Side.BLACK ? " b " : " w ");
    String hands = hand(shogi, Side.BLACK) + hand(shogi, Side.WHITE);
    sfen.append(hands.isEmpty() ? "-" : hands);
    return sfen.append(' ').append(shogi.plies() + 1).toString();
  }

  /** Black is sente, upper case in SFEN (the opposite of Arbiter's own minishogi FEN). */
  private static char letter(char kind, Side side) {
    return side == Side.BLACK ? kind : Character.toLowerCase(kind);
  }

  /** A hand in USI's order (rook, bishop, gold, silver, knight, lance, pawn), counted. */
  private static String hand(MinishogiPosition position, Side side) {
    StringBuilder text = new StringBuilder();
    List<BoardPiece> hand = position.hand(side);
    // a captured king is only in hand once the game is over; USI has no place for it but first
    for (char kind : "KBGSLP".toCharArray()) {
      long count = hand.stream().filter(piece -> piece.kind() == kind).count();
      if (count > 1) {
        text.append(count);
      }
      if (count > 0) {
        text.append(letter(kind, side));
      }
    }
    return text.toString();
  }

  private static Variant variant(StoredGame game) {
    return Variants.byId(game.variant())
        .orElseThrow(() -> new IllegalArgumentException("unknown variant: " + game.variant()));
  }

  private static String format(Variant variant) {
    return switch (variant.id()) {
      case "minishogi" -> "kif";
      case "checkers" -> "pdn";
      case "chess", "kingcapture", "pawns" -> "pgn";
      default -> throw new IllegalArgumentException("no file format for " + variant.id());
    };
  }

  private static String write(StoredGame game, Variant variant, String event, String round) {
    return switch (format(variant)) {
      case "kif" -> KifWriter.game(game, variant, event);
      case "pdn" -> PdnWriter.game(game, variant, event, round);
      default -> PgnWriter.game(game, variant, event, round);
    };
  }
}
