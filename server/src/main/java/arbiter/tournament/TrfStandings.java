package arbiter.tournament;

import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The standings of a tournament report file, read leniently for the arbiter's tools: players are
 * named as in {@link TrfRound} ({@code P} and the starting rank), a blank round is a round the
 * player was not paired in, and a board whose two lines disagree counts as each line says.
 */
public final class TrfStandings {

  private TrfStandings() {}

  /** The file's standings after every round it has, ranked by {@code order}. */
  public static StandingsTable of(TrfFile file, Format format, List<TieBreak> order) {
    List<TrfPlayer> players = new ArrayList<>(file.players());
    players.sort(Comparator.comparingInt(TrfPlayer::number));
    List<String> names = new ArrayList<>();
    Map<String, Integer> ratings = new HashMap<>();
    int roundCount = 0;
    for (TrfPlayer player : players) {
      names.add(TrfRound.name(player.number()));
      if (player.rating() > 0) {
        ratings.put(TrfRound.name(player.number()), player.rating());
      }
      for (int r = 1; r <= player.games().size(); r++) {
        if (!player.game(r).isBlank()) {
          roundCount = Math.max(roundCount, r);
        }
      }
    }
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int r = 1; r <= roundCount; r++) {
      rounds.add(round(players, r));
    }
    return StandingsTable.of(names, rounds, format, order, ratings);
  }

  private static List<Pairing> round(List<TrfPlayer> players, int r) {
    List<Pairing> boards = new ArrayList<>();
    for (TrfPlayer player : players) {
      TrfGame game = player.game(r);
      String name = TrfRound.name(player.number());
      if (game.isBlank()) {
        continue;
      }
      if (!game.hasOpponent()) {
        Result bye = switch (game.result()) {
          case PAIRING_BYE -> Result.BYE;
          case FULL_BYE, FORFEIT_WIN, WIN, UNRATED_WIN -> Result.FULL_BYE;
          case HALF_BYE, DRAW, UNRATED_DRAW -> Result.HALF_BYE;
          default -> Result.ZERO_BYE;
        };
        boards.add(new Pairing(boards.size() + 1, name, null, bye));
        continue;
      }
      if (game.opponent() < player.number()) {
        continue; // the board was taken from the lower starting rank
      }
      boolean white = game.colour() != 'b';
      String other = TrfRound.name(game.opponent());
      TrfResult own = game.result();
      Result result = result(own, white);
      boards.add(white ? new Pairing(boards.size() + 1, name, other, result)
          : new Pairing(boards.size() + 1, other, name, result));
    }
    return boards;
  }

  /** The board's result from one side's letter. */
  private static Result result(TrfResult own, boolean white) {
    int half = own.tenths() / 5;
    if (own == TrfResult.NONE) {
      return null;
    }
    if (own.played()) {
      return half == 1 ? Result.DRAW
          : (half == 2) == white ? Result.WHITE_WIN : Result.BLACK_WIN;
    }
    if (half == 0 && own == TrfResult.FORFEIT_LOSS) {
      return white ? Result.BLACK_WIN_BY_FORFEIT : Result.WHITE_WIN_BY_FORFEIT;
    }
    return white ? Result.WHITE_WIN_BY_FORFEIT : Result.BLACK_WIN_BY_FORFEIT;
  }
}
