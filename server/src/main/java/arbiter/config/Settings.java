package arbiter.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Server settings: {@code config/arbiter.properties} under the Arbiter home (system property
 * {@code arbiter.home}, else the working directory), overridden by command-line flags.
 */
public final class Settings {

  private final Properties values;

  private Settings(Properties values) {
    this.values = values;
  }

  /** The settings of the properties file in the Arbiter home, or none when it is missing. */
  public static Settings load() {
    return load(home().resolve("config").resolve("arbiter.properties"));
  }

  /** The settings of one properties file, or none when it is missing. */
  public static Settings load(Path file) {
    Properties properties = new Properties();
    if (Files.isRegularFile(file)) {
      try (InputStream in = Files.newInputStream(file)) {
        properties.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file, e);
      }
    }
    return new Settings(properties);
  }

  /** Settings with nothing set: every lookup returns its default. */
  public static Settings empty() {
    return new Settings(new Properties());
  }

  /** The Arbiter home: where {@code config/} lives. */
  public static Path home() {
    String home = System.getProperty("arbiter.home");
    return Path.of(home == null || home.isBlank() ? "." : home);
  }

  /** A copy of these settings with {@code key} set to {@code value}. */
  public Settings with(String key, Object value) {
    Properties copy = new Properties();
    copy.putAll(values);
    copy.setProperty(key, String.valueOf(value));
    return new Settings(copy);
  }

  /** The value of {@code key}, or {@code fallback} when it is unset or blank. */
  public String string(String key, String fallback) {
    String value = values.getProperty(key);
    return value == null || value.isBlank() ? fallback : value.trim();
  }

  /** The integer value of {@code key}, or {@code fallback} when it is unset or blank. */
  public int integer(String key, int fallback) {
    String value = string(key, null);
    if (value == null) {
      return fallback;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("setting " + key + " is not a number: " + value, e);
    }
  }
}
