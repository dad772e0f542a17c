package arbiter.face.web;

import arbiter.face.words.Words;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words of the web pages in one language, from the same files as every face's
 * ({@code words/<language>.properties}, the keys under {@code page.} and the speech board's):
 * the page asks
 * {@code /api/words?lang=fa}, or {@code /api/words} and gets the browser's language
 * ({@code Accept-Language}) when the server has words for it, else the server's default.
 */
final class PageWords {

  /** The keys the pages read: their own, and the pieces' and sides' names of the speech board. */
  private static final List<String> PREFIXES = List.of("page.", "speech.", "side.");

  private PageWords() {}

  /** The answer: the language chosen, every language offered by its own name, and the words. */
  static Map<String, Object> of(List<String> asked, String acceptLanguage, String fallback) {
    String language = choose(asked, acceptLanguage, fallback);
    Words words = Words.of(language);
    List<Map<String, String>> languages = new ArrayList<>();
    for (String code : Words.languages()) {
      languages.add(Map.of("code", code, "name", Words.of(code).get("page.language_name")));
    }
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("language", words.language());
    json.put("languages", languages);
    Map<String, String> templates = new LinkedHashMap<>();
    PREFIXES.forEach(prefix -> templates.putAll(words.templates(prefix)));
    json.put("words", templates);
    return json;
  }

  /** {@code ?lang=} when the server speaks it, else the browser's first it speaks, else the default. */
  static String choose(List<String> asked, String acceptLanguage, String fallback) {
    if (asked != null && asked.size() == 1 && Words.exists(asked.get(0))) {
      return asked.get(0); // only ever looked up among the files read at start
    }
    if (acceptLanguage != null) {
      try {
        for (Locale.LanguageRange range : Locale.LanguageRange.parse(acceptLanguage)) {
          String code = range.getRange().split("-")[0].toLowerCase(Locale.ROOT);
          if (range.getWeight() > 0 && Words.exists(code)) {
            return code;
          }
        }
      } catch (IllegalArgumentException e) {
        // a malformed header is the browser's, not the user's: the default serves
      }
    }
    return fallback;
  }
}
