package arbiter.cluster;

import arbiter.director.PhoneSeat;
import arbiter.director.TournamentView;
import arbiter.event.DomainEvent;
import arbiter.game.GameSummary;
import arbiter.tournament.TournamentSummary;
import java.util.List;
import java.util.Map;

/** The core's answer to a {@link WebQuery}; a value may be {@code null} where the query allows. */
public sealed interface WebAnswer {

  /** The running games. */
  record Games(List<GameSummary> games) implements WebAnswer {}

  /** The tournaments. */
  record Tournaments(List<TournamentSummary> tournaments) implements WebAnswer {}

  /** One tournament whole, {@code null} for none. */
  record Tournament(TournamentView view) implements WebAnswer {}

  /**
   * A phone's seat, {@code null} for a wrong code or, {@code tooMany}, none looked up: the
   * address sent too many wrong codes.
   */
  record Seat(PhoneSeat seat, boolean tooMany) implements WebAnswer {}

  /** What a command made. */
  record Events(List<DomainEvent> events) implements WebAnswer {}

  /** The players' codes. */
  record Codes(Map<String, String> codes) implements WebAnswer {}

  /** A yes or no. */
  record Yes(boolean yes) implements WebAnswer {}

  /** A text, {@code null} for none (a language, a login's user). */
  record Text(String text) implements WebAnswer {}

  /** Done, nothing to say. */
  record Done() implements WebAnswer {}

  /** The core failed to answer (it logged why). */
  record Failed() implements WebAnswer {}
}
