package arbiter.store;

import arbiter.game.FaultLog;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The journal's writer on SQLite: a turn of moves alone on an event loop is appended to the
 * {@link MoveLog} (stored with one write, no commit); the database gets those moves in one
 * transaction a second ({@link #flush}), and before anything else is written, so that a game's
 * end, a correction or a pause never reaches it before the moves that came first. Everything
 * else is the database writer's, as before. One caller at a time (the journal's lock).
 */
final class MoveLogWriter implements GameArchive.Writer {

  private static final Logger LOG = LoggerFactory.getLogger(MoveLogWriter.class);
  /** SQLite's primary result code of a constraint refused. */
  private static final int SQLITE_CONSTRAINT = 19;

  private final GameArchive.Writer database;
  private final MoveLog log;
  private final FaultLog faults = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  // in the log and not in the database yet, in the order written
  private final List<GameEvent> logged = new ArrayList<>();
  // a failure on a loop, logged by the writer's thread (a loop writes no logs)
  private IOException loopFailure;
  // the journal's writer has written since it last let go: it is up and flushes once a second
  // while the loops log; the first move after it let go is its, which wakes it
  private boolean writerUp;

  MoveLogWriter(GameArchive.Writer database, MoveLog log) {
    this.database = database;
    this.log = log;
  }

  /**
   * Stores the moves {@code file} holds (a server stopped without folding them) with {@code
   * database}, which it closes, and empties the file, a record cut short included.
   */
  static void foldLeft(Path file, GameArchive.Writer database) throws IOException {
    MoveLog.Contents contents = MoveLog.read(file);
    List<GameEvent.Moved> left = contents.moves();
    MoveLog.Rest rest = contents.rest();
    Path kept = rest == MoveLog.Rest.DAMAGED ? keepDamaged(file) : null;
    try (MoveLog log = MoveLog.open(file)) {
      MoveLogWriter writer = new MoveLogWriter(database, log);
      writer.logged.addAll(left);
      writer.close();
      log.clear();
    }
    if (!left.isEmpty()) {
      LOG.info("stored {} move(s) of the move log", left.size());
    }
    if (rest == MoveLog.Rest.CUT_SHORT) {
      // the write that cut it was never answered: its moves were refused, not lost
      LOG.warn("the move log ended in a record cut short (written when the server stopped)");
    } else if (kept != null) {
      // moves its players were shown: their games resume before them, and the file tells which
      LOG.error("the move log {} is damaged after its first {} move(s), which are stored: the"
          + " moves after them cannot be read and their games resume without them; the whole"
          + " file is kept as {}", file, left.size(), kept);
    }
  }

  /**
   * Copies a damaged log beside itself before it is emptied: the moves past the damage were
   * shown to their players, and the copy is all that is left of them.
   */
  private static Path keepDamaged(Path file) throws IOException {
    Path kept = file.resolveSibling(file.getFileName() + ".damaged");
    for (int n = 1; Files.exists(kept); n++) {
      kept = file.resolveSibling(file.getFileName() + ".damaged." + n);
    }
    return Files.copy(file, kept);
  }

  /**
   * Appends moves alone to the log while the journal's writer is up; anything else goes to the
   * database after the moves logged before it, or is left to {@link #write} (false) if that
   * would wait.
   */
  @Override
  public boolean tryWrite(List<GameEvent> events) {
    if (movesAlone(events) && writerUp) {
      try {
        log.append(events);
      } catch (IOException e) {
        loopFailure = e;
        return false; // the writer's write stores them in the database, or says why not
      }
      logged.addAll(events);
      return true;
    }
    if (!logged.isEmpty()) {
      if (!database.tryWrite(logged)) {
        return false;
      }
      folded();
    }
    return database.tryWrite(events);
  }

  @Override
  public void write(List<GameEvent> events) {
    writerUp = true;
    tellLoopFailure();
    fold();
    database.write(events);
  }

  /** Stores the logged moves in the database and empties the log. */
  @Override
  public void flush() {
    tellLoopFailure();
    fold();
  }

  /**
   * Stores the logged moves. A failure keeps them (a full disk, a database not reachable: they
   * are stored in the log), but for a move the database refuses for good, which must not hold
   * the others nor every later write.
   */
  private void fold() {
    if (logged.isEmpty()) {
      return;
    }
    try {
      database.write(logged);
    } catch (StoreException e) {
      if (!refused(e)) {
        throw e;
      }
      for (GameEvent moved : logged) {
        try {
          database.write(List.of(moved));
        } catch (StoreException alone) {
          if (!refused(alone)) {
            throw alone; // the ones stored before it are stored again, finding themselves there
          }
          faults.failed("cannot store the logged " + moved, alone);
        }
      }
    }
    folded();
  }

  /** Whether the database refused the write for good: a constraint (a ply another move holds). */
  private static boolean refused(StoreException failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof SQLException sql && (sql.getErrorCode() == SQLITE_CONSTRAINT
          || sql.getSQLState() != null && sql.getSQLState().startsWith("23"))) {
        return true;
      }
    }
    return false;
  }

  /** The logged moves are in the database: the log starts again empty. */
  private void folded() {
    logged.clear();
    try {
      log.clear();
    } catch (IOException e) {
      // what it holds is stored: a start would fold it again, each move finding itself there
      loopFailure = e;
    }
  }

  private void tellLoopFailure() {
    if (loopFailure != null) {
      faults.failed("the move log", loopFailure);
      loopFailure = null;
    }
  }

  private static boolean movesAlone(List<GameEvent> events) {
    for (GameEvent event : events) {
      if (!(event instanceof GameEvent.Moved)) {
        return false;
      }
    }
    return true;
  }

  /** Folds the logged moves and lets the database's connection go. */
  @Override
  public void close() {
    writerUp = false;
    try {
      flush();
    } finally {
      database.close();
    }
  }
}
