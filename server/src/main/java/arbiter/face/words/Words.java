package arbiter.face.words;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DecimalStyle;
import java.time.format.FormatStyle;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The sentences of one language, looked up by key: {@code words/<language>.properties} on the
 * class path (UTF-8), a key missing there falling back to English. {@code {0}}, {@code {1}}...
 * stand for the arguments; they are put in as {@link String#valueOf} writes them, not as
 * {@link java.text.MessageFormat} would (no quoting rules, no digit grouping), so that seed 002's
 * English comes out byte for byte. A whole-number argument is written in the digits CLDR gives the
 * language ({@link DecimalStyle#of}: Persian digits for {@code fa}, ASCII for {@code en} and
 * {@code ru}); the text commands read any decimal digits back. {@code {0|ход|хода|ходов}} is the
 * word a number takes: the plural form of argument 0 by the language's rule ({@link Plurals}).
 */
public final class Words {

  /** The language every key exists in; the others are checked against it. */
  public static final String ENGLISH = "en";

  private final String language;
  private final Map<String, Sentence> sentences;
  private final Locale locale;
  /** The language's zero digit; the others follow it. */
  private final char zero;
  private final DateTimeFormatter times;
  /** The sentences of a move by {@link MoveKey#ordinal()}, looked up once. */
  private final Sentence[] moves;

  /** {@code english} is {@code null} for English itself, whose keys fill the others' gaps. */
  private Words(String language, Map<String, Sentence> sentences, Words english) {
    this.language = language;
    this.sentences = sentences;
    this.moves = new Sentence[MoveKey.values().length];
    for (MoveKey key : MoveKey.values()) {
      // sentence(key) falls back to English through the loaded languages, not loaded yet here
      boolean own = english == null || sentences.containsKey(key.key());
      moves[key.ordinal()] = (own ? this : english).sentence(key.key());
    }
    this.locale = Locale.forLanguageTag(language);
    this.zero = DecimalStyle.of(locale).getZeroDigit();
    this.times = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(locale)
        .withDecimalStyle(DecimalStyle.of(locale)).withZone(ZoneOffset.UTC);
  }

  /** The English sentences, which the ICS port and the seed console always speak. */
  public static Words english() {
    return Shipped.ALL.get(ENGLISH);
  }

  /** The sentences of a language, English for any key it lacks; English for an unknown language. */
  public static Words of(String language) {
    return Shipped.ALL.getOrDefault(language, english());
  }

  /** Whether a file of sentences exists for a language. */
  public static boolean exists(String language) {
    // a language a user names is only ever looked up, never made into a path
    return Shipped.ALL.containsKey(language);
  }

  /** The languages with words, as {@code words/languages} lists them, English first. */
  public static List<String> languages() {
    return List.copyOf(Shipped.ORDER);
  }

  /**
   * Every template whose key starts with {@code prefix}, as written (placeholders unfilled),
   * English's where this language lacks one: what the web pages read to word themselves.
   */
  public Map<String, String> templates(String prefix) {
    Map<String, String> found = new TreeMap<>();
    for (Words words : language.equals(ENGLISH) ? List.of(this) : List.of(english(), this)) {
      words.sentences.forEach((key, sentence) -> {
        if (key.startsWith(prefix)) {
          found.put(key, sentence.text());
        }
      });
    }
    return found;
  }

  /** The language's code ({@code en}). */
  public String language() {
    return language;
  }

  /** The language's locale, for what the faces format themselves. */
  public Locale locale() {
    return locale;
  }

  /** The sentence of a key with its arguments put in. */
  public String get(String key, Object... args) {
    return sentence(key).fill(this, args);
  }

  /** A sentence of every move's with its arguments put in, without the lookup by name. */
  public String get(MoveKey key, Object... args) {
    return moves[key.ordinal()].fill(this, args);
  }

  /** A whole number in the language's digits, without grouping: {@code 1000}, {@code ۱۰۰۰}. */
  public String number(long number) {
    return digits(Long.toString(number));
  }

  /** The ASCII digits of a text in the language's digits; other characters as they are. */
  public String digits(String text) {
    if (zero == '0') {
      return text;
    }
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (chars[i] >= '0' && chars[i] <= '9') {
        chars[i] = (char) (zero + chars[i] - '0');
      }
    }
    return new String(chars);
  }

  /**
   * A moment in UTC to the second: ISO 8601 in English ({@code 2026-11-26T17:04:47Z}, as scripts
   * read it), the language's own medium date and time otherwise (Gregorian: java.time has no
   * Persian calendar).
   */
  public String time(Instant at) {
    Instant second = at.truncatedTo(ChronoUnit.SECONDS);
    return language.equals(ENGLISH) ? second.toString() : times.format(second);
  }

  /** A sentence of several lines (a help text), one string a line. */
  public List<String> lines(String key, Object... args) {
    return List.of(get(key, args).split("\n", -1));
  }

  private Sentence sentence(String key) {
    Sentence sentence = sentences.get(key);
    if (sentence == null) {
      sentence = language.equals(ENGLISH) ? null : english().sentences.get(key);
      if (sentence == null) {
        throw new IllegalArgumentException("no words for key " + key); // a bug: the check finds it
      }
    }
    return sentence;
  }

  /** The highest argument number a template uses plus one: {@code "{0} and {1}"} takes 2. */
  public static int arguments(String template) {
    int count = 0;
    for (int i = template.indexOf('{'); i >= 0; i = template.indexOf('{', i + 1)) {
      int end = template.indexOf('}', i);
      int number = end < 0 ? -1 : number(template, i + 1, pluralEnd(template, i + 1, end));
      count = Math.max(count, number + 1);
    }
    return count;
  }

  /** Where a placeholder's number ends: at its {@code |} when it is a plural's, else at {@code end}. */
  private static int pluralEnd(String text, int from, int end) {
    int bar = text.indexOf('|', from);
    return bar >= 0 && bar < end ? bar : end;
  }

  /**
   * A template read once, when its file is loaded: the text between the placeholders and the
   * argument each placeholder takes, so that a lookup on the move path only appends.
   */
  private record Sentence(String text, String[] parts, int[] slots, String[][] forms) {

    static Sentence of(String text) {
      List<String> parts = new ArrayList<>();
      List<Integer> slots = new ArrayList<>();
      List<String[]> forms = new ArrayList<>();
      int from = 0;
      for (int i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
        int end = text.indexOf('}', i);
        int bar = end < 0 ? -1 : pluralEnd(text, i + 1, end);
        int number = end < 0 ? -1 : number(text, i + 1, bar);
        if (number >= 0) {
          parts.add(text.substring(from, i));
          slots.add(number);
          forms.add(bar < end ? text.substring(bar + 1, end).split("\\|", -1) : null);
          from = end + 1;
          i = end;
        }
      }
      parts.add(text.substring(from));
      return new Sentence(text, parts.toArray(String[]::new),
          slots.stream().mapToInt(Integer::intValue).toArray(), forms.toArray(String[][]::new));
    }

    /** The text with the arguments put in; a placeholder with no argument stays as written. */
    String fill(Words words, Object[] args) {
      if (slots.length == 0) {
        return text;
      }
      String[] values = new String[slots.length];
      int length = text.length();
      for (int i = 0; i < slots.length; i++) {
        values[i] = slots[i] >= args.length ? "{" + slots[i] + "}"
            : forms[i] == null ? words.value(args[slots[i]])
            : forms[i][Plurals.form(words.language, args[slots[i]], forms[i].length)];
        length += values[i].length();
      }
      StringBuilder out = new StringBuilder(length); // sized once: this runs for every move
      for (int i = 0; i < slots.length; i++) {
        out.append(parts[i]).append(values[i]);
      }
      return out.append(parts[slots.length]).toString();
    }
  }

  private String value(Object arg) {
    return zero != '0' && (arg instanceof Integer || arg instanceof Long)
        ? digits(String.valueOf(arg)) : String.valueOf(arg);
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

  private static Words load(String name, Words english) {
    Properties file = new Properties();
    try (InputStream in = Words.class.getResourceAsStream(path(name));
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      file.load(reader);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the words of " + name, e);
    }
    Map<String, Sentence> sentences = new HashMap<>();
    file.stringPropertyNames().forEach(key -> sentences.put(key, Sentence.of(file.getProperty(key))));
    return new Words(name, Map.copyOf(sentences), english);
  }

  /**
   * Every language listed in {@code /words/languages}, read whole when first used: the server reads
   * them before its event loops run, where reading a file would block a loop. A club adds a
   * language by adding its file and its line there.
   */
  private static final class Shipped {
    static final List<String> ORDER = new ArrayList<>();
    static final Map<String, Words> ALL = loadAll();

    private static Map<String, Words> loadAll() {
      Map<String, Words> all = new HashMap<>();
      ORDER.add(ENGLISH);
      Words english = load(ENGLISH, null);
      all.put(ENGLISH, english);
      try (InputStream in = Words.class.getResourceAsStream("/words/languages");
          BufferedReader list = new BufferedReader(
              new InputStreamReader(in, StandardCharsets.UTF_8))) {
        for (String line = list.readLine(); line != null; line = list.readLine()) {
          String language = line.strip();
          if (language.matches("[a-z]{2,3}") && !all.containsKey(language)) {
            all.put(language, load(language, english));
            ORDER.add(language);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the list of languages", e);
      }
      return Map.copyOf(all);
    }
  }

  private static String path(String language) {
    return "/words/" + language + ".properties";
  }
}
