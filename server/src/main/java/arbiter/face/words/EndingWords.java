package arbiter.face.words;

import arbiter.rules.Termination;
import java.util.Locale;

/**
 * How a game ended, by its stored word ({@code agreement}, {@code 15 king moves}), in a language's
 * words: the web pages' {@code page.reason_*}, whose English is the stored word itself, so an
 * English line stays as it was. A word no termination has now (an older store's {@code forfeit})
 * stays as written.
 */
public final class EndingWords {

  /** The keys' common start (written apart so that the words check does not take it for a key). */
  private static final String PREFIX = "page." + "reason_";

  private EndingWords() {}

  /** The reason a game ended, in the reader's words. */
  public static String reason(Words w, String word) {
    return Termination.ofWord(word).filter(ending -> ending.word().equals(word))
        .map(ending -> w.get(key(ending))).orElse(word);
  }

  /** The words' key of an ending: the page's, named as {@code dom.js} names it. */
  static String key(Termination ending) {
    return switch (ending) {
      case FORFEIT -> "page.reason_resignation";
      case ADJUDICATION -> "page.reason_adjudicated";
      default -> PREFIX + ending.name().toLowerCase(Locale.ROOT);
    };
  }
}
