package arbiter.local;

import arbiter.config.Settings;
import arbiter.command.TextCommands;
import arbiter.face.LineSink;
import arbiter.face.text.TextFace;
import arbiter.local.seed.SeedConsole;
import arbiter.account.Accounts;
import arbiter.rating.RatingBook;
import arbiter.store.Argon2Hasher;
import arbiter.store.DamagedDatabaseException;
import arbiter.store.DataLock;
import arbiter.store.Database;
import arbiter.store.DirectJournal;
import arbiter.game.GameArchive;
import arbiter.store.JdbcStore;
import arbiter.store.MemoryStore;
import arbiter.store.PasswordHasher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Chess with accounts at one console (seed 002): {@code chess [--data DIR]}. Accounts live in
 * memory, or in SQLite under DIR. Both players type at the same console.
 */
public final class ChessProgram {

  private ChessProgram() {}

  public static void main(String[] args) throws IOException {
    int status = start(args, Settings.load(), System.in, System.out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs the program as its command line says; returns the exit status: 2 for a wrong command
   * line, 1 for a data directory that cannot be used (one line on {@code err}, not a stack trace:
   * a file, a place that cannot be written, a damaged database, another program's lock).
   */
  static int start(String[] args, Settings settings, InputStream in, PrintStream out,
      PrintStream err) throws IOException {
    Path data = null;
    if (args.length == 2 && args[0].equals("--data") && !args[1].isBlank()) {
      data = Path.of(args[1]); // an empty one was the working directory, unasked
    } else if (args.length != 0) {
      err.println("usage: arbiter chess [--data DIR]");
      return 2;
    }
    PasswordHasher hasher = Argon2Hasher.of(settings);
    if (data == null) {
      run(in, out, new MemoryStore(hasher));
      return 0;
    }
    DataLock lock;
    try {
      lock = DataLock.acquire(data);
    } catch (DataLock.InUseException | UncheckedIOException e) {
      err.println("arbiter: " + e.getMessage());
      return 1;
    }
    Database database;
    try {
      database = Database.open(settings, data);
    } catch (DamagedDatabaseException | IllegalArgumentException e) { // the operator's to fix
      lock.close();
      err.println("arbiter: " + e.getMessage());
      return 1;
    }
    try (lock; database) {
      run(in, out, new JdbcStore(database, hasher));
    }
    return 0;
  }

  /** Runs the program on a store that is both the accounts and the game archive. */
  public static <S extends Accounts & GameArchive & RatingBook> void run(InputStream in, OutputStream out, S store)
      throws IOException {
    PrintStream printer = new PrintStream(out, false, StandardCharsets.UTF_8);
    SeedConsole console = new SeedConsole(store, new DirectJournal(store), store.lastGameId(),
        new TextFace(new Console(printer)));
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    String line;
    while (!console.hasEnded() && (line = reader.readLine()) != null) {
      console.receive(TextCommands.parse(line));
    }
    printer.flush();
  }

  /** Standard output as a session's connection: each line ended by a newline. */
  private static final class Console implements LineSink {
    private final PrintStream out;

    Console(PrintStream out) {
      this.out = out;
    }

    @Override
    public void write(List<String> lines) {
      for (String line : lines) {
        out.print(line);
        out.print('\n');
      }
    }

    @Override
    public void close() {
      out.flush();
    }

    @Override
    public String address() {
      return "console";
    }
  }
}
