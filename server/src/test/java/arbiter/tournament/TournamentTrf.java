package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfLine;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.List;

/** A tournament's rounds with results as a TRF, to hand to another pairing program. */
final class TournamentTrf {

  private TournamentTrf() {}

  static TrfFile of(Tournament t, int rounds) {
    List<String> players = t.players();
    List<TrfLine> lines = new ArrayList<>();
    lines.add(new TrfHeader(TrfHeader.NAME, t.name()));
    for (int i = 0; i < players.size(); i++) {
      String player = players.get(i);
      List<TrfGame> games = new ArrayList<>();
      int tenths = 0;
      for (int r = 1; r <= rounds; r++) {
        // a round without a board for the player: withdrawn, so absent (a zero-point bye)
        TrfGame game = TrfGame.bye(TrfResult.ZERO_BYE);
        for (Pairing p : t.pairings(r)) {
          if (!p.involves(player) || p.isPending()) {
            continue;
          }
          if (p.isBye()) {
            game = TrfGame.bye(TrfResult.PAIRING_BYE);
          } else {
            Side side = p.sideOf(player).orElseThrow();
            int opponent = players.indexOf(p.opponentOf(player).orElseThrow()) + 1;
            game = TrfGame.game(opponent, side == Side.WHITE ? 'w' : 'b',
                result(p.result(), side));
          }
        }
        tenths += game.result().tenths();
        games.add(game);
      }
      lines.add(TrfPlayer.of(i + 1, player, 0).withGames(games, tenths, i + 1));
    }
    lines.add(new TrfHeader(TrfHeader.XX_ROUNDS, String.valueOf(t.rounds())));
    lines.add(new TrfHeader(TrfHeader.XX_CONFIG, "white1"));
    return TrfFile.of(lines);
  }

  private static TrfResult result(Result result, Side side) {
    if (result == Result.DRAW) {
      return TrfResult.DRAW;
    }
    if (result == Result.DOUBLE_FORFEIT) {
      return TrfResult.FORFEIT_LOSS;
    }
    boolean won = result.isWinFor(side);
    if (result.played()) {
      return won ? TrfResult.WIN : TrfResult.LOSS;
    }
    return won ? TrfResult.FORFEIT_WIN : TrfResult.FORFEIT_LOSS;
  }
}
