package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfLine;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The pairing request for one round of a tournament report file, as bbpPairings reads it: the
 * rounds before it, and the players already given a bye for it (H, F, Z) out of the pairing.
 * Players are named {@code P} and their starting rank.
 */
public final class TrfRound {

  /** Forbidden pairs (TRF(x), JaVaFo and bbpPairings): starting ranks that may not meet. */
  public static final String FORBIDDEN = "XXP";
  /** Acceleration (TRF(x)): a starting rank and its virtual points round by round. */
  public static final String ACCELERATION = "XXA";
  /** The points of the pairing-allocated bye (bbpPairings' extension). */
  public static final String PAIRING_BYE_POINTS = "BBU";

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
    Set<String> forbidden = new HashSet<>();
    for (List<Integer> group : forbiddenGroups(file)) {
      for (int a : group) {
        for (int b : group) {
          if (a < b) {
            forbidden.add(DutchPairer.Setting.key(name(a), name(b)));
          }
        }
      }
    }
    return new DutchPairer.Setting(rounds, first, forbidden);
  }

  /** The {@code XXP} lines: each a group of starting ranks of which no two may meet. */
  public static List<List<Integer>> forbiddenGroups(TrfFile file) {
    List<List<Integer>> groups = new ArrayList<>();
    for (TrfLine line : file.lines()) {
      if (line instanceof TrfHeader header && header.code().equals(FORBIDDEN)) {
        List<Integer> group = new ArrayList<>();
        for (String word : header.value().trim().split("[ \t]+")) {
          if (!word.isEmpty()) {
            group.add(Integer.parseInt(word));
          }
        }
        groups.add(group);
      }
    }
    return groups;
  }

  /**
   * The {@code XXA} lines: for a starting rank, the virtual points of each round in tenths
   * ({@code XXA NNNN pp.p pp.p ...}, round 1 first).
   */
  public static Map<Integer, List<Integer>> accelerations(TrfFile file) {
    Map<Integer, List<Integer>> accelerations = new HashMap<>();
    for (TrfLine line : file.lines()) {
      if (line instanceof TrfHeader header && header.code().equals(ACCELERATION)) {
        String value = header.value();
        int player = Integer.parseInt(value.substring(0, Math.min(4, value.length())).trim());
        List<Integer> tenths = new ArrayList<>();
        for (int at = 5; at + 4 <= value.length(); at += 5) {
          String field = value.substring(at, at + 4).trim();
          tenths.add(field.isEmpty() ? 0
              : (int) Math.round(Double.parseDouble(field) * 10));
        }
        accelerations.put(player, tenths);
      }
    }
    return accelerations;
  }

  /** The {@code XXA} line of Baku acceleration for one starting rank; empty when it has none. */
  static Optional<TrfHeader> bakuLine(int number, int players, int rounds) {
    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%4d", number));
    boolean any = false;
    for (int round = 1; round <= rounds; round++) {
      int half = Acceleration.bakuHalfPoints(number, players, round, rounds);
      any |= half > 0;
      line.append(String.format(Locale.ROOT, " %4.1f", half / 2.0));
    }
    return any ? Optional.of(new TrfHeader(ACCELERATION, line.toString())) : Optional.empty();
  }

  /** The pairing-allocated bye's worth in tenths: {@code BBU} when the file sets it, else 10. */
  static int pairingByeTenths(TrfFile file) {
    for (TrfLine line : file.lines()) {
      if (line instanceof TrfHeader header && header.code().equals(PAIRING_BYE_POINTS)) {
        return (int) Math.round(Double.parseDouble(header.value().trim()) * 10);
      }
    }
    return TrfResult.PAIRING_BYE.tenths();
  }

  /** Every player who counts for round {@code round}, numbered as bbpPairings numbers them. */
  static List<DutchPairer.Entrant> entrants(TrfFile file, int round) {
    Map<Integer, List<Integer>> accelerations = accelerations(file);
    int byeTenths = pairingByeTenths(file);
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
        int worth = game.result() == TrfResult.PAIRING_BYE && !game.hasOpponent() ? byeTenths
            : game.result().tenths();
        tenths += worth;
        history.add(outcome(game, worth));
      }
      if (preset && !everPaired) {
        continue; // bbpPairings leaves such a player out of the numbering altogether
      }
      List<Integer> virtual = new ArrayList<>();
      accelerations.getOrDefault(player.number(), List.of()).forEach(t -> virtual.add(t / 5));
      entrants.add(new DutchPairer.Entrant(name(player.number()), entrants.size() + 1,
          tenths / 5, history, !preset, virtual));
    }
    return entrants;
  }

  private static boolean participated(TrfGame game) {
    return game.hasOpponent() || game.result() == TrfResult.PAIRING_BYE
        || game.result() == TrfResult.FORFEIT_WIN;
  }

  private static DutchPairer.Outcome outcome(TrfGame game, int tenths) {
    boolean played = game.hasOpponent() && (game.colour() == 'w' || game.colour() == 'b')
        && game.result().played();
    Side colour = played ? (game.colour() == 'w' ? Side.WHITE : Side.BLACK) : null;
    String opponent = game.hasOpponent() ? name(game.opponent()) : null;
    boolean pairingBye = !game.hasOpponent() && participated(game);
    return new DutchPairer.Outcome(opponent, colour, played, tenths / 5, pairingBye);
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
