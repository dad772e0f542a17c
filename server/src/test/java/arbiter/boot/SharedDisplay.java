package arbiter.boot;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class the virtual display to itself: the tests run in several JVMs at once, and two
 * programs' windows on one display take each other's clicks and keys. A file lock, since it must
 * hold across processes.
 */
public final class SharedDisplay implements BeforeAllCallback, AfterAllCallback {

  private static final Path LOCK = Path.of(System.getProperty("java.io.tmpdir"),
      "arbiter-display-" + System.getenv().getOrDefault("DISPLAY", "none").replace(':', '_')
          + ".lock");
  private static final ExtensionContext.Namespace HERE =
      ExtensionContext.Namespace.create(SharedDisplay.class);

  @Override
  public void beforeAll(ExtensionContext context) throws IOException {
    FileChannel channel = FileChannel.open(LOCK, StandardOpenOption.CREATE,
        StandardOpenOption.WRITE);
    context.getStore(HERE).put("lock", channel.lock());
  }

  @Override
  public void afterAll(ExtensionContext context) throws IOException {
    FileLock lock = context.getStore(HERE).remove("lock", FileLock.class);
    if (lock != null) {
      lock.release();
      lock.channel().close();
    }
  }
}
