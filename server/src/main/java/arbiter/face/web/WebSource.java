package arbiter.face.web;

import arbiter.command.TournamentCommand;
import arbiter.director.TournamentView;
import arbiter.event.DomainEvent;
import arbiter.game.GameSummary;
import arbiter.session.Face;
import arbiter.tournament.TournamentSummary;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * What the web face's pages read and ask of the server outside a session: the games and
 * tournaments, a phone's seat and command, the printouts' codes, a user's language, and the
 * anonymous watches. A single server answers from its lobby, director and store
 * ({@link LocalWebSource}); a cluster's edge asks its core, typed, over Redis. Every stage
 * completes off the caller's thread when it must wait, never blocking an event loop.
 */
public interface WebSource {

  /** The running games. */
  CompletionStage<List<GameSummary>> games();

  /** The tournaments, in the director's order. */
  CompletionStage<List<TournamentSummary>> tournaments();

  /** One tournament whole, or {@code null} for no such tournament. */
  CompletionStage<TournamentView> tournament(String name);

  /**
   * The seat of the player whose code {@code code} is in tournament {@code name}, sent from
   * {@code address}: a wrong code counts against the address where the seats are (the core of a
   * cluster, so that N edges do not give N times the guesses), and past
   * {@code phone.code.guesses} nothing is looked up for it.
   */
  CompletionStage<CodeAnswer> seat(String name, String code, String address);

  /** Runs a phone's command as {@code player}, as theirs on telnet: the events it made. */
  CompletionStage<List<DomainEvent>> byCode(String player, TournamentCommand command);

  /**
   * Each player's code in tournament {@code name} (for an organizer's printouts); empty for none.
   */
  CompletionStage<Map<String, String>> codes(String name);

  /** Whether {@code user} is an organizer of tournament {@code name} (or an admin). */
  CompletionStage<Boolean> runs(String user, String name);

  /** The language {@code user} keeps, or {@code null}. */
  CompletionStage<String> language(String user);

  /** Keeps {@code user}'s choice of language, as {@code set language} does. */
  CompletionStage<Void> keepLanguage(String user, String language);

  /**
   * Watches running game {@code id} as an anonymous spectator: {@code spectator} is answered the
   * observe first, then pushed the game's news, and closed when the watch ends from the server's
   * side (a cluster's core went away). The stage's value stops the watch; it is {@code null} when
   * no game runs with that id.
   */
  CompletionStage<Runnable> watchGame(long id, Face spectator);

  /**
   * Watches tournament {@code name}: {@code watcher} gets it whole now and after every change.
   * The stage's value stops the watch; it is {@code null} when there is no such tournament.
   *
   * @param ended run when the watch ends from the server's side (a cluster's core went away),
   *     so that the page reconnects
   */
  CompletionStage<Runnable> watchTournament(String name, Consumer<TournamentView> watcher,
      Runnable ended);
}
