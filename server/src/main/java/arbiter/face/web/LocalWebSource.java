package arbiter.face.web;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.director.PhoneSeat;
import arbiter.director.TournamentDirector;
import arbiter.director.TournamentView;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.game.GameRoom;
import arbiter.game.GameSummary;
import arbiter.game.Seat;
import arbiter.game.StoredGame;
import arbiter.session.Face;
import arbiter.session.RateLimiter;
import arbiter.session.Services;
import arbiter.tournament.TournamentSummary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * The pages' source on the server that holds the games: its lobby, its tournament director and
 * its accounts (read and written on the blocking executor). A cluster's core answers its edges'
 * queries with it.
 *
 * @param director the tournament director, {@code null} on a server without tournaments (tests)
 */
public record LocalWebSource(Services services, TournamentDirector director)
    implements WebSource {

  @Override
  public CompletionStage<List<GameSummary>> games() {
    return CompletableFuture.completedFuture(services.lobby().games());
  }

  @Override
  public CompletionStage<List<TournamentSummary>> tournaments() {
    return director == null ? CompletableFuture.completedFuture(List.of())
        : director.summaries();
  }

  @Override
  public CompletionStage<TournamentView> tournament(String name) {
    return director == null ? CompletableFuture.completedFuture(null) : director.view(name);
  }

  @Override
  public CompletionStage<CodeAnswer> seat(String name, String code, String address) {
    RateLimiter guesses = services.limits().codeGuesses();
    if (guesses.exhausted(address)) {
      return CompletableFuture.completedFuture(new CodeAnswer(null, true));
    }
    CompletionStage<PhoneSeat> seat = director == null ? CompletableFuture.completedFuture(null)
        : director.seat(name, code);
    return seat.thenApply(found -> {
      if (found == null) {
        guesses.tryAcquire(address); // a wrong code counts against its address
      }
      return new CodeAnswer(found, false);
    });
  }

  @Override
  public CompletionStage<List<DomainEvent>> byCode(String player, TournamentCommand command) {
    return director.commandByCode(player, command);
  }

  @Override
  public CompletionStage<Map<String, String>> codes(String name) {
    if (director == null) {
      return CompletableFuture.completedFuture(Map.of());
    }
    return director.codes(name).thenCombine(director.view(name), (codes, view) -> {
      Map<String, String> byPlayer = new LinkedHashMap<>();
      if (codes != null && view != null) {
        for (String player : view.players()) {
          String code = codes.code(player);
          if (code != null) {
            byPlayer.put(player, code);
          }
        }
      }
      return byPlayer;
    });
  }

  @Override
  public CompletionStage<Boolean> runs(String user, String name) {
    return director == null ? CompletableFuture.completedFuture(false)
        : director.runs(user, name);
  }

  @Override
  public CompletionStage<String> language(String user) {
    return CompletableFuture.supplyAsync(() -> services.accounts().language(user),
        services.blocking());
  }

  @Override
  public CompletionStage<Void> keepLanguage(String user, String language) {
    return CompletableFuture.runAsync(() -> services.accounts().language(user, language),
        services.blocking());
  }

  @Override
  public CompletionStage<Runnable> watchGame(long id, Face spectator) {
    GameRoom room = services.lobby().room(id);
    if (room == null) {
      return ended(id, spectator);
    }
    Seat seat = new Seat() {
      @Override
      public String name() {
        return "";
      }

      @Override
      public void receive(DomainEvent event) {
        spectator.push(event);
      }

      @Override
      public void gameEnded(GameRoom ended) {
        // the last state stays on the page; the page closes the socket when it likes
      }
    };
    Asked observe = new Asked.Other("observe");
    return room.observe(seat).thenApply(shown -> {
      spectator.answer(new Reply(observe, shown.answer()));
      return () -> room.unobserve(seat);
    });
  }

  /**
   * A game that no longer runs, shown as it ended (a link to a game passed round the hall is
   * opened after it too): its last position and result, once; {@code null} for a game never
   * stored or one whose result is not (a running game's moves are its room's).
   */
  private CompletionStage<Runnable> ended(long id, Face spectator) {
    return CompletableFuture.supplyAsync(() -> {
      StoredGame game = services.archive().game(id);
      return game == null || game.result() == null ? null
          : game.after(game.moves().size());
    }, services.blocking()).thenApply(view -> {
      if (view == null) {
        return null;
      }
      spectator.answer(new Reply(new Asked.Other("replay"),
          List.of(new AnswerEvent.ReplayShown(view))));
      return () -> { };
    });
  }

  @Override
  public CompletionStage<Runnable> watchTournament(String name,
      Consumer<TournamentView> watcher, Runnable ended) {
    if (director == null) {
      return CompletableFuture.completedFuture(null);
    }
    return director.watch(name, watcher).thenApply(found -> found
        ? () -> director.unwatch(name, watcher) : null);
  }
}
