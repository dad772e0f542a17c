package arbiter.tournament;

import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfLine;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A random Swiss tournament as a report file, paired round by round by the Dutch system, so that
 * another program's checker can replay it. Ratings are drawn and sorted (starting rank 1 the
 * highest); before each round some players ask for a half-point bye or withdraw; each game is
 * forfeited, drawn or won at the given rates, the stronger player winning more often (the Elo
 * expectation). The same options and seed give the same file. When a round cannot be paired
 * (a small field that has met too often) the tournament ends there and says so in {@code XXR}.
 *
 * @param players the number of players (2 to 9999)
 * @param rounds the number of rounds (1 to 99)
 * @param seed the seed of every random choice
 * @param drawRate the chance a game played is drawn
 * @param forfeitRate the chance a board is forfeited by one side
 * @param byeRate the chance a player asks for a half-point bye in a round
 * @param withdrawRate the chance a player withdraws before a round
 * @param baku whether the pairing is accelerated by the Baku method ({@code XXA} lines)
 * @param forbiddenPairs how many random pairs may not meet ({@code XXP} lines)
 */
public record TrfGenerator(int players, int rounds, long seed, double drawRate,
    double forfeitRate, double byeRate, double withdrawRate, boolean baku,
    int forbiddenPairs) {

  public TrfGenerator {
    if (players < 2 || players > 9999 || rounds < 1 || rounds > 99) {
      throw new IllegalArgumentException("players are 2 to 9999 and rounds 1 to 99");
    }
    if (forbiddenPairs < 0 || forbiddenPairs > players) {
      throw new IllegalArgumentException("forbidden pairs are 0 to the number of players");
    }
    for (double rate : new double[] {drawRate, forfeitRate, byeRate, withdrawRate}) {
      if (!(rate >= 0 && rate <= 1)) {
        throw new IllegalArgumentException("a rate is from 0 to 1");
      }
    }
  }

  /** The defaults: 30% draws, 3% forfeits, 3% byes asked for, 1% withdrawals a round. */
  public static TrfGenerator of(int players, int rounds, long seed) {
    return new TrfGenerator(players, rounds, seed, 0.3, 0.03, 0.03, 0.01, false, 0);
  }

  /** The tournament, its rounds paired and played until the last or until none can be paired. */
  public TrfFile generate() {
    Random random = new Random(seed);
    int[] ratings = new int[players];
    for (int i = 0; i < players; i++) {
      ratings[i] = 1000 + random.nextInt(1800);
    }
    Arrays.sort(ratings);
    List<TrfLine> extra = new ArrayList<>();
    for (int i = 0; i < forbiddenPairs; i++) {
      int a = 1 + random.nextInt(players);
      int b = 1 + random.nextInt(players);
      if (a != b) {
        extra.add(new TrfHeader(TrfRound.FORBIDDEN, a + " " + b));
      }
    }
    if (baku) {
      for (int number = 1; number <= players; number++) {
        TrfRound.bakuLine(number, players, rounds).ifPresent(extra::add);
      }
    }    List<List<TrfGame>> games = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      games.add(new ArrayList<>());
    }
    boolean[] withdrawn = new boolean[players];
    int played = 0;
    for (int round = 1; round <= rounds; round++) {
      for (int i = 0; i < players; i++) {
        withdrawn[i] |= round > 1 && random.nextDouble() < withdrawRate;
        TrfGame preset = withdrawn[i] ? TrfGame.bye(TrfResult.FORFEIT_LOSS)
            : random.nextDouble() < byeRate ? TrfGame.bye(TrfResult.HALF_BYE) : TrfGame.BLANK;
        games.get(i).add(preset);
      }
      Optional<List<Pairing>> boards = TrfRound.pair(file(ratings, games, rounds, extra), round);
      if (boards.isEmpty()) {
        for (List<TrfGame> list : games) {
          list.remove(list.size() - 1);
        }
        break;
      }
      for (Pairing board : boards.get()) {
        play(board, games, ratings, round, random);
      }
      played = round;
    }
    return file(ratings, games, Math.max(played, 1), extra);
  }

  private void play(Pairing board, List<List<TrfGame>> games, int[] ratings, int round,
      Random random) {
    int white = number(board.white());
    if (board.isBye()) {
      games.get(white - 1).set(round - 1, TrfGame.bye(TrfResult.PAIRING_BYE));
      return;
    }
    int black = number(board.black());
    TrfResult whiteResult;
    TrfResult blackResult;
    if (random.nextDouble() < forfeitRate) {
      boolean whiteCame = random.nextBoolean();
      whiteResult = whiteCame ? TrfResult.FORFEIT_WIN : TrfResult.FORFEIT_LOSS;
      blackResult = whiteCame ? TrfResult.FORFEIT_LOSS : TrfResult.FORFEIT_WIN;
    } else if (random.nextDouble() < drawRate) {
      whiteResult = TrfResult.DRAW;
      blackResult = TrfResult.DRAW;
    } else {
      int difference = ratings[players - black] - ratings[players - white];
      double expected = 1 / (1 + Math.pow(10, difference / 400.0));
      boolean whiteWins = random.nextDouble() < expected;
      whiteResult = whiteWins ? TrfResult.WIN : TrfResult.LOSS;
      blackResult = whiteWins ? TrfResult.LOSS : TrfResult.WIN;
    }
    games.get(white - 1).set(round - 1, TrfGame.game(black, 'w', whiteResult));
    games.get(black - 1).set(round - 1, TrfGame.game(white, 'b', blackResult));
  }

  private static int number(String name) {
    return Integer.parseInt(name.substring(1));
  }

  /** The file with the rounds so far; ratings ascending, so rank 1 takes the last. */
  private TrfFile file(int[] ratings, List<List<TrfGame>> games, int xxRounds,
      List<TrfLine> extra) {
    List<TrfLine> lines = new ArrayList<>();
    lines.add(new TrfHeader(TrfHeader.NAME, "Random " + players + "x" + rounds + " seed " + seed));
    lines.add(new TrfHeader(TrfHeader.XX_ROUNDS, Integer.toString(xxRounds)));
    for (TrfLine line : extra) {
      // a tournament cut short lists virtual points only for the rounds it has
      boolean acceleration = line instanceof TrfHeader h && h.code().equals(TrfRound.ACCELERATION);
      String value = acceleration ? ((TrfHeader) line).value() : "";
      lines.add(acceleration && value.length() > 4 + 5 * xxRounds
          ? new TrfHeader(TrfRound.ACCELERATION, value.substring(0, 4 + 5 * xxRounds)) : line);
    }
    for (int i = 0; i < players; i++) {
      int tenths = 0;
      for (TrfGame game : games.get(i)) {
        tenths += game.result().tenths();
      }
      lines.add(TrfPlayer.of(i + 1, String.format("Player %04d", i + 1), ratings[players - 1 - i])
          .withGames(games.get(i), tenths, 0));
    }
    return TrfFile.of(lines);
  }
}
