package arbiter.store;

import arbiter.game.GameEvent;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * An append-only file of moves beside SQLite's, each turn's moves stored with one write: a
 * move is as safe there from a killed server as in SQLite's log (both wait for the page cache,
 * {@code synchronous=NORMAL}), for about a fifteenth of a one-move commit's CPU in a tight
 * loop, without its file locks and page writes (docs/PERFORMANCE.md, "The move log"). {@link MoveLogWriter} folds the moves into
 * SQLite in batches; {@link Database#open} folds what a killed server left, before anything
 * reads the games.
 *
 * <p>A record is its body's length, the body (game, ply, clock, periods, notation) and the
 * body's CRC-32: a record cut short by a crash or a full disk ends what is read.
 */
final class MoveLog implements AutoCloseable {

  /** The longest notation a record holds (a move's text is far shorter). */
  private static final int MAX_NOTATION = 1024;
  private static final int FIXED = Long.BYTES + Integer.BYTES + Long.BYTES + Integer.BYTES
      + Short.BYTES;

  private final FileChannel channel;
  private final CRC32 crc = new CRC32();
  private ByteBuffer buffer = ByteBuffer.allocateDirect(4096);
  private long size; // the end of the last whole record
  private boolean cut; // a failed write may have left part of a record past size

  private MoveLog(FileChannel channel, long size) {
    this.channel = channel;
    this.size = size;
  }

  /** Opens {@code file} for appending after what it holds (read it with {@link #read} first). */
  static MoveLog open(Path file) throws IOException {
    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE,
        StandardOpenOption.READ, StandardOpenOption.WRITE);
    return over(channel);
  }

  /** The log on {@code channel}, open for reading and writing (a test's disk that fills up). */
  static MoveLog over(FileChannel channel) throws IOException {
    return new MoveLog(channel, channel.size());
  }

  /** Appends the moves in one write: all of them are in the file, or none. */
  void append(List<GameEvent> moves) throws IOException {
    if (cut) {
      channel.truncate(size); // what a failed write left must not sit between two records
      cut = false;
    }
    buffer.clear();
    for (GameEvent event : moves) {
      put((GameEvent.Moved) event);
    }
    buffer.flip();
    long at = size;
    try {
      while (buffer.hasRemaining()) {
        at += channel.write(buffer, at);
      }
    } catch (IOException e) {
      // a full disk takes part of the write: whole records of moves now refused to their movers
      // would be read as stored (the running games' reads, a start after a kill); cut back now
      try {
        channel.truncate(size);
      } catch (IOException truncating) {
        cut = true; // the next append cuts it back first
        e.addSuppressed(truncating);
      }
      throw e;
    }
    size = at;
  }

  private void put(GameEvent.Moved moved) throws IOException {
    byte[] notation = moved.notation().getBytes(StandardCharsets.UTF_8);
    if (notation.length > MAX_NOTATION) { // the database takes it instead
      throw new IOException("a notation of " + notation.length + " bytes");
    }
    int body = FIXED + notation.length;
    if (buffer.remaining() < body + 2 * Integer.BYTES) {
      ByteBuffer larger = ByteBuffer.allocateDirect(Math.max(2 * buffer.capacity(),
          buffer.position() + body + 2 * Integer.BYTES));
      buffer.flip();
      buffer = larger.put(buffer);
    }
    buffer.putInt(body);
    int start = buffer.position();
    buffer.putLong(moved.gameId()).putInt(moved.ply()).putLong(moved.clockMillis())
        .putInt(moved.clockPeriods()).putShort((short) notation.length).put(notation);
    crc.reset();
    crc.update(buffer.duplicate().position(start).limit(start + body));
    buffer.putInt((int) crc.getValue());
  }

  /** Empties the file: its moves are in the database. */
  void clear() throws IOException {
    channel.truncate(0);
    size = 0;
    cut = false;
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }

  /** What a file holds past the moves read from it. */
  enum Rest {
    /** Nothing: every record was read. */
    NONE,
    /** The last record, cut short by the write it was (a kill, a full disk): never answered. */
    CUT_SHORT,
    /** A whole record that does not read (its length or its CRC): what follows is not read. */
    DAMAGED
  }

  /** The moves a file holds in the order written, and what it holds past them. */
  record Contents(List<GameEvent.Moved> moves, Rest rest) {}

  /**
   * The moves of {@code file} in the order written, up to the first record cut short or
   * damaged, and which of the two stopped the reading (none when there is no file).
   */
  static Contents read(Path file) throws IOException {
    List<GameEvent.Moved> moves = new ArrayList<>();
    if (!Files.exists(file)) {
      return new Contents(moves, Rest.NONE);
    }
    ByteBuffer all = ByteBuffer.wrap(Files.readAllBytes(file));
    CRC32 check = new CRC32();
    while (all.hasRemaining()) {
      if (all.remaining() < Integer.BYTES) {
        return new Contents(moves, Rest.CUT_SHORT);
      }
      int body = all.getInt();
      boolean sized = body >= FIXED && body <= FIXED + MAX_NOTATION;
      if (sized && all.remaining() < body + Integer.BYTES) {
        // a write cut short leaves a true length and fewer bytes than it says
        return new Contents(moves, Rest.CUT_SHORT);
      }
      if (!sized) {
        return new Contents(moves, Rest.DAMAGED);
      }
      ByteBuffer record = all.slice(all.position(), body);
      all.position(all.position() + body);
      check.reset();
      check.update(record.duplicate());
      long gameId = record.getLong();
      int ply = record.getInt();
      long clockMillis = record.getLong();
      int periods = record.getInt();
      byte[] notation = new byte[record.getShort()];
      if ((int) check.getValue() != all.getInt() || notation.length != body - FIXED) {
        return new Contents(moves, Rest.DAMAGED);
      }
      record.get(notation);
      moves.add(new GameEvent.Moved(gameId, ply, new String(notation, StandardCharsets.UTF_8),
          clockMillis, periods));
    }
    return new Contents(moves, Rest.NONE);
  }
}
