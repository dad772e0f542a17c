package arbiter.bench.pairing;

import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfLine;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A Swiss after its first round, made at once at any size: distinct ratings best first, round 1
 * paired as the Dutch system pairs it (the top half against the bottom half, colours alternating
 * from white on board 1, the last player of an odd field given the pairing-allocated bye), and
 * random results (a third drawn).
 */
final class FirstRound {

  private FirstRound() {}

  static TrfFile of(int players, long seed) {
    Random random = new Random(seed);
    int half = players / 2;
    TrfGame[] games = new TrfGame[players + 1];
    int[] tenths = new int[players + 1];
    for (int board = 1; board <= half; board++) {
      int top = board;
      int bottom = board + half;
      boolean topWhite = board % 2 == 1;
      double roll = random.nextDouble();
      TrfResult topResult = roll < 0.33 ? TrfResult.DRAW
          : roll < 0.8 ? TrfResult.WIN : TrfResult.LOSS;
      TrfResult bottomResult = topResult == TrfResult.DRAW ? TrfResult.DRAW
          : topResult == TrfResult.WIN ? TrfResult.LOSS : TrfResult.WIN;
      games[top] = TrfGame.game(bottom, topWhite ? 'w' : 'b', topResult);
      games[bottom] = TrfGame.game(top, topWhite ? 'b' : 'w', bottomResult);
      tenths[top] = topResult.tenths();
      tenths[bottom] = bottomResult.tenths();
    }
    if (players % 2 == 1) {
      games[players] = TrfGame.bye(TrfResult.PAIRING_BYE);
      tenths[players] = TrfResult.PAIRING_BYE.tenths();
    }
    List<TrfLine> lines = new ArrayList<>();
    lines.add(new TrfHeader("012", "pairbench " + players + " players"));
    lines.add(new TrfHeader("XXR", "9"));
    lines.add(new TrfHeader("XXC", "white1"));
    for (int n = 1; n <= players; n++) {
      lines.add(TrfPlayer.of(n, "Player " + n, 2800 - n * 1800 / players)
          .withGames(List.of(games[n]), tenths[n], 0));
    }
    return TrfFile.of(lines);
  }
}
