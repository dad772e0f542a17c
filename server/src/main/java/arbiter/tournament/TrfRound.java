package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The pairing request for one round of a tournament report file, as bbpPairings reads it: the
 * rounds before it, and the players already given a bye for it (H, F, Z) out of the pairing.
 * Players are named {@code P} and their starting rank.
 */
public final class TrfRound {

  private TrfRound() {}

  /** The boards the Dutch system makes for {@code round}; empty when no pairing exists. */
  public static Optional<List<Pairing>> pair(TrfFile file, int round) {
    return DutchPairer.pair(entrants(file, round), setting(file));
  }

  /** The name a player of starting rank {@code number} has in the pairing. */
  public static String name(int number) {
    return "P" + number;
  }

  static DutchPairer.Setting setting(TrfFile file) {
    int rounds = file.rounds().orElseThrow(() -> new IllegalArgumentException("no XXR"));
    Side first = file.initialColour().orElse('w') == 'w' ? Side.WHITE : Side.BLACK;
    return new DutchPairer.Setting(rounds, first);
  }

  /** Every player who counts for round {@code round}, numbered as bbpPairings numbers them. */
  static List<DutchPairer.Entrant> entrants(TrfFile file, int round) {
    List<TrfPlayer> players = new ArrayList<>(file.players());
    players.sort(Comparator.comparingInt(TrfPlayer::number));
    List<DutchPairer.Entrant> entrants = new ArrayList<>();
    for (TrfPlayer player : players) {
      TrfGame now = player.game(round);
      boolean preset = !now.isBlank() && !participated(now);
      boolean everPaired = false;
      int tenths = 0;
      List<DutchPairer.Outcome> history = new ArrayList<>();
      for (int r = 1; r < round; r++) {
        TrfGame game = player.game(r);
        everPaired |= participated(game);
        tenths += game.result().tenths();
        history.add(outcome(game));
      }
      if (preset && !everPaired) {
        continue; // bbpPairings leaves such a player out of the numbering altogether
      }
      entrants.add(new DutchPairer.Entrant(name(player.number()), entrants.size() + 1,
          tenths / 5, history, !preset));
    }
    return entrants;
  }

  private static boolean participated(TrfGame game) {
    return game.hasOpponent() || game.result() == TrfResult.PAIRING_BYE
        || game.result() == TrfResult.FORFEIT_WIN;
  }

  private static DutchPairer.Outcome outcome(TrfGame game) {
    boolean played = game.hasOpponent() && (game.colour() == 'w' || game.colour() == 'b')
        && game.result().played();
    Side colour = played ? (game.colour() == 'w' ? Side.WHITE : Side.BLACK) : null;
    String opponent = game.hasOpponent() ? name(game.opponent()) : null;
    boolean pairingBye = !game.hasOpponent() && participated(game);
    return new DutchPairer.Outcome(opponent, colour, played, game.result().tenths() / 5,
        pairingBye);
  }

  /** A round's boards as bbpPairings prints them: {@code white-black}, a bye as {@code n-0}. */
  public static String describe(List<Pairing> boards) {
    List<String> parts = new ArrayList<>();
    for (Pairing board : boards) {
      parts.add(board.white().substring(1) + "-"
          + (board.isBye() ? "0" : board.black().substring(1)));
    }
    return String.join(" ", parts);
  }
}
