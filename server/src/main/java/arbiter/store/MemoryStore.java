package arbiter.store;

import arbiter.account.ScoreLine;
import arbiter.account.Accounts;
import arbiter.game.Ending;
import arbiter.game.StoredGame;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Accounts, ratings and games in memory only, as the seed 002 program keeps them. Thread-safe. */
public final class MemoryStore implements Accounts, GameArchive, RatingBook {

  private final PasswordHasher hasher;
  private final Map<String, String> hashes = new TreeMap<>();
  /** Scores by user, then by variant. */
  private final Map<String, Map<String, ScoreLine>> scores = new HashMap<>();
  /** Ratings by user, then by variant (in variant order). */
  private final Map<String, Map<String, Rating>> ratings = new HashMap<>();
  private final Map<Long, StoredGame> games = new LinkedHashMap<>();
  /** What each rated game changed, white's then black's: a correction takes it back. */
  private final Map<Long, Rating[]> ratingChanges = new HashMap<>();
  /** The language each user chose, by user. */
  private final Map<String, String> languages = new HashMap<>();
  /** Each account's stable id; the last one given is never given again. */
  private final Map<String, Long> ids = new HashMap<>();
  private long lastAccountId;
  private long lastGameId;

  public MemoryStore(PasswordHasher hasher) {
    this.hasher = hasher;
  }

  @Override
  public synchronized boolean exists(String name) {
    return hashes.containsKey(name);
  }

  @Override
  public synchronized boolean existsInAnyCase(String name) {
    return hashes.keySet().stream().anyMatch(taken -> taken.equalsIgnoreCase(name));
  }

  @Override
  public synchronized boolean register(String name, String password) {
    // names are unique regardless of case, as the database's index on lower(name) keeps them
    if (hashes.keySet().stream().anyMatch(taken -> taken.equalsIgnoreCase(name))) {
      return false;
    }
    hashes.put(name, hasher.hash(password));
    ids.put(name, ++lastAccountId);
    return true;
  }

  @Override
  public synchronized long id(String name) {
    return ids.getOrDefault(name, 0L);
  }

  @Override
  public synchronized Check check(String name, String password) {
    String hash = hashes.get(name);
    if (hash == null) {
      return Check.NO_USER;
    }
    return hasher.verify(password, hash) ? Check.OK : Check.WRONG_PASSWORD;
  }

  @Override
  public synchronized boolean remove(String name) {
    scores.remove(name);
    ratings.remove(name);
    languages.remove(name);
    ids.remove(name);
    return hashes.remove(name) != null;
  }

  @Override
  public synchronized String language(String name) {
    return languages.get(name);
  }

  @Override
  public synchronized void language(String name, String language) {
    if (hashes.containsKey(name)) {
      languages.put(name, language);
    }
  }

  @Override
  public synchronized List<String> names() {
    return new ArrayList<>(hashes.keySet());
  }

  @Override
  public synchronized List<ScoreLine> scoreboard(String variant) {
    List<ScoreLine> lines = new ArrayList<>();
    for (String name : hashes.keySet()) {
      ScoreLine line = new ScoreLine(name, 0, 0, 0, 0);
      for (Map.Entry<String, ScoreLine> entry : scores.getOrDefault(name, Map.of()).entrySet()) {
        if (variant == null || variant.equals(entry.getKey())) {
          line = line.plus(entry.getValue());
        }
      }
      lines.add(line);
    }
    lines.sort(ScoreLine.ORDER);
    return lines;
  }

  @Override
  public synchronized long lastGameId() {
    return lastGameId;
  }

  @Override
  public synchronized void write(List<GameEvent> events) {
    events.forEach(this::apply);
  }

  private void apply(GameEvent event) {
    lastGameId = Math.max(lastGameId, event.gameId());
    if (event instanceof GameEvent.Started started) {
      games.put(
          started.gameId(),
          new StoredGame(
              started.gameId(),
              started.variant(),
              started.white(),
              started.black(),
              started.limit(),
              null,
              null,
              new ArrayList<>(),
              0,
              0,
              started.timeControl(),
              new ArrayList<>(),
              started.at(),
              0,
              started.rated()));
    } else if (event instanceof GameEvent.Moved moved) {
      StoredGame game = games.get(moved.gameId());
      game.moves().add(moved.notation());
      if (moved.clockMillis() >= 0) {
        game.clocks().add(new StoredGame.MoveClock(moved.clockMillis(), moved.clockPeriods()));
      }
    } else if (event instanceof GameEvent.UndoUsed undo) {
      games.computeIfPresent(undo.gameId(), (id, game) -> game.withUndo(undo.side() == Side.WHITE));
    } else if (event instanceof GameEvent.TimeGiven given) {
      games.get(given.gameId()).gifts().add(new StoredGame.TimeGift(given.side() == Side.WHITE,
          given.ply(), given.millis(), given.berserk()));
    } else if (event instanceof GameEvent.Paused paused) {
      games.computeIfPresent(paused.gameId(), (id, game) -> game.withPaused(paused.paused()));
    } else if (event instanceof GameEvent.Adjudicated adjudicated) {
      games.computeIfPresent(adjudicated.gameId(), (id, game) -> game.withAdjudication(
          new StoredGame.Adjudication(adjudicated.by(), adjudicated.note())));
    } else if (event instanceof GameEvent.Finished finished) {
      StoredGame game = games.get(finished.gameId());
      games.put(
          game.id(),
          new StoredGame(
              game.id(),
              game.variant(),
              game.white(),
              game.black(),
              game.limit(),
              finished.ending().result(),
              finished.ending().termination().word(),
              game.moves(),
              game.whiteUndos(),
              game.blackUndos(),
              game.timeControl(),
              game.clocks(),
              game.startedAt(),
              finished.at(),
              game.rated(),
              game.paused(),
              game.gifts(),
              null,
              game.adjudication()));
      score(finished.variant(), finished.points(), 1);
      if (finished.countsForRatings()) {
        rate(finished.gameId(), finished.variant(), finished.ending().whiteScore(),
            finished.white(), finished.black());
      }
    } else if (event instanceof GameEvent.Corrected corrected) {
      correct(corrected);
    }
  }

  /** Adds each line's points ({@code sign} 1) or takes them back (-1), for users who exist. */
  private void score(String variant, List<ScoreLine> lines, int sign) {
    for (ScoreLine points : lines) {
      if (hashes.containsKey(points.name())) {
        scores.computeIfAbsent(points.name(), name -> new HashMap<>()).merge(variant,
            new ScoreLine(points.name(), sign * points.score(), sign * points.wins(),
                sign * points.draws(), sign * points.losses()), ScoreLine::plus);
      }
    }
  }

  /** As {@link CorrectionWriter}: the row, the points and the rating change follow the result. */
  private void correct(GameEvent.Corrected corrected) {
    StoredGame game = games.get(corrected.gameId());
    Ending from = game == null ? null : Ending.stored(game.result(), game.reason());
    if (from == null) {
      throw new IllegalStateException("game " + corrected.gameId() + " has no result to correct");
    }
    Ending to = corrected.ending();
    StoredGame.Correction was = new StoredGame.Correction(corrected.by(),
        game.correction() == null ? game.result() : game.correction().result(),
        game.correction() == null ? game.reason() : game.correction().reason());
    games.put(game.id(), new StoredGame(game.id(), game.variant(), game.white(), game.black(),
        game.limit(), to.result(), to.termination().word(), game.moves(), game.whiteUndos(),
        game.blackUndos(), game.timeControl(), game.clocks(), game.startedAt(),
        game.finishedAt(), game.rated(), game.paused(), game.gifts(), was,
        game.adjudication()));
    score(game.variant(), from.points(game.white(), game.black()), -1);
    score(game.variant(), to.points(game.white(), game.black()), 1);
    String[] players = {game.white(), game.black()};
    Rating[] changes = ratingChanges.remove(game.id());
    if (changes == null && game.rated() && from.rates()) {
      changes = RatingUpdate.guessedChanges(from.whiteScore(),
          rating(players[0], game.variant()), rating(players[1], game.variant()));
    }
    for (int i = 0; changes != null && i < 2; i++) {
      ratings.computeIfAbsent(players[i], name -> new TreeMap<>()).put(game.variant(),
          RatingUpdate.undo(rating(players[i], game.variant()), changes[i]));
    }
    if (game.rated() && to.rates()) {
      rate(game.id(), game.variant(), to.whiteScore(), players[0], players[1]);
    }
  }

  /**
   * Moves both players' ratings. Unlike scores, a name without an account still gets its row:
   * the opponent's new rating rests on it, and the two stores must agree whoever was removed.
   */
  private void rate(long gameId, String variant, double whiteScore, String white, String black) {
    Rating[] before = {rating(white, variant), rating(black, variant)};
    Rating[] after = RatingUpdate.after(whiteScore, before[0], before[1]);
    ratings.computeIfAbsent(white, name -> new TreeMap<>()).put(variant, after[0]);
    ratings.computeIfAbsent(black, name -> new TreeMap<>()).put(variant, after[1]);
    ratingChanges.put(gameId, new Rating[] {RatingUpdate.change(before[0], after[0]),
        RatingUpdate.change(before[1], after[1])});
  }

  private Rating rating(String user, String variant) {
    return ratings.getOrDefault(user, Map.of()).getOrDefault(variant, Rating.INITIAL);
  }

  @Override
  public synchronized List<RatingRow> list(String variant) {
    List<RatingRow> rows = new ArrayList<>();
    ratings.forEach(
        (user, byVariant) ->
            byVariant.forEach(
                (name, rating) -> {
                  if (variant == null || variant.equals(name)) {
                    rows.add(new RatingRow(user, name, rating));
                  }
                }));
    rows.sort(RatingRow.ORDER);
    return rows;
  }

  @Override
  public synchronized List<RatingRow> of(String user) {
    List<RatingRow> rows = new ArrayList<>();
    ratings.getOrDefault(user, Map.of())
        .forEach((variant, rating) -> rows.add(new RatingRow(user, variant, rating)));
    return rows;
  }

  @Override
  public synchronized List<StoredGame> finishedGames() {
    return games(true);
  }

  @Override
  public synchronized List<StoredGame> runningGames() {
    return games(false);
  }

  private List<StoredGame> games(boolean finished) {
    List<StoredGame> found = new ArrayList<>();
    for (StoredGame game : games.values()) {
      if ((game.result() != null) == finished) {
        found.add(copy(game));
      }
    }
    return found;
  }

  @Override
  public synchronized List<StoredGame> history(String user, int limit) {
    List<StoredGame> found = new ArrayList<>();
    List<Long> ids = new ArrayList<>(games.keySet());
    for (int i = ids.size() - 1; i >= 0 && found.size() < limit; i--) {
      StoredGame game = games.get(ids.get(i));
      if (game.white().equals(user) || game.black().equals(user)) {
        found.add(copy(game));
      }
    }
    return found;
  }

  @Override
  public synchronized StoredGame game(long id) {
    StoredGame game = games.get(id);
    return game == null ? null : copy(game);
  }

  /** A copy that the caller may keep: the stored game's lists go on growing. */
  private static StoredGame copy(StoredGame game) {
    return new StoredGame(game.id(), game.variant(), game.white(), game.black(), game.limit(),
        game.result(), game.reason(), List.copyOf(game.moves()), game.whiteUndos(),
        game.blackUndos(), game.timeControl(), List.copyOf(game.clocks()), game.startedAt(),
        game.finishedAt(), game.rated(), game.paused(), List.copyOf(game.gifts()),
        game.correction(), game.adjudication());
  }
}
