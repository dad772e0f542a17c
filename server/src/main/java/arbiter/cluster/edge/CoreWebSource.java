package arbiter.cluster.edge;

import arbiter.cluster.WebAnswer;
import arbiter.face.ics.GuestNames;
import arbiter.cluster.WebQuery;
import arbiter.command.TournamentCommand;
import arbiter.director.TournamentView;
import arbiter.event.DomainEvent;
import arbiter.face.web.CodeAnswer;
import arbiter.face.web.WebSource;
import arbiter.game.GameSummary;
import arbiter.session.Face;
import arbiter.store.LoginTokens;
import arbiter.tournament.TournamentSummary;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * A cluster edge's web pages' source: each question crosses typed to the core
 * ({@link WebQuery}, answered by a {@link WebAnswer}), the watches run as connections of the
 * core ({@link RemoteWatch}), and the web logins are kept by the core's store by their hashes
 * only (the tokens themselves are made, hashed and checked here, never sent).
 */
final class CoreWebSource implements WebSource, LoginTokens {

  private final EdgeConnections connections;

  CoreWebSource(EdgeConnections connections) {
    this.connections = connections;
  }

  /** The core's answer of {@code type}; the stage fails when the core failed or did not answer. */
  private <T extends WebAnswer> CompletionStage<T> ask(WebQuery query, Class<T> type) {
    return connections.ask(query).thenApply(answer -> {
      if (!type.isInstance(answer)) {
        throw new IllegalStateException("the core answered " + query.getClass().getSimpleName()
            + " with " + answer.getClass().getSimpleName());
      }
      return type.cast(answer);
    });
  }

  /**
   * A guest's name the core drew among the names not online; when the core does not answer, one
   * drawn here (its login then fails as the core is away, or is refused if the name is taken).
   */
  CompletionStage<String> guestName() {
    return ask(new WebQuery.GuestName(), WebAnswer.Text.class).thenApply(WebAnswer.Text::text)
        .exceptionally(error -> GuestNames.draw(name -> false));
  }

  @Override
  public CompletionStage<List<GameSummary>> games() {
    return ask(new WebQuery.Games(), WebAnswer.Games.class).thenApply(WebAnswer.Games::games);
  }

  @Override
  public CompletionStage<List<TournamentSummary>> tournaments() {
    return ask(new WebQuery.Tournaments(), WebAnswer.Tournaments.class)
        .thenApply(WebAnswer.Tournaments::tournaments);
  }

  @Override
  public CompletionStage<TournamentView> tournament(String name) {
    return ask(new WebQuery.Tournament(name), WebAnswer.Tournament.class)
        .thenApply(WebAnswer.Tournament::view);
  }

  @Override
  public CompletionStage<CodeAnswer> seat(String name, String code, String address) {
    return ask(new WebQuery.Seat(name, code, address), WebAnswer.Seat.class)
        .thenApply(answer -> new CodeAnswer(answer.seat(), answer.tooMany()));
  }

  @Override
  public CompletionStage<List<DomainEvent>> byCode(String player, TournamentCommand command) {
    return ask(new WebQuery.ByCode(player, command), WebAnswer.Events.class)
        .thenApply(WebAnswer.Events::events);
  }

  @Override
  public CompletionStage<Map<String, String>> codes(String name) {
    return ask(new WebQuery.Codes(name), WebAnswer.Codes.class).thenApply(WebAnswer.Codes::codes);
  }

  @Override
  public CompletionStage<Boolean> runs(String user, String name) {
    return ask(new WebQuery.Runs(user, name), WebAnswer.Yes.class).thenApply(WebAnswer.Yes::yes);
  }

  @Override
  public CompletionStage<String> language(String user) {
    return ask(new WebQuery.Language(user), WebAnswer.Text.class).thenApply(WebAnswer.Text::text);
  }

  @Override
  public CompletionStage<Void> keepLanguage(String user, String language) {
    return ask(new WebQuery.KeepLanguage(user, language), WebAnswer.Done.class)
        .thenApply(done -> null);
  }

  @Override
  public CompletionStage<Runnable> watchGame(long id, Face spectator) {
    return RemoteWatch.game(connections, id, spectator);
  }

  @Override
  public CompletionStage<Runnable> watchTournament(String name,
      Consumer<TournamentView> watcher, Runnable ended) {
    return RemoteWatch.tournament(connections, name, watcher, ended);
  }

  // the logins' store: called on the edge's blocking pool (SignIns), so they wait for the core

  @Override
  public void save(String hash, String user, long expiresEpochMillis) {
    ask(new WebQuery.SaveLogin(hash, user, expiresEpochMillis), WebAnswer.Done.class)
        .toCompletableFuture().join();
  }

  @Override
  public String find(String hash, long nowEpochMillis) {
    return ask(new WebQuery.FindLogin(hash, nowEpochMillis), WebAnswer.Text.class)
        .toCompletableFuture().join().text();
  }

  @Override
  public void delete(String hash) {
    ask(new WebQuery.DeleteLogin(hash), WebAnswer.Done.class).toCompletableFuture().join();
  }
}
