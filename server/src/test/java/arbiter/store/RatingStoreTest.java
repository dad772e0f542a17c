package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.Settings;
import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.rating.Glicko2;
import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ratings moved by finished games, in a real SQLite file and in memory alike. */
class RatingStoreTest {

  @TempDir Path data;

  private final Glicko2 glicko = new Glicko2();

  /** A whole game between the two: started, one move each, finished. */
  private static List<GameEvent> game(long id, String variant, String white, String black,
      Ending ending, boolean rated) {
    return List.of(
        new GameEvent.Started(id, variant, white, black, 0, null, rated, 1000 * id),
        new GameEvent.Moved(id, 1, "e2e4"),
        new GameEvent.Moved(id, 2, "e7e5"),
        new GameEvent.Finished(id, variant, white, black, ending, rated, 1000 * id + 500));
  }

  private static Ending win(Side winner) {
    return new Ending(winner, Termination.CHECKMATE);
  }

  private Database open() {
    return Database.open(TestJdbc.store(Settings.empty(), data), data);
  }

  @Test
  void aRatedGameMovesBothPlayersFromTheirRatingsBeforeIt() {
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.write(game(1, "chess", "ann", "bob", win(Side.WHITE), true));

      Rating[] first = glicko.afterGame(Rating.INITIAL, Rating.INITIAL, 1);
      assertThat(store.list("chess"))
          .containsExactly(
              new RatingRow("ann", "chess", first[0]), new RatingRow("bob", "chess", first[1]));

      // the second game starts from the stored rows, not from INITIAL
      store.write(game(2, "chess", "bob", "ann", new Ending(null, Termination.AGREEMENT), true));
      Rating[] second = glicko.afterGame(first[1], first[0], 0.5);
      assertThat(store.of("bob")).containsExactly(new RatingRow("bob", "chess", second[0]));
      assertThat(store.of("ann")).containsExactly(new RatingRow("ann", "chess", second[1]));
      assertThat(second[0].games()).isEqualTo(2);
    }
  }

  @Test
  void anUnratedGameAndAnUnplayedOneLeaveRatingsAlone() {
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.write(game(1, "chess", "ann", "bob", win(Side.BLACK), false));
      // a player who never came: the room finishes it unrated
      store.write(List.of(
          new GameEvent.Started(2, "chess", "ann", "cid", 0, null, true, 2000),
          new GameEvent.Finished(2, "chess", "ann", "cid",
              new Ending(Side.WHITE, Termination.ABSENT), false, 2500)));
      // and an absence wrongly flagged rated still does not count
      store.write(List.of(
          new GameEvent.Started(3, "chess", "bob", "cid", 0, null, true, 3000),
          new GameEvent.Finished(3, "chess", "bob", "cid",
              new Ending(null, Termination.BOTH_ABSENT), true, 3500)));

      assertThat(store.list(null)).isEmpty();
      assertThat(store.of("ann")).isEmpty();
    }
  }

  @Test
  void ratingsSurviveARestart() {
    List<RatingRow> before;
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.write(game(1, "chess", "ann", "bob", win(Side.WHITE), true));
      store.write(game(2, "checkers", "bob", "cid", win(Side.WHITE), true));
      before = store.list(null);
    }
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      assertThat(store.list(null)).isEqualTo(before).hasSize(4);
      assertThat(store.of("bob")).extracting(RatingRow::variant)
          .containsExactly("checkers", "chess");

      // and go on from where they were
      store.write(game(3, "chess", "ann", "bob", win(Side.BLACK), true));
      assertThat(store.of("ann").get(0).rating().games()).isEqualTo(2);
    }
  }

  @Test
  void memoryAndDatabaseGiveTheSameNumbers() {
    List<List<GameEvent>> games = new ArrayList<>();
    games.add(game(1, "chess", "ann", "bob", win(Side.WHITE), true));
    games.add(game(2, "chess", "bob", "cid", new Ending(null, Termination.STALEMATE), true));
    games.add(game(3, "chess", "cid", "ann", win(Side.BLACK), true));
    games.add(game(4, "chess", "ann", "bob", win(Side.BLACK), false));
    // a time forfeit against a lone king: drawn, rated as a draw
    games.add(game(5, "chess", "bob", "ann", new Ending(null, Termination.TIME_FORFEIT), true));
    games.add(game(6, "checkers", "ann", "cid", new Ending(Side.BLACK, Termination.FORFEIT), true));
    games.add(game(7, "chess", "dan", "ann", win(Side.WHITE), true));

    MemoryStore memory = new MemoryStore(CheapHasher.create());
    try (Database database = open()) {
      JdbcStore jdbc = new JdbcStore(database.dataSource(), CheapHasher.create());
      for (String name : List.of("ann", "bob", "cid")) { // dan has no account: rated all the same
        memory.register(name, "secret");
        jdbc.register(name, "secret");
      }
      games.forEach(memory::write);
      games.forEach(jdbc::write);

      for (RatingBook book : List.of(memory, jdbc)) {
        assertThat(book.list("chess")).extracting(RatingRow::user)
            .containsExactlyInAnyOrder("ann", "bob", "cid", "dan");
        assertThat(book.of("ann")).extracting(row -> row.rating().games())
            .containsExactly(1, 4); // checkers, chess
      }
      assertThat(jdbc.list(null)).isEqualTo(memory.list(null));
      assertThat(jdbc.list("checkers")).isEqualTo(memory.list("checkers"));
      for (String name : List.of("ann", "bob", "cid", "dan", "eve")) {
        assertThat(jdbc.of(name)).isEqualTo(memory.of(name));
      }
      // best first: rating, then name
      List<RatingRow> all = jdbc.list(null);
      for (int i = 1; i < all.size(); i++) {
        assertThat(RatingRow.ORDER.compare(all.get(i - 1), all.get(i))).isNegative();
      }

      // a removed account takes its ratings with it
      memory.remove("bob");
      jdbc.remove("bob");
      assertThat(jdbc.of("bob")).isEmpty();
      assertThat(jdbc.list(null)).isEqualTo(memory.list(null));
    }
  }
}
