package arbiter.client.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.ComponentOrientation;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The client's words check: every language has every English key with the same arguments, every
 * key the sources name exists, and every English key is named somewhere.
 */
class ClientWordsCheckTest {

  private static final Path FILES = Path.of("src/main/resources/client-words");
  private static final Pattern KEY = Pattern.compile("\"((?:swing|client)\\.[a-z0-9_]+)\"");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

  @Test
  void everyLanguageHasEveryEnglishKeyAndTheSourcesUseThemAll() throws IOException {
    Properties english = read("en");
    for (String language : ClientWords.LANGUAGES) {
      Properties other = read(language);
      assertThat(other.stringPropertyNames()).as(language).isEqualTo(english.stringPropertyNames());
      for (String key : english.stringPropertyNames()) {
        assertThat(placeholders(other.getProperty(key))).as(language + " " + key)
            .isEqualTo(placeholders(english.getProperty(key)));
      }
    }
    Set<String> used = new TreeSet<>();
    try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
      for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher key = KEY.matcher(Files.readString(source, StandardCharsets.UTF_8));
        while (key.find()) {
          used.add(key.group(1));
        }
      }
    }
    assertThat(english.stringPropertyNames()).as("keys the sources name").containsAll(used);
    assertThat(used).as("English keys no source names").containsAll(english.stringPropertyNames());
  }

  @Test
  void persianIsRightToLeftWithPersianDigits() {
    ClientWords persian = ClientWords.of("fa");
    assertThat(persian.orientation()).isEqualTo(ComponentOrientation.RIGHT_TO_LEFT);
    assertThat(ClientWords.of("ru").orientation()).isEqualTo(ComponentOrientation.LEFT_TO_RIGHT);
    assertThat(persian.get("swing.turns_left", 12)).isEqualTo("، ۱۲ نوبت مانده");
    assertThat(ClientWords.of("en").get("swing.title", "Arbiter", "{1}")).isEqualTo("Arbiter - {1}");
    assertThat(ClientWords.of("xx").language()).isEqualTo("en");
  }

  private static Set<String> placeholders(String template) {
    Set<String> found = new TreeSet<>();
    Matcher matcher = PLACEHOLDER.matcher(template);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  private static Properties read(String language) throws IOException {
    Properties file = new Properties();
    try (Reader reader = Files.newBufferedReader(FILES.resolve(language + ".properties"),
        StandardCharsets.UTF_8)) {
      file.load(reader);
    }
    return file;
  }
}
