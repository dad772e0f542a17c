package arbiter.tournament.knockout;

import arbiter.tournament.Pairing;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A knockout bracket as the games so far made it. Seeds follow the seeding order (1 the best);
 * the bracket's size is the field rounded up to a power of two, the missing seeds being byes for
 * the top seeds. Standard placement: seed 1 meets seed {@code size}, and seeds 1 and 2 can meet
 * only in the final (1 and 2 in opposite halves, 1 to 4 in different quarters, and so on).
 * Rounds are played whole: round {@code r + 1}'s games are paired once every match of round
 * {@code r} is decided, as a hall runs a knockout (one board list per round, the projector showing
 * one stage). Pure: the same seeding and games always give the same bracket.
 */
public final class Bracket {

  private final int size;
  private final List<String> seeding;
  private final List<List<Match>> rounds;
  private final KnockoutRules rules;

  private Bracket(int size, List<String> seeding, List<List<Match>> rounds, KnockoutRules rules) {
    this.size = size;
    this.seeding = List.copyOf(seeding);
    this.rounds = rounds;
    this.rules = rules;
  }

  /**
   * The bracket of {@code seeding} (at least two players, the best first) after the tournament
   * rounds {@code played}: each game belongs to the match of its two players, who meet once at
   * most.
   */
  public static Bracket of(List<String> seeding, Set<String> withdrawn,
      List<List<Pairing>> played, KnockoutRules rules) {
    int size = 2;
    while (size < seeding.size()) {
      size *= 2;
    }
    Map<String, List<Pairing>> games = new HashMap<>();
    Map<String, List<Integer>> slots = new HashMap<>();
    for (int r = 0; r < played.size(); r++) {
      for (Pairing p : played.get(r)) {
        if (!p.isBye()) {
          games.computeIfAbsent(key(p.white(), p.black()), k -> new ArrayList<>()).add(p);
          slots.computeIfAbsent(key(p.white(), p.black()), k -> new ArrayList<>()).add(r + 1);
        }
      }
    }
    List<List<Match>> rounds = new ArrayList<>();
    List<Match> first = new ArrayList<>();
    List<Integer> order = placement(size);
    for (int i = 0; i < size / 2; i++) {
      int a = order.get(2 * i);
      int b = order.get(2 * i + 1);
      first.add(match(1, i, seeding, Math.min(a, b), Math.max(a, b), games, slots, rules,
          withdrawn));
    }
    rounds.add(first);
    while (rounds.get(rounds.size() - 1).size() > 1) {
      List<Match> before = rounds.get(rounds.size() - 1);
      List<Match> next = new ArrayList<>();
      for (int i = 0; i < before.size() / 2; i++) {
        String a = before.get(2 * i).winner();
        String b = before.get(2 * i + 1).winner();
        int seedA = a == null ? 0 : seeding.indexOf(a) + 1;
        int seedB = b == null ? 0 : seeding.indexOf(b) + 1;
        if (a == null || b == null) {
          String known = a != null ? a : b;
          next.add(Match.waiting(rounds.size() + 1, i, known, Math.max(seedA, seedB)));
        } else {
          next.add(match(rounds.size() + 1, i, seeding, Math.min(seedA, seedB),
              Math.max(seedA, seedB), games, slots, rules, withdrawn));
        }
      }
      rounds.add(next);
    }
    return new Bracket(size, seeding, rounds, rules);
  }

  private static Match match(int round, int index, List<String> seeding, int high, int low,
      Map<String, List<Pairing>> games, Map<String, List<Integer>> slots, KnockoutRules rules,
      Set<String> withdrawn) {
    String highName = seeding.get(high - 1);
    if (low > seeding.size()) {
      return Match.bye(index, highName, high);
    }
    String lowName = seeding.get(low - 1);
    String key = key(highName, lowName);
    return Match.decide(round, index, highName, high, lowName, low,
        slots.getOrDefault(key, List.of()), games.getOrDefault(key, List.of()), rules, withdrawn);
  }

  private static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "\n" + b : b + "\n" + a;
  }

  /**
   * The seeds in bracket order for a bracket of {@code size} (a power of two): neighbours meet in
   * round 1. Built by doubling: each seed {@code s} of the smaller bracket is followed by its
   * opponent {@code 2n + 1 - s}, which keeps the top seeds apart until the last rounds.
   */
  static List<Integer> placement(int size) {
    List<Integer> order = new ArrayList<>(List.of(1));
    while (order.size() < size) {
      int n = order.size() * 2;
      List<Integer> doubled = new ArrayList<>();
      for (int seed : order) {
        doubled.add(seed);
        doubled.add(n + 1 - seed);
      }
      order = doubled;
    }
    return order;
  }

  /**
   * The next tournament round: a game for every match of the earliest round not yet decided
   * that waits for one, boards in bracket order; {@code null} when the final is decided.
   */
  public List<Pairing> next() {
    for (List<Match> round : rounds) {
      if (round.stream().allMatch(m -> m.winner() != null)) {
        continue;
      }
      List<Pairing> boards = new ArrayList<>();
      for (Match match : round) {
        if (match.wantsGame()) {
          boards.add(match.next(boards.size() + 1, rules));
        }
      }
      return boards.isEmpty() ? null : boards;
    }
    return null;
  }

  /** The game paired at {@code board} of tournament round {@code round}, or null. */
  public Game game(int round, int board) {
    for (List<Match> matches : rounds) {
      for (Match match : matches) {
        for (Game game : match.games()) {
          if (game.round() == round && game.board() == board) {
            return game;
          }
        }
      }
    }
    return null;
  }

  /**
   * Where the game paired at {@code board} of tournament round {@code round} stands in the
   * bracket: its bracket round and its number within its match (1 first, tie-breaks and the
   * armageddon after the match's own games), or null when no match holds it.
   */
  public Slot slot(int round, int board) {
    for (List<Match> matches : rounds) {
      for (Match match : matches) {
        List<Game> games = match.games();
        for (int i = 0; i < games.size(); i++) {
          if (games.get(i).round() == round && games.get(i).board() == board) {
            return new Slot(match.round(), i + 1);
          }
        }
      }
    }
    return null;
  }

  /** A game's place in the bracket: its bracket round and its number within its match. */
  public record Slot(int round, int game) {}

  /** The bracket round whose games tournament round {@code round} holds, 0 if none. */
  public int roundOf(int round) {
    for (List<Match> matches : rounds) {
      for (Match match : matches) {
        if (match.games().stream().anyMatch(game -> game.round() == round)) {
          return match.round();
        }
      }
    }
    return 0;
  }

  /** The bracket's rounds, round 1 first; the last has one match, the final. */
  public List<List<Match>> rounds() {
    return List.copyOf(rounds);
  }

  /** The field rounded up to a power of two. */
  public int size() {
    return size;
  }

  public KnockoutRules rules() {
    return rules;
  }

  /** The winner of the final, or null while it is open. */
  public String champion() {
    return rounds.get(rounds.size() - 1).get(0).winner();
  }

  /**
   * Every player by placing: the champion, the finalist, then the players who went out in each
   * earlier round (the later the higher), those still in ahead of those out in the same round,
   * equal players by seed.
   */
  public List<String> placingOrder() {
    Map<String, Integer> level = new HashMap<>();
    for (List<Match> round : rounds) {
      for (Match match : round) {
        for (String player : new String[] {match.high(), match.low()}) {
          if (player != null) {
            boolean out = player.equals(match.loser());
            level.put(player, match.round() * 2 + (out ? 0 : 1));
          }
        }
      }
    }
    String champion = champion();
    if (champion != null) {
      level.put(champion, (rounds.size() + 1) * 2);
    }
    List<String> order = new ArrayList<>(seeding);
    order.sort(Comparator.comparingInt((String p) -> -level.getOrDefault(p, 0))
        .thenComparingInt(seeding::indexOf));
    return order;
  }

  /**
   * The place a player shares with the others out in the same round (1 the champion, 2 the
   * finalist, 3 for a semi-finalist, 5 for a quarter-finalist...), or 0 while they are still in.
   */
  public int place(String player) {
    if (player.equals(champion())) {
      return 1;
    }
    for (List<Match> round : rounds) {
      for (Match match : round) {
        if (player.equals(match.loser())) {
          return (1 << (rounds.size() - match.round())) + 1;
        }
      }
    }
    return 0;
  }

  /** The seed of {@code player} (1 the best), 0 if not in the field. */
  public int seed(String player) {
    return seeding.indexOf(player) + 1;
  }
}
