package arbiter.client.words;

import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Event;

/**
 * All the terms of a challenge in words: variant, move limit, clock, whether it is rated, and the
 * colours ({@code chess (no move limit, 5+3, rated; bob plays white)}).
 */
public final class ChallengeText {

  private ChallengeText() {}

  /** The terms, from the side of the one challenged (the challenger plays white). */
  public static String terms(Event.Challenged challenge) {
    return w("client.ch_terms", challenge.variant(), conditions(challenge), challenge.from());
  }

  /** The terms but the variant and colours: {@code limit 40 turns, 5+3, unrated}. */
  public static String conditions(Event.Challenged challenge) {
    return (challenge.limit() > 0 ? w("client.ch_limit", challenge.limit()) : w("client.ch_no_limit"))
        + ", " + (TimeControlText.timed(challenge.time()) ? challenge.time().strip()
            : w("swing.t_untimed"))
        + ", " + w(Boolean.FALSE.equals(challenge.rated()) ? "client.ch_unrated" : "client.ch_rated");
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
