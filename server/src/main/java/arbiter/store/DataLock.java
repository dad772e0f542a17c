package arbiter.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Keeps a second program off a data directory that a server (or {@code chess --data}) is using:
 * two would resume the same games and hand out the same game ids. An operating-system lock on
 * {@code .lock} in the directory, held while the program runs and released by the system if the
 * process dies.
 */
public final class DataLock implements AutoCloseable {

  /** The directory is locked by another program (or another server in this process). */
  public static final class InUseException extends RuntimeException {
    InUseException(String message) {
      super(message);
    }
  }

  private final FileChannel channel;

  private DataLock(FileChannel channel) {
    this.channel = channel;
  }

  /** Takes the lock of {@code dir}; fails with a clear message if another program holds it. */
  public static DataLock acquire(Path dir) {
    try {
      Files.createDirectories(dir);
      FileChannel channel = FileChannel.open(dir.resolve(".lock"),
          StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null; // held by a server in this very process
      }
      if (lock == null) {
        channel.close();
        throw new InUseException("the data directory " + dir.toAbsolutePath().normalize()
            + " is in use by another Arbiter program (stop it, or give this one another --data)");
      }
      return new DataLock(channel);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot lock the data directory " + dir, e);
    }
  }

  @Override
  public void close() {
    try {
      channel.close(); // releases the lock
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
