package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.Settings;
import arbiter.game.GameArchive;
import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.game.StoredGame;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journal's move log on SQLite: a turn's moves are one append there, reach arbiter.db when
 * the journal flushes and before anything else is written, and a start stores what a killed
 * server left, a record cut short left out.
 */
class MoveLogTest {

  private static final GameEvent START =
      new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1);

  @TempDir Path data;

  @BeforeEach
  void sqliteOnly() {
    Assumptions.assumeTrue(TestJdbc.store(Settings.empty(), data).string("jdbc.url", "")
        .isBlank(), "the move log is the data directory's SQLite's");
  }

  @Test
  void movesReadBackAsWrittenUpToARecordCutShort() throws Exception {
    Path file = data.resolve("moves");
    List<GameEvent.Moved> moves = List.of(new GameEvent.Moved(7, 1, "e2e4", 299_500, 0),
        new GameEvent.Moved(7, 2, "P*3c"), new GameEvent.Moved(8, 1, "Фxe5", 12, 3));
    try (MoveLog log = MoveLog.open(file)) {
      log.append(List.copyOf(moves.subList(0, 2)));
      log.append(List.of(moves.get(2)));
    }
    assertThat(MoveLog.read(file).moves()).isEqualTo(moves);
    assertThat(MoveLog.read(file).rest()).isEqualTo(MoveLog.Rest.NONE);

    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      channel.truncate(Files.size(file) - 3);
    }
    MoveLog.Contents read = MoveLog.read(file);
    assertThat(read.moves()).isEqualTo(moves.subList(0, 2));
    assertThat(read.rest()).isEqualTo(MoveLog.Rest.CUT_SHORT);
  }

  @Test
  void loggedMovesReachTheDatabaseOnAFlushAndBeforeTheGameEnds() throws Exception {
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      try (GameArchive.Writer writer = store.journalWriter(true)) {
        writer.write(List.of(START)); // the writer thread takes the connection up
        assertThat(writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4")))).isTrue();
        assertThat(MoveLog.read(database.moveLog()).moves()).as("in the log").hasSize(1);
        assertThat(store.game(1).moves()).as("read there too").containsExactly("e2e4");
        assertThat(store.game(1).clocks()).isEmpty(); // untimed

        writer.flush();
        assertThat(store.game(1).moves()).containsExactly("e2e4");
        assertThat(MoveLog.read(database.moveLog()).moves()).isEmpty();

        writer.tryWrite(List.of(new GameEvent.Moved(1, 2, "e7e5")));
        writer.tryWrite(List.of(new GameEvent.Moved(1, 3, "d1h5")));
        assertThat(writer.tryWrite(List.of(new GameEvent.Finished(1, "chess", "ali", "bob",
            new Ending(Side.WHITE, Termination.ABSENT), false, 2))))
            .isTrue();
        StoredGame finished = store.game(1);
        assertThat(finished.moves()).containsExactly("e2e4", "e7e5", "d1h5");
        assertThat(MoveLog.read(database.moveLog()).moves()).isEmpty();
      }
    }
  }

  @Test
  void aStartStoresTheMovesAKilledServerLeftInTheLog() throws Exception {
    Path file;
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      GameArchive.Writer writer = store.journalWriter(true); // never closed: killed
      writer.write(List.of(START));
      writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4", 299_000, 0)));
      writer.tryWrite(List.of(new GameEvent.Moved(1, 2, "e7e5", 298_000, 0)));
      file = database.moveLog();
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      channel.write(ByteBuffer.wrap(new byte[] {0, 0, 0, 40, 1, 2}), Files.size(file));
    }

    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      assertThat(store.runningGames().get(0).moves()).containsExactly("e2e4", "e7e5");
      assertThat(Files.size(file)).as("emptied, the cut record too").isZero();
    }
  }

  @Test
  void aDamagedRecordIsToldApartFromOneCutShortAndTheLogIsKeptAside() throws Exception {
    Path file;
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      GameArchive.Writer writer = store.journalWriter(true); // never closed: killed
      writer.write(List.of(START));
      writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4", 299_000, 0)));
      writer.tryWrite(List.of(new GameEvent.Moved(1, 2, "e7e5", 298_000, 0)));
      writer.tryWrite(List.of(new GameEvent.Moved(1, 3, "g1f3", 297_000, 0)));
      file = database.moveLog();
    }
    byte[] written = Files.readAllBytes(file);
    byte[] damaged = written.clone();
    damaged[written.length / 2] ^= 0x5a; // a byte of the second record's body
    Files.write(file, damaged);
    assertThat(MoveLog.read(file).moves()).hasSize(1);
    assertThat(MoveLog.read(file).rest()).isEqualTo(MoveLog.Rest.DAMAGED);

    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      assertThat(store.runningGames().get(0).moves()).containsExactly("e2e4");
      assertThat(Files.size(file)).isZero();
      // the moves its players saw past the damage are not thrown away with it
      assertThat(Files.readAllBytes(data.resolve("arbiter.db-moves.damaged"))).isEqualTo(damaged);
    }
  }

  @Test
  void aWriteTheDiskCutShortLeavesNoWholeRecordOfItsRefusedMovesBehind() throws Exception {
    Path file = data.resolve("moves");
    FullDisk disk = new FullDisk(FileChannel.open(file, StandardOpenOption.CREATE,
        StandardOpenOption.READ, StandardOpenOption.WRITE));
    try (MoveLog log = MoveLog.over(disk)) {
      log.append(List.of(new GameEvent.Moved(7, 1, "e2e4")));
      disk.room = 45; // a turn of two games' moves: the first record fits, the second does not
      assertThatThrownBy(() -> log.append(List.of(new GameEvent.Moved(7, 2, "e7e5"),
          new GameEvent.Moved(8, 1, "d2d4")))).isInstanceOf(IOException.class);
      // both were refused to their movers: a kill now, or a read of the running games, must
      // not find the first of them as stored
      assertThat(MoveLog.read(file).moves()).containsExactly(new GameEvent.Moved(7, 1, "e2e4"));
      assertThat(MoveLog.read(file).rest()).isEqualTo(MoveLog.Rest.NONE);
    }
  }

  /** A file on a disk that takes {@code room} more bytes, then refuses with ENOSPC. */
  private static final class FullDisk extends FileChannel {
    private final FileChannel file;
    int room = Integer.MAX_VALUE;

    FullDisk(FileChannel file) {
      this.file = file;
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
      if (room == 0) {
        throw new IOException("No space left on device");
      }
      ByteBuffer part = src.duplicate();
      part.limit(part.position() + Math.min(part.remaining(), room));
      int written = file.write(part, position);
      src.position(src.position() + written);
      room -= written;
      return written;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
      return file.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
      return file.read(dsts, offset, length);
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
      throw new UnsupportedOperationException("the log writes at a position");
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) {
      throw new UnsupportedOperationException("the log writes at a position");
    }

    @Override
    public long position() throws IOException {
      return file.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
      file.position(newPosition);
      return this;
    }

    @Override
    public long size() throws IOException {
      return file.size();
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
      file.truncate(size);
      return this;
    }

    @Override
    public void force(boolean metaData) throws IOException {
      file.force(metaData);
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target)
        throws IOException {
      return file.transferTo(position, count, target);
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count)
        throws IOException {
      return file.transferFrom(src, position, count);
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
      return file.read(dst, position);
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
      return file.map(mode, position, size);
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
      return file.lock(position, size, shared);
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
      return file.tryLock(position, size, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
      file.close();
    }
  }

  @Test
  void aMoveTheDatabaseRefusesForGoodDoesNotHoldTheOthers() throws Exception {
    try (Database database = open()) {
      JdbcStore store = new JdbcStore(database, CheapHasher.create());
      try (GameArchive.Writer writer = store.journalWriter(true)) {
        writer.write(List.of(START));
        writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4")));
        writer.tryWrite(List.of(new GameEvent.Moved(99, 1, "e2e4"))); // no game 99
        writer.tryWrite(List.of(new GameEvent.Moved(1, 2, "e7e5")));
        writer.flush();
        assertThat(store.game(1).moves()).containsExactly("e2e4", "e7e5");
        assertThat(MoveLog.read(database.moveLog()).moves()).isEmpty();
      }
    }
  }

  @Test
  void aFoldThatFailsKeepsTheMovesInTheLogForTheNext() throws Exception {
    Path file = data.resolve("moves");
    List<List<GameEvent>> stored = new ArrayList<>();
    boolean[] full = {false};
    GameArchive.Writer disk = events -> {
      if (full[0]) {
        throw new StoreException("transaction", new SQLException("database or disk is full",
            null, 13));
      }
      stored.add(List.copyOf(events));
    };
    try (MoveLog log = MoveLog.open(file)) {
      MoveLogWriter writer = new MoveLogWriter(disk, log);
      writer.write(List.of(START)); // the writer is up: moves go to the log
      full[0] = true;
      writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4")));
      assertThatThrownBy(writer::flush).isInstanceOf(StoreException.class);
      assertThat(MoveLog.read(file).moves()).hasSize(1);

      full[0] = false;
      writer.flush();
      assertThat(stored).containsExactly(List.of(START),
          List.of(new GameEvent.Moved(1, 1, "e2e4")));
      assertThat(MoveLog.read(file).moves()).isEmpty();
    }
  }

  private Database open() {
    return Database.open(Settings.empty(), data);
  }
}
