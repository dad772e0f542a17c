package arbiter.face.words;

import arbiter.account.Accounts;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The language each user reads: the one they chose ({@code set language}), kept with their
 * account (read with the account at login), or the server's default ({@code language.default}).
 * The store is written on the blocking executor, never on a connection's event loop.
 */
public final class Languages {

  private static final Logger LOG = LoggerFactory.getLogger(Languages.class);

  /** Where choices are kept, {@code null} when nothing is kept (a connection without a store). */
  private final Accounts accounts;
  private final Executor blocking;
  private final Words fallback;

  public Languages(Accounts accounts, Executor blocking, String fallback) {
    this.accounts = accounts;
    this.blocking = blocking;
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
    if (accounts == null) {
      return;
    }
    blocking.execute(() -> {
      try {
        accounts.language(user, language);
      } catch (RuntimeException e) {
        LOG.warn("cannot keep the language {} of {}", language, user, e);
      }
    });
  }
}
