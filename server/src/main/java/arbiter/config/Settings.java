package arbiter.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Server settings, each a dotted key ({@code http.port}): the defaults in the code, overridden by
 * {@code config/arbiter.properties} under the Arbiter home (system property {@code arbiter.home},
 * else the working directory), overridden by the environment ({@code ARBITER_HTTP_PORT=8081}),
 * overridden by the command line ({@code --set http.port=8081}, or a flag such as {@code --port}).
 */
public final class Settings {

  private final Properties values;

  private Settings(Properties values) {
    this.values = values;
  }

  /** The prefix of the environment variables that set a setting. */
  public static final String ENVIRONMENT_PREFIX = "ARBITER_";

  /**
   * The settings of the properties file in the Arbiter home, or none when it is missing, with
   * this process's environment over them (see {@link #withEnvironment(Map)}).
   */
  public static Settings load() {
    return load(home().resolve("config").resolve("arbiter.properties"))
        .withEnvironment(System.getenv());
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

  /**
   * A copy of these settings with every variable {@code ARBITER_KEY_NAME} of the environment set
   * as {@code key.name}: the prefix dropped, lower case, underscores as dots. No key has an
   * underscore of its own, so the mapping is one to one.
   */
  public Settings withEnvironment(Map<String, String> environment) {
    Properties copy = new Properties();
    copy.putAll(values);
    environment.forEach((name, value) -> {
      String key = keyOf(name);
      if (key != null) {
        copy.setProperty(key, value);
      }
    });
    return new Settings(copy);
  }

  /** The setting an environment variable sets, or null when it sets none. */
  static String keyOf(String variable) {
    if (!variable.startsWith(ENVIRONMENT_PREFIX)) {
      return null;
    }
    String name = variable.substring(ENVIRONMENT_PREFIX.length());
    return name.isEmpty() ? null : name.toLowerCase(Locale.ROOT).replace('_', '.');
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

  /** The keys set that start with {@code prefix}, sorted. */
  public SortedSet<String> keys(String prefix) {
    SortedSet<String> keys = new TreeSet<>();
    for (String key : values.stringPropertyNames()) {
      if (key.startsWith(prefix)) {
        keys.add(key);
      }
    }
    return keys;
  }
}
