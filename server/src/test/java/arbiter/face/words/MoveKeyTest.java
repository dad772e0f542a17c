package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The sentences of a move looked up once a language: the same words as by their keys. */
class MoveKeyTest {

  @Test
  void everyLanguageGivesAMoveKeyTheSentenceOfItsName() {
    for (String language : Words.languages()) {
      Words words = Words.of(language);
      for (MoveKey key : MoveKey.values()) {
        Object[] args = new Object[key.arguments()];
        for (int i = 0; i < args.length; i++) {
          args[i] = i % 2 == 0 ? "x" + i : 10 + i; // a number too, for the language's digits
        }
        assertThat(words.get(key, args)).as(language + " " + key)
            .isEqualTo(words.get(key.key(), args));
        String template = words.templates(key.key()).get(key.key());
        assertThat(Words.arguments(template)).as(language + " " + key).isEqualTo(key.arguments());
      }
    }
  }
}
