package arbiter.face.words;

import arbiter.account.Accounts;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The language each user reads: the one they chose ({@code set language}), kept with their
 * account (read with the account at login), or the server's default ({@code language.default}).
 * The store is written on the blocking executor, never on a connection's event loop.
 */
public final class Languages {

  private static final Logger LOG = LoggerFactory.getLogger(Languages.class);

  /** Keeps a user's choice, {@code null} when nothing is kept (a connection without a store). */
  private final BiConsumer<String, String> keeper;
  private final Words fallback;

  public Languages(Accounts accounts, Executor blocking, String fallback) {
    this(accounts == null ? null : (user, language) -> blocking.execute(() -> {
      try {
        accounts.language(user, language);
      } catch (RuntimeException e) {
        LOG.warn("cannot keep the language {} of {}", language, user, e);
      }
    }), fallback);
  }

  /**
   * Choices handed to {@code keeper} (user, language): a cluster edge sends them to the core,
   * which keeps them as above.
   */
  public Languages(BiConsumer<String, String> keeper, String fallback) {
    this.keeper = keeper;
    this.fallback = Words.of(fallback);
    if (!this.fallback.language().equals(fallback)) {
      LOG.warn("language.default {} has no words file; speaking {}", fallback,
          this.fallback.language());
    }
  }

  /** English for everyone, nothing kept: connections in tests that are not about languages. */
  public static Languages english() {
    return new Languages(null, Runnable::run, Words.ENGLISH);
  }

  /** The words of a connection before its user chose: the server's default. */
  public Words fallback() {
    return fallback;
  }

  /** Keeps the user's choice for their next login; a failure is logged, the connection goes on. */
  public void keep(String user, String language) {
    if (keeper != null) {
      keeper.accept(user, language);
    }
  }
}
