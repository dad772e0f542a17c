package arbiter.bench.pairing;

import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfPlayer;
import java.util.ArrayList;
import java.util.List;

/** A report file cut before a round: what another pairing program is asked to pair next. */
final class TrfCut {

  private TrfCut() {}

  /**
   * The file with only the rounds before {@code round}, each player's points recomputed from them
   * (standard scoring) and {@code XXR} at least {@code round}, as bbpPairings reads a request.
   */
  static TrfFile before(TrfFile file, int round) {
    TrfFile cut = file;
    for (TrfPlayer player : file.players()) {
      List<TrfGame> kept = new ArrayList<>();
      int tenths = 0;
      for (int r = 1; r < round; r++) {
        TrfGame game = player.game(r);
        kept.add(game);
        tenths += game.result().tenths();
      }
      cut = cut.withPlayer(player.withGames(kept, tenths, player.rank()));
    }
    int rounds = Math.max(round, file.rounds().orElse(round));
    return cut.withHeader("XXR", Integer.toString(rounds));
  }
}
