package arbiter.boot;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Debian's XBoard in ICS zippy mode, its engine playing: logs in to an ICS port with a logon
 * script (the lines XBoard sends at {@code login:}), in its own home so no settings file is read
 * or written, with its debug log (every ICS line both ways) in that home.
 */
final class XboardProcess implements AutoCloseable {

  /** Plies the engine looks ahead: it answers at once instead of spending its clock. */
  private static final int SEARCH_DEPTH = 3;

  private final Process process;
  private final Path debug;

  private XboardProcess(Process process, Path debug) {
    this.process = process;
    this.debug = debug;
  }

  /** The program in PATH or in /usr/games (where Debian puts xboard and the engines). */
  static Optional<String> program(String name) {
    List<String> places = new ArrayList<>(
        List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
    places.add("/usr/games");
    return places.stream()
        .filter(place -> !place.isEmpty())
        .map(place -> Path.of(place, name))
        .filter(Files::isExecutable)
        .map(Path::toString)
        .findFirst();
  }

  /**
   * Starts XBoard on the display of {@code DISPLAY}.
   *
   * @param logon the lines sent at the login prompt: name, password, then any commands
   */
  static XboardProcess start(String xboard, String engine, int icsPort, Path home,
      List<String> logon) throws IOException {
    Files.createDirectories(home);
    Path script = home.resolve("logon");
    Files.writeString(script, String.join("\n", logon) + "\n");
    Path debug = home.resolve("xboard.debug");
    ProcessBuilder builder = new ProcessBuilder(
        xboard, "-ics", "-icshost", "127.0.0.1", "-icsport", String.valueOf(icsPort),
        "-zp", "-fcp", shallow(engine.endsWith("gnuchess") ? engine + " --xboard" : engine),
        "-fd", home.toString(),
        "-icslogon", script.toString(),
        "-xponder", "-popupExitMessage", "false", "-popupMoveErrors", "false",
        "-debug", "-nameOfDebugFile", debug.toString())
        .directory(home.toFile())
        .redirectErrorStream(true)
        .redirectOutput(home.resolve("xboard.out").toFile());
    builder.environment().put("HOME", home.toString());
    // standard input stays an open pipe: at its end XBoard would send "logout" to the ICS
    return new XboardProcess(builder.start(), debug);
  }

  /** The engine's command line behind the filter that limits its search depth. */
  private static String shallow(String engine) {
    try {
      Path filter = Path.of(XboardProcess.class.getResource("shallow-engine.sh").toURI());
      return "sh " + filter + " " + SEARCH_DEPTH + " " + engine;
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** XBoard's debug log so far: the ICS conversation both ways, and its engine's. */
  String log() {
    try {
      return Files.exists(debug)
          ? Files.readString(debug, java.nio.charset.StandardCharsets.ISO_8859_1) : "";
    } catch (IOException e) {
      return "(debug log unreadable: " + e + ")";
    }
  }

  /** The end of the log, for a failure's message. */
  String tail() {
    String text = log();
    return text.length() > 6000 ? text.substring(text.length() - 6000) : text;
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /** Ends XBoard and its engine, by their process ids; keeps its log under target/xboard-logs. */
  @Override
  public void close() {
    try {
      Path logs = Files.createDirectories(Path.of("target", "xboard-logs"));
      if (Files.exists(debug)) {
        Files.copy(debug, logs.resolve(debug.getParent().getFileName() + ".debug"),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    List<ProcessHandle> children = process.descendants().toList();
    process.destroy();
    children.forEach(ProcessHandle::destroy);
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    children.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
  }
}
