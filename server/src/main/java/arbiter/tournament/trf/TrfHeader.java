package arbiter.tournament.trf;

/**
 * A line made of a three-character code and a value, such as {@code 012 Spring Open},
 * {@code XXR 7} or {@code XXC white1}. Codes this package does not know are kept as they are.
 *
 * @param value the text after the code and one space; empty for a bare code
 */
public record TrfHeader(String code, String value) implements TrfLine {

  /** Tournament name. */
  public static final String NAME = "012";
  /** City. */
  public static final String CITY = "022";
  /** Federation. */
  public static final String FEDERATION = "032";
  /** Date of start. */
  public static final String START = "042";
  /** Date of end. */
  public static final String END = "052";
  /** Number of players. */
  public static final String PLAYERS = "062";
  /** Number of rated players. */
  public static final String RATED_PLAYERS = "072";
  /** Number of teams. */
  public static final String TEAMS = "082";
  /** Type of tournament in words, e.g. {@code Individual: Swiss-System}. */
  public static final String TYPE = "092";
  /** Chief arbiter. */
  public static final String CHIEF_ARBITER = "102";
  /** Deputy arbiters. */
  public static final String DEPUTY_ARBITER = "112";
  /** Rate of play (time control). */
  public static final String RATE_OF_PLAY = "122";
  /** Dates of the rounds. */
  public static final String ROUND_DATES = "132";
  /** Number of rounds (TRF-2026). */
  public static final String ROUNDS = "142";
  /** Colour of the top seed in round 1 (TRF-2026): {@code W} or {@code B}. */
  public static final String INITIAL_COLOUR = "152";
  /** Encoded type of tournament (TRF-2026), e.g. {@code FIDE_DUTCH_2025}. */
  public static final String ENCODED_TYPE = "192";
  /** Number of rounds (TRF(x), JaVaFo and bbpPairings). */
  public static final String XX_ROUNDS = "XXR";
  /** Configuration words (TRF(x)), e.g. {@code white1}, {@code black1}, {@code rank}. */
  public static final String XX_CONFIG = "XXC";

  public TrfHeader {
    if (code.length() != 3 || code.equals(TrfPlayer.CODE)) {
      throw new IllegalArgumentException("a header code is three characters other than 001");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("a header value is one line");
    }
  }

  @Override
  public String text() {
    return value.isEmpty() ? code : code + " " + value;
  }
}
