package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.game.StoredGame.MoveClock;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Stored games of every variant, made from legal move sequences played through the rules. */
final class SampleGames {

  /** 2023-11-14 22:13:20 UTC. */
  static final long STARTED = 1_700_000_000_000L;

  private SampleGames() {}

  /** Scholar's mate at 5+3, moves stored in SAN and UCI mixed, with both clocks. */
  static StoredGame scholarsMate() {
    List<String> moves = List.of("e2e4", "e5", "Bc4", "Nc6", "Qh5", "g8f6", "Qxf7");
    List<MoveClock> clocks = new ArrayList<>();
    long[] left = {302_000, 301_500, 299_900, 295_250, 291_000, 280_001, 289_999};
    for (long millis : left) {
      clocks.add(new MoveClock(millis, 0));
    }
    return stored(7, "chess", "alice", "bob", "white", "checkmate", moves, "5+3", clocks);
  }

  /** Kingcapture: white's queen takes the king that moved nothing to cover it. */
  static StoredGame kingCaptured() {
    return stored(8, "kingcapture", "carol", "dave", "white", "king captured",
        List.of("e2e3", "f7f6", "d1h5", "a7a6", "h5e8"), null, List.of());
  }

  /** Pawns: white promotes nothing, it wins by reaching the last rank (SPEC 1.1). */
  static StoredGame pawnsRace() {
    return stored(9, "pawns", "erin", "frank", "white", "last rank",
        List.of("f2f4", "a7a6", "e2e4", "c7c6", "f4f5", "h7h6", "f5f6", "b7b5", "f6e7", "f7f6",
            "c2c4", "a6a5", "c4b5", "g7g6", "e7e8"), null, List.of());
  }

  /** Minishogi with drops ({@code l 00 45}), promotions and a king captured, byoyomi clocks. */
  static StoredGame minishogi() {
    List<String> moves = List.of("s 35 44", "S 31 22", "p 54 53", "S 22 13", "l 15 14", "G 21 31",
        "g 45 35", "L 51 53", "s 44 53", "G 31 21", "l 00 45", "G 21 31", "b 25 34", "B 41 32",
        "l 45 44", "K 11 21", "b 34 43", "P 00 42", "b 43 52", "S 13 14", "b 52 25", "S 14 23",
        "l 44 42", "S 23 34", "p 00 23", "S 34 45", "l 42 52", "L 00 44", "p 23 22", "P 12 13",
        "b 25 34", "K 21 12", "b 34 43", "B 32 14", "g 35 45", "B 14 23", "p 22 12");
    List<MoveClock> clocks = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      clocks.add(new MoveClock(Math.max(0, 600_000 - 20_000L * i), 3));
    }
    return stored(10, "minishogi", "gina", "hugo", "black", "king captured", moves, "10b30x3",
        clocks);
  }

  /** Russian draughts with double and a king's captures; black takes every white piece. */
  static StoredGame checkers() {
    return stored(11, "checkers", "ivan", "jana", "black", "no pieces", List.of("c3-d4", "b6-c5",
        "d4:b6", "a7:c5", "g3-h4", "c5-b4", "a3:c5", "d6:b4", "e3-f4", "f6-e5", "f4:d6", "c7:e5",
        "f2-g3", "h6-g5", "h4:f6:d4", "g7-h6", "d2-c3", "b4:d2", "e1:c3", "d8-c7", "g3-f4",
        "f8-g7", "d4-c5", "g7-f6", "f4-e5", "f6:d4:b6", "c1-d2", "c7-d6", "c3-b4", "b8-c7",
        "d2-e3", "e7-f6", "b2-c3", "b6-a5", "c3-d4", "a5:c3:e5", "e3-f4", "e5:g3", "h2:f4",
        "d6-c5", "g1-f2", "c7-b6", "a1-b2", "c5-d4", "b2-c3", "d4:b2", "f2-g3", "b2-a1", "g3-h4",
        "a1-c3", "h4-g5", "f6:h4", "f4-e5", "c3:f6"), null, List.of());
  }

  /**
   * A chess game of random legal moves (castling, en passant and promotions come up in long
   * ones), stored in UCI, with the result the rules gave or unfinished.
   */
  static StoredGame randomChess(long seed, int maxPlies) {
    Variant chess = Variants.byId("chess").orElseThrow();
    Random random = new Random(seed);
    Position position = chess.start();
    List<String> moves = new ArrayList<>();
    while (!position.outcome().isOver() && moves.size() < maxPlies) {
      List<Move> legal = position.legalMoves();
      Move move = legal.get(random.nextInt(legal.size()));
      moves.add(arbiter.rules.chess.ChessVariant.CHESS.uci().format(position, move));
      position = position.play(move);
    }
    String result = null;
    String reason = null;
    if (position.outcome().isOver()) {
      result = position.outcome().winner() == null ? "draw"
          : position.outcome().winner().label();
      reason = position.outcome().termination().word();
    }
    return stored(100 + seed, "chess", "rand", "om", result, reason, moves, null, List.of());
  }

  static StoredGame stored(long id, String variant, String white, String black, String result,
      String reason, List<String> moves, String timeControl, List<MoveClock> clocks) {
    return new StoredGame(id, variant, white, black, 0, result, reason, moves, 0, 0, timeControl,
        clocks, STARTED, STARTED + 600_000, true);
  }

  /** The position after a stored game's moves, read in its native notation. */
  static Position replay(StoredGame game) throws NotationException {
    Variant variant = Variants.byId(game.variant()).orElseThrow();
    Position position = variant.start();
    for (String move : game.moves()) {
      position = position.play(variant.notation().parse(position, move));
    }
    return position;
  }

  static List<StoredGame> oneOfEach() {
    return List.of(scholarsMate(), kingCaptured(), pawnsRace(), minishogi(), checkers());
  }
}
