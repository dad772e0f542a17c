package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.command.TournamentCommand;
import arbiter.config.Settings;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentReply;
import arbiter.face.text.TournamentText;
import arbiter.face.words.Words;
import arbiter.game.Absence;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.store.CheapHasher;
import arbiter.store.Database;
import arbiter.store.DirectJournal;
import arbiter.store.JdbcStore;
import arbiter.store.JdbcTournamentArchive;
import arbiter.store.TestJdbc;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A server's tournaments without sockets or threads: the director, the lobby and every game room
 * run on direct executors, over a real SQLite store, and absence is timed by a fake clock. What a
 * command or a game's end causes has happened when the call returns.
 */
final class DirectTournaments implements AutoCloseable {

  /** How long a round game waits for a player who has not come. */
  static final long ABSENT_MILLIS = 300_000;
  /** The user who may start any tournament. */
  static final String ADMIN = "root";

  private final Path data;
  private final Database database;
  private final JdbcStore store;
  /** The games' and the director's time: it moves only when a test moves it. */
  private FakeTicker ticker = new FakeTicker();
  private final TournamentDirector.Rhythm rhythm;
  /** Tournaments per user, Swiss rounds and players per tournament (0: no limit). */
  private int perUser;
  private int roundsMax;
  private int playersMax;
  /** Where the next rounds are paired: at once unless a test holds them. */
  private java.util.concurrent.Executor pairingWorker = Runnable::run;
  private Lobby lobby;
  private TournamentDirector director;

  private DirectTournaments(Path data, TournamentDirector.Rhythm rhythm) {
    this.data = data;
    this.rhythm = rhythm;
    ticker.advance(1_000_000);
    this.database = Database.open(TestJdbc.store(Settings.empty(), data), data);
    this.store = new JdbcStore(database.dataSource(), CheapHasher.create());
    boot();
  }

  /** A fresh server over an empty store in {@code data}. */
  static DirectTournaments open(Path data) {
    return new DirectTournaments(data, TournamentDirector.Rhythm.IMMEDIATE);
  }

  /** A fresh server whose rounds follow {@code rhythm} (countdowns, delays, pairing by hand). */
  static DirectTournaments open(Path data, TournamentDirector.Rhythm rhythm) {
    return new DirectTournaments(data, rhythm);
  }

  /**
   * A fresh server whose tournaments are limited: per user, in a Swiss's rounds and in players
   * (0: no limit).
   */
  static DirectTournaments limited(Path data, int perUser, int roundsMax, int playersMax) {
    DirectTournaments server = new DirectTournaments(data, TournamentDirector.Rhythm.IMMEDIATE);
    server.perUser = perUser;
    server.roundsMax = roundsMax;
    server.playersMax = playersMax;
    server.restart();
    return server;
  }

  /** A fresh server whose next rounds are paired on {@code pairingWorker}. */
  static DirectTournaments pairingOn(Path data, java.util.concurrent.Executor pairingWorker) {
    DirectTournaments server = new DirectTournaments(data, TournamentDirector.Rhythm.IMMEDIATE);
    server.pairingWorker = pairingWorker;
    server.restart();
    return server;
  }

  /** Starts as the server does: load the tournaments, resume the games, carry on. */
  private void boot() {
    DirectJournal journal = new DirectJournal(store);
    lobby = new Lobby(journal, store.lastGameId(), () -> Runnable::run,
        new Absence(120_000, ticker::now), ticker);
    TournamentArchive archive = new JdbcTournamentArchive(database.dataSource());
    director = TournamentDirector.onExecutor(Runnable::run, pairingWorker, archive, lobby,
        new TournamentDirector.Config(Set.of(ADMIN), ABSENT_MILLIS, 1000, exportDir(), store,
            rhythm, perUser, roundsMax, store::exists, playersMax, journal, store::id), ticker);
    director.load();
    lobby.resume(store.runningGames(), Lobby.DEFAULT_RESUME_GRACE_MILLIS);
    director.carryOn();
  }

  /**
   * A new lobby and director over the same store, as after a restart. Whoever was online in the
   * old lobby is not in the new one.
   */
  void restart() {
    director.close();
    boot();
  }

  /**
   * As after a {@code kill -9}: the old server's timers die with it, and a new lobby and director
   * over the same store go on from the time it stopped.
   */
  void crash() {
    director.close();
    ticker = new FakeTicker(ticker.now());
    boot();
  }

  /** The server stops hearing of games' ends, as if it went down right after storing them. */
  void stopHearingGameEnds() {
    lobby.onGameEnd((room, ending) -> {});
  }

  Lobby lobby() {
    return lobby;
  }

  TournamentDirector director() {
    return director;
  }

  Path exportDir() {
    return data.resolve("tournaments");
  }

  /** A tournament's stored history. */
  List<arbiter.tournament.TournamentEvent> history(String name) {
    return new JdbcTournamentArchive(database.dataSource()).histories().get(name);
  }

  /** The fake clock's time now, in milliseconds. */
  long now() {
    return ticker.now();
  }

  /** Moves time on: countdowns, pairing delays and flag timers that fall due run now. */
  void advanceClock(long millis) {
    ticker.advance(millis);
  }

  /** Registers an account: an organizer who enters this name invites them. */
  void register(String name) {
    assertThat(store.register(name, "pw")).isTrue();
  }

  /** Removes the account as the server does: its store row, then its tournament roles. */
  void removeAccount(String name) {
    assertThat(store.remove(name)).isTrue();
    director.accountRemoved(name).toCompletableFuture().join();
  }

  /** Drops every stored player binding, as a store from before seats (V50). */
  void forgetPlayerBindings() {
    try (java.sql.Connection connection = database.dataSource().getConnection();
        java.sql.Statement statement = connection.createStatement()) {
      statement.executeUpdate("DELETE FROM tournament_players");
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Drops every stored tournament role, as a store from before accounts had ids (V39). */
  void forgetRoles() {
    try (java.sql.Connection connection = database.dataSource().getConnection();
        java.sql.Statement statement = connection.createStatement()) {
      statement.executeUpdate("DELETE FROM tournament_roles");
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The server's store: its games, scores and ratings. */
  JdbcStore store() {
    return store;
  }

  /** A user's rating rows (empty when no rated game of theirs was played). */
  List<arbiter.rating.RatingRow> ratings(String variant) {
    return store.list(variant);
  }

  /** Logs a user in; they hear what the lobby, their games and tournaments tell them. */
  RecordingMember login(String name) {
    RecordingMember member = new RecordingMember(name);
    lobby.login(name, member);
    return member;
  }

  /** The running game with this id; fails if there is none. */
  GameRoom room(long id) {
    GameRoom room = lobby.room(id);
    assertThat(room).as("game %d", id).isNotNull();
    return room;
  }

  /** The answer to a user's tournament command. */
  List<DomainEvent> command(String user, TournamentCommand command) {
    return director.command(user, command).toCompletableFuture().join();
  }

  /** A user's tournament command, whose answer may come later. */
  java.util.concurrent.CompletableFuture<List<DomainEvent>> send(String user,
      TournamentCommand command) {
    return director.command(user, command).toCompletableFuture();
  }

  /** The typed answer to a command; fails if it was refused. */
  TournamentReply reply(String user, TournamentCommand command) {
    List<DomainEvent> answer = command(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentAnswered.class);
    return ((AnswerEvent.TournamentAnswered) answer.get(0)).reply();
  }

  /** The lines the text face shows for a command's answer; fails if it was refused. */
  List<String> lines(String user, TournamentCommand command) {
    return TournamentText.reply(Words.english(), reply(user, command));
  }

  /** Creates a round robin of kingcapture, which {@code players} join in that order. */
  void roundRobin(String name, String... players) {
    lines(players[0], new TournamentCommand.Create(name, "kingcapture", "roundrobin", 0, 0, null));
    for (String player : players) {
      lines(player, new TournamentCommand.Join(name));
    }
  }

  /** The pairings of a round (0: the current one) as the pairings command shows them. */
  List<String> pairings(String name, int round) {
    return lines(ADMIN, new TournamentCommand.Pairings(name, round));
  }

  @Override
  public void close() {
    director.close();
    database.close();
  }
}
