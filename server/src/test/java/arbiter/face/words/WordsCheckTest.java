package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AuditAction;
import arbiter.export.ImportFault;
import arbiter.tournament.TieBreak;
import arbiter.tournament.trf.TrfFault;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The words check: every key the code looks up exists in English with as many arguments as the
 * code gives it, every English key is used, and every other language's file has every English key
 * with the same arguments. Reads the sources and the resource files as they are in the tree.
 */
class WordsCheckTest {

  private static final Path SOURCES = Path.of("src/main/java");
  private static final Path FILES = Path.of("src/main/resources/words");
  /** The web pages, which look their words up as {@code t('page.key')} or {@code data-i18n}. */
  private static final Path PAGES = Path.of("src/main/resources/web");
  private static final Pattern PAGE_KEY =
      Pattern.compile("['\"]((?:page|speech|side)\\.[a-z0-9_]+)['\"]");
  private static final Pattern LITERAL = Pattern.compile("\"([a-z_]+(?:\\.[a-z0-9_]+)+)\"");
  private static final Pattern LOOKUP = Pattern.compile("\\.(get|lines)\\(\\s*$");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

  @Test
  void everyKeyTheCodeUsesExistsInEnglishWithItsArguments() throws IOException {
    Map<String, String> english = read(Words.ENGLISH);
    Set<String> areas = new TreeSet<>();
    english.keySet().forEach(key -> areas.add(key.substring(0, key.indexOf('.'))));
    List<String> missing = new ArrayList<>();
    List<String> miscounted = new ArrayList<>();
    for (Use use : uses(areas)) {
      String template = english.get(use.key());
      if (template == null) {
        missing.add(use.key() + " (" + use.where() + ")");
      } else if (use.arguments() >= 0 && use.arguments() != Words.arguments(template)) {
        miscounted.add(use.key() + " given " + use.arguments() + ", takes "
            + Words.arguments(template) + " (" + use.where() + ")");
      }
    }
    assertThat(missing).as("keys the code uses that English lacks").isEmpty();
    assertThat(miscounted).as("lookups whose argument count differs from the sentence's").isEmpty();
  }

  @Test
  void everyEnglishKeyIsUsed() throws IOException {
    Map<String, String> english = read(Words.ENGLISH);
    Set<String> areas = new TreeSet<>();
    english.keySet().forEach(key -> areas.add(key.substring(0, key.indexOf('.'))));
    Set<String> unused = new TreeSet<>(english.keySet());
    uses(areas).forEach(use -> unused.remove(use.key()));
    assertThat(unused).as("English keys no code looks up").isEmpty();
  }

  @Test
  void everyLanguageHasEveryEnglishKeyWithTheSameArguments() throws IOException {
    Map<String, String> english = read(Words.ENGLISH);
    List<String> languages;
    try (Stream<Path> files = Files.list(FILES)) {
      languages = files.map(file -> file.getFileName().toString())
          .filter(name -> name.endsWith(".properties"))
          .map(name -> name.substring(0, name.length() - ".properties".length())).sorted().toList();
    }
    assertThat(languages).contains(Words.ENGLISH);
    for (String language : languages) {
      Map<String, String> other = read(language);
      assertThat(english.keySet()).as("English keys missing in " + language)
          .isSubsetOf(other.keySet());
      assertThat(other.keySet()).as("keys of " + language + " that English lacks")
          .isSubsetOf(english.keySet());
      for (Map.Entry<String, String> entry : english.entrySet()) {
        assertThat(placeholders(other.get(entry.getKey())))
            .as(language + " " + entry.getKey() + " takes the arguments English takes")
            .isEqualTo(placeholders(entry.getValue()));
      }
      assertThat(Words.exists(language)).isTrue();
    }
  }

  @Test
  void argumentsGoInAsWritten() {
    Words english = Words.english();
    assertThat(english.get("game.chat", "ali", "{1} it's 1,000")).isEqualTo("ali: {1} it's 1,000");
    assertThat(english.get("games.summary", 1000, "ali", "bob", "chess", 0, 12))
        .isEqualTo("1000 ali bob chess limit 0 turns 12");
    assertThat(Words.arguments("{0} and {1}, {0}")).isEqualTo(2);
    assertThat(Words.of("xx").language()).isEqualTo(Words.ENGLISH);
    assertThat(Words.exists("../en")).isFalse();
  }

  /**
   * Every label a page writes in English (aria-label, placeholder, title) also names its key, so a
   * screen reader speaks it in the page's language: the projector's QR code and podium spoke
   * English in a Persian page.
   */
  @Test
  void everyLabelOfAPageIsWordedInItsLanguage() throws IOException {
    Pattern tag = Pattern.compile("<[a-zA-Z][^>]*>");
    List<String> unworded = new ArrayList<>();
    for (Path page : pages(".html")) {
      Matcher found = tag.matcher(Files.readString(page, StandardCharsets.UTF_8));
      while (found.find()) {
        String element = found.group();
        for (String[] pair : new String[][] {{"aria-label", "data-i18n-label"},
            {"placeholder", "data-i18n-placeholder"}, {"title", "data-i18n-title"}}) {
          if (Pattern.compile("\\s" + pair[0] + "=\"[^\"]*[A-Za-z]").matcher(element).find()
              && !element.contains(pair[1] + "=")) {
            unworded.add(PAGES.relativize(page) + ": " + element);
          }
        }
      }
    }
    assertThat(unworded).as("page labels without their words' key").isEmpty();
  }

  /**
   * The scripts put no English words of their own into a page (an element's text, a fallback, a
   * textContent): the analysis said "The engine analyses the game…" and "blunder" in a Persian page.
   */
  @Test
  void theScriptsWriteNoWordsOfTheirOwn() throws IOException {
    Pattern written = Pattern.compile("(?:el\\('[a-z0-9]+',\\s*\\{[^{}]*},\\s*|\\|\\|\\s*"
        + "|textContent\\s*=\\s*)'([^'\\\\]*[A-Za-z]{2,}[^'\\\\]*)'");
    List<String> own = new ArrayList<>();
    for (Path script : pages(".js")) {
      String text = Files.readString(script, StandardCharsets.UTF_8);
      Matcher found = written.matcher(text);
      while (found.find()) {
        if (!found.group(1).startsWith("page.")) {
          own.add(PAGES.relativize(script) + ":" + line(text, found.start()) + " " + found.group(1));
        }
      }
    }
    assertThat(own).as("words a script writes itself rather than t('page.key')").isEmpty();
  }

  /**
   * A game's number on a page is in the language's digits ({@code #۱۲}), as the lobby writes it:
   * the TV, the simul boards and the archive wrote {@code #12} in a Persian page.
   */
  @Test
  void theScriptsNumberGamesInTheLanguagesDigits() throws IOException {
    List<String> ascii = new ArrayList<>();
    for (Path script : pages(".js")) {
      String text = Files.readString(script, StandardCharsets.UTF_8);
      Matcher found = Pattern.compile("#\\$\\{(?!digits\\()").matcher(text);
      while (found.find()) {
        ascii.add(PAGES.relativize(script) + ":" + line(text, found.start()));
      }
    }
    assertThat(ascii).as("game numbers written without digits()").isEmpty();
  }

  /** The pages' files whose names end in {@code suffix}, in order. */
  private static List<Path> pages(String suffix) throws IOException {
    try (Stream<Path> files = Files.walk(PAGES)) {
      return files.filter(file -> file.toString().endsWith(suffix)).sorted().toList();
    }
  }

  /** A key looked up in the code; {@code arguments} is -1 where the literal is not a lookup's. */
  private record Use(String key, int arguments, String where) {}

  private static List<Use> uses(Set<String> areas) throws IOException {
    List<Use> uses = new ArrayList<>();
    List<Path> sources;
    try (Stream<Path> files = Files.walk(SOURCES)) {
      sources = files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    }
    for (Path source : sources) {
      String text = Files.readString(source, StandardCharsets.UTF_8);
      Matcher literal = LITERAL.matcher(text);
      while (literal.find()) {
        String key = literal.group(1);
        if (!areas.contains(key.substring(0, key.indexOf('.')))) {
          continue;
        }
        String before = text.substring(Math.max(0, literal.start() - 12), literal.start());
        int arguments = LOOKUP.matcher(before).find() ? arguments(text, literal.end()) : -1;
        uses.add(new Use(key, arguments, SOURCES.relativize(source) + ":" + line(text,
            literal.start())));
      }
    }
    // an audit action's sentence is looked up by its kind (AuditSentences), with its arguments
    for (AuditAction.Kind kind : AuditAction.Kind.values()) {
      uses.add(new Use(AuditSentences.PREFIX + kind.code(), kind.arguments().size(),
          "AuditAction.Kind." + kind));
    }
    // a refused file's sentence is looked up by its fault (ImportSentences)
    for (TrfFault fault : TrfFault.values()) {
      uses.add(new Use("trf." + fault.code(), -1, "TrfFault." + fault));
    }
    for (ImportFault fault : ImportFault.values()) {
      uses.add(new Use("pgn." + fault.code(), -1, "ImportFault." + fault));
    }
    // a tie-break's header is looked up by its CSV name (TournamentSheets.header)
    for (arbiter.tournament.TieBreak tieBreak : arbiter.tournament.TieBreak.values()) {
      uses.add(new Use(arbiter.export.TournamentSheets.TIEBREAK + tieBreak.csvName(), 0,
          "TieBreak." + tieBreak));
    }
    uses.add(new Use("pgn.not_a_move_draughts", -1, "ImportSentences"));
    uses.add(new Use("pgn.illegal_move_draughts", -1, "ImportSentences"));
    List<Path> pages;
    try (Stream<Path> files = Files.walk(PAGES)) {
      pages = files.filter(file -> file.toString().matches(".*\\.(js|html)$")).sorted().toList();
    }
    for (Path page : pages) {
      String text = Files.readString(page, StandardCharsets.UTF_8);
      Matcher key = PAGE_KEY.matcher(text);
      while (key.find()) {
        uses.add(new Use(key.group(1), -1, PAGES.relativize(page) + ":" + line(text, key.start())));
      }
    }
    return uses;
  }

  /** The arguments after a lookup's key: its top-level commas up to the closing parenthesis. */
  private static int arguments(String text, int from) {
    int depth = 0;
    int commas = 0;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = skipQuoted(text, i, c);
      } else if (c == '(' || c == '{' || c == '[') {
        depth++;
      } else if (c == ')' || c == '}' || c == ']') {
        if (depth == 0) {
          return commas;
        }
        depth--;
      } else if (c == ',' && depth == 0) {
        commas++;
      }
    }
    return commas;
  }

  private static int skipQuoted(String text, int start, char quote) {
    for (int i = start + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == quote) {
        return i;
      }
    }
    return text.length();
  }

  private static int line(String text, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      line += text.charAt(i) == '\n' ? 1 : 0;
    }
    return line;
  }

  private static Set<String> placeholders(String template) {
    Set<String> found = new TreeSet<>();
    Matcher matcher = PLACEHOLDER.matcher(template);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  private static Map<String, String> read(String language) throws IOException {
    Properties file = new Properties();
    try (Reader reader = Files.newBufferedReader(FILES.resolve(language + ".properties"),
        StandardCharsets.UTF_8)) {
      file.load(reader);
    }
    Map<String, String> sentences = new TreeMap<>();
    file.stringPropertyNames().forEach(key -> sentences.put(key, file.getProperty(key)));
    return sentences;
  }
}
