package arbiter.client.words;

import java.awt.ComponentOrientation;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.format.DecimalStyle;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.prefs.Preferences;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clients' own words by key, in {@code client-words/<language>.properties} (UTF-8; the client
 * does not ship the server's files): English, Russian and Persian, one language for the whole
 * client at a time, chosen in the login dialog and remembered on this computer. The server's
 * messages come in the same language (the JSON {@code hello} names it).
 */
public final class ClientWords {

  /** The languages, English first: what the login dialog offers. */
  public static final List<String> LANGUAGES = List.of("en", "ru", "fa");
  private static final Map<String, ClientWords> ALL = new LinkedHashMap<>();
  private static final Preferences KEPT = Preferences.userRoot().node("arbiter-client");
  private static final Pattern SLOT = Pattern.compile("\\{(\\d{1,2})}");
  private static volatile ClientWords current;

  private final String language;
  private final Properties words;
  private final Properties english;
  private final char zero;

  private ClientWords(String language, Properties words, Properties english) {
    this.language = language;
    this.words = words;
    this.english = english;
    this.zero = DecimalStyle.of(Locale.forLanguageTag(language)).getZeroDigit();
  }

  /** The client's language now: the one chosen last on this computer, else the system's, else English. */
  public static ClientWords current() {
    if (current == null) {
      String system = Locale.getDefault().getLanguage();
      current = of(KEPT.get("language", LANGUAGES.contains(system) ? system : "en"));
    }
    return current;
  }

  /** Speaks {@code language} from now on, and remembers it on this computer. */
  public static ClientWords use(String language) {
    current = of(language);
    KEPT.put("language", current.language);
    return current;
  }

  /** The words of a language; English for one the client lacks. */
  public static synchronized ClientWords of(String language) {
    String known = LANGUAGES.contains(language) ? language : "en";
    return ALL.computeIfAbsent(known, code -> new ClientWords(code, load(code), load("en")));
  }

  /** The language's code. */
  public String language() {
    return language;
  }

  /** Left to right, or right to left for Persian: how the windows lay out (a board keeps its own). */
  public ComponentOrientation orientation() {
    return ComponentOrientation.getOrientation(Locale.forLanguageTag(language));
  }

  /** The words of a key, {@code {0}}... put in as written, a whole number in the language's digits. */
  public String get(String key, Object... args) {
    String template = words.getProperty(key, english.getProperty(key));
    if (template == null) {
      throw new IllegalArgumentException("no client words for key " + key); // the check finds it
    }
    Matcher slot = SLOT.matcher(template); // one pass: an argument's own braces stay as typed
    StringBuilder out = new StringBuilder();
    while (slot.find()) {
      int n = Integer.parseInt(slot.group(1));
      Object arg = n < args.length ? args[n] : slot.group();
      String value = arg instanceof Integer || arg instanceof Long ? digits(String.valueOf(arg))
          : String.valueOf(arg);
      slot.appendReplacement(out, Matcher.quoteReplacement(value));
    }
    return slot.appendTail(out).toString();
  }

  /** A text's ASCII digits in the language's digits. */
  public String digits(String text) {
    if (zero == '0') {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    text.chars().forEach(c -> out.append(c >= '0' && c <= '9' ? (char) (zero + c - '0') : (char) c));
    return out.toString();
  }

  private static Properties load(String language) {
    Properties file = new Properties();
    try (InputStream in = ClientWords.class.getResourceAsStream(
            "/client-words/" + language + ".properties");
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      file.load(reader);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the client's words of " + language, e);
    }
    return file;
  }
}
