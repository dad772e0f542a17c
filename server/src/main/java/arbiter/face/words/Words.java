package arbiter.face.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sentences of one language, looked up by key: {@code words/<language>.properties} on the
 * class path (UTF-8), a key missing there falling back to English. {@code {0}}, {@code {1}}...
 * stand for the arguments; they are put in as {@link String#valueOf} writes them, not as
 * {@link java.text.MessageFormat} would (no quoting rules, no digit grouping), so that seed 002's
 * English comes out byte for byte.
 */
public final class Words {

  /** The language every key exists in; the others are checked against it. */
  public static final String ENGLISH = "en";

  private static final Map<String, Words> LOADED = new ConcurrentHashMap<>();

  private final String language;
  private final Map<String, String> sentences;

  private Words(String language, Map<String, String> sentences) {
    this.language = language;
    this.sentences = sentences;
  }

  /** The English sentences, which the ICS port and the seed console always speak. */
  public static Words english() {
    return of(ENGLISH);
  }

  /** The sentences of a language, English for any key it lacks; English for an unknown language. */
  public static Words of(String language) {
    return LOADED.computeIfAbsent(language, Words::load);
  }

  /** Whether a file of sentences exists for a language. */
  public static boolean exists(String language) {
    // a language a user names must never reach a path unchecked
    return language.matches("[a-z]{2,3}") && Words.class.getResource(path(language)) != null;
  }

  /** The language's code ({@code en}). */
  public String language() {
    return language;
  }

  /** The keys this language's own file holds, without the English it falls back to. */
  public Set<String> ownKeys() {
    return Set.copyOf(sentences.keySet());
  }

  /** The sentence of a key with its arguments put in. */
  public String get(String key, Object... args) {
    String template = template(key);
    return args.length == 0 ? template : fill(template, args);
  }

  /** A sentence of several lines (a help text), one string a line. */
  public List<String> lines(String key, Object... args) {
    return List.of(get(key, args).split("\n", -1));
  }

  /** The sentence of a key before its arguments are put in. */
  public String template(String key) {
    String template = sentences.get(key);
    if (template == null) {
      template = language.equals(ENGLISH) ? null : english().sentences.get(key);
      if (template == null) {
        throw new IllegalArgumentException("no words for key " + key); // a bug: the check finds it
      }
    }
    return template;
  }

  /** The highest argument number a template uses plus one: {@code "{0} and {1}"} takes 2. */
  public static int arguments(String template) {
    int count = 0;
    for (int i = template.indexOf('{'); i >= 0; i = template.indexOf('{', i + 1)) {
      int end = template.indexOf('}', i);
      int number = end < 0 ? -1 : number(template, i + 1, end);
      count = Math.max(count, number + 1);
    }
    return count;
  }

  private static String fill(String template, Object[] args) {
    StringBuilder out = new StringBuilder(template.length() + 16 * args.length);
    int from = 0;
    for (int i = template.indexOf('{'); i >= 0; i = template.indexOf('{', i + 1)) {
      int end = template.indexOf('}', i);
      int number = end < 0 ? -1 : number(template, i + 1, end);
      if (number >= 0 && number < args.length) {
        out.append(template, from, i).append(args[number]);
        from = end + 1;
        i = end;
      }
    }
    return out.append(template, from, template.length()).toString();
  }

  /** The number between {@code from} and {@code to}, or -1 when it is none. */
  private static int number(String text, int from, int to) {
    if (from == to || to - from > 2) {
      return -1;
    }
    int number = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      number = number * 10 + (c - '0');
    }
    return number;
  }

  private static Words load(String language) {
    String name = exists(language) ? language : ENGLISH;
    Properties file = new Properties();
    try (InputStream in = Words.class.getResourceAsStream(path(name));
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      file.load(reader);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the words of " + name, e);
    }
    Map<String, String> sentences = new HashMap<>();
    file.stringPropertyNames().forEach(key -> sentences.put(key, file.getProperty(key)));
    return new Words(name, Map.copyOf(sentences));
  }

  private static String path(String language) {
    return "/words/" + language + ".properties";
  }
}
