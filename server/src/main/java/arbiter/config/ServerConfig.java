package arbiter.config;

import java.nio.file.Path;

/**
 * The server's settings (see {@code config/arbiter.properties}).
 *
 * @param port TCP port; 0 picks a free one
 * @param bind the address to listen on
 * @param dataDir where the SQLite file lives
 * @param lineMaxLength longest line accepted, in bytes
 * @param idleGuestSeconds idle time allowed before login
 * @param idlePlayerSeconds idle time allowed once logged in
 * @param connectionsPerAddress open connections allowed from one address
 * @param writeBufferLow bytes queued for a reader below which it counts as writable again
 * @param writeBufferHigh bytes queued above which reading from that connection pauses
 * @param writeBufferLimit bytes queued above which the connection is closed
 * @param settings everything else (store, passwords, login delays)
 */
public record ServerConfig(
    int port,
    String bind,
    Path dataDir,
    int lineMaxLength,
    int idleGuestSeconds,
    int idlePlayerSeconds,
    int connectionsPerAddress,
    int writeBufferLow,
    int writeBufferHigh,
    int writeBufferLimit,
    Settings settings) {

  /** The configuration the settings describe. */
  public static ServerConfig of(Settings settings) {
    return new ServerConfig(
        settings.integer("port", 4000),
        settings.string("bind", "0.0.0.0"),
        Path.of(settings.string("data", "./data")),
        settings.integer("line.max.length", 4096),
        settings.integer("idle.guest.seconds", 120),
        settings.integer("idle.player.seconds", 3600),
        settings.integer("connections.per.address", 32),
        settings.integer("write.buffer.low", 32 * 1024),
        settings.integer("write.buffer.high", 128 * 1024),
        settings.integer("write.buffer.limit", 1024 * 1024),
        settings);
  }

  /** How long a guest may stay without logging in ({@code login.deadline.seconds}). */
  public int loginDeadlineSeconds() {
    return settings.integer("login.deadline.seconds", 120);
  }

  /** The language of a connection whose user chose none ({@code language.default}, English). */
  public String defaultLanguage() {
    return settings.string("language.default", "en");
  }
}
