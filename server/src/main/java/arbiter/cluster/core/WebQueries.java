package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.WebAnswer;
import arbiter.cluster.WebQuery;
import arbiter.cluster.WireCodec;
import arbiter.face.ics.GuestNames;
import arbiter.face.web.WebSource;
import arbiter.store.LoginTokens;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's answers to its edges' web pages: each {@link WebQuery} answered from this core's
 * lobby, director and store ({@link WebSource}) and its web logins, by hash only
 * ({@link LoginTokens}, read and written on the blocking executor).
 */
public final class WebQueries {

  private static final Logger LOG = LoggerFactory.getLogger(WebQueries.class);

  private final WebSource source;
  private final LoginTokens logins;
  private final Executor blocking;
  /** Whether a name is online in the lobby, for a guest's name's draw. */
  private final Predicate<String> online;

  /** Answers from {@code source} and {@code logins}; guests' names drawn among any names. */
  public WebQueries(WebSource source, LoginTokens logins, Executor blocking) {
    this(source, logins, blocking, name -> false);
  }

  /** Answers as above, a guest's name drawn among the names not {@code online} in the lobby. */
  public WebQueries(WebSource source, LoginTokens logins, Executor blocking,
      Predicate<String> online) {
    this.source = source;
    this.logins = logins;
    this.blocking = blocking;
    this.online = online;
  }

  /** Where the core's watches of games and tournaments come from. */
  WebSource source() {
    return source;
  }

  /** The reply to an edge's question, {@link WebAnswer.Failed} when it is none or fails. */
  CompletionStage<Frame.Reply> answer(Frame.Query query) {
    WebQuery asked;
    try {
      Payload payload = query.payload() instanceof Payload.Written written
          ? WireCodec.decode(written.wire()) : query.payload();
      asked = ((Payload.Query) payload).query();
    } catch (IllegalArgumentException | ClassCastException e) {
      LOG.info("edge {} asked no web question: {}", query.edge(), e.getMessage());
      return CompletableFuture.completedFuture(reply(query, new WebAnswer.Failed()));
    }
    CompletionStage<WebAnswer> answer;
    try {
      answer = answer(asked);
    } catch (RuntimeException e) {
      answer = CompletableFuture.failedFuture(e);
    }
    return answer.handle((answered, error) -> {
      if (error != null) {
        LOG.error("the web question {} of edge {} failed", asked.getClass().getSimpleName(),
            query.edge(), error);
        return reply(query, new WebAnswer.Failed());
      }
      return reply(query, answered);
    });
  }

  private static Frame.Reply reply(Frame.Query query, WebAnswer answer) {
    return new Frame.Reply(query.edge(), query.id(), new Payload.Response(answer));
  }

  private CompletionStage<WebAnswer> answer(WebQuery query) {
    if (query instanceof WebQuery.Games) {
      return source.games().thenApply(WebAnswer.Games::new);
    } else if (query instanceof WebQuery.Tournaments) {
      return source.tournaments().thenApply(WebAnswer.Tournaments::new);
    } else if (query instanceof WebQuery.Tournament one) {
      return source.tournament(one.name()).thenApply(WebAnswer.Tournament::new);
    } else if (query instanceof WebQuery.Seat seat) {
      return source.seat(seat.name(), seat.code(), seat.address())
          .thenApply(found -> new WebAnswer.Seat(found.seat(), found.tooMany()));
    } else if (query instanceof WebQuery.ByCode command) {
      return source.byCode(command.player(), command.command()).thenApply(WebAnswer.Events::new);
    } else if (query instanceof WebQuery.Codes codes) {
      return source.codes(codes.name()).thenApply(WebAnswer.Codes::new);
    } else if (query instanceof WebQuery.Runs runs) {
      return source.runs(runs.user(), runs.name()).thenApply(WebAnswer.Yes::new);
    } else if (query instanceof WebQuery.GuestName) {
      return CompletableFuture.completedFuture(new WebAnswer.Text(GuestNames.draw(online)));
    } else if (query instanceof WebQuery.Language language) {
      return source.language(language.user()).thenApply(WebAnswer.Text::new);
    } else if (query instanceof WebQuery.KeepLanguage keep) {
      return source.keepLanguage(keep.user(), keep.language())
          .thenApply(done -> new WebAnswer.Done());
    } else if (query instanceof WebQuery.SaveLogin save) {
      return blocking(() -> {
        logins.save(save.hash(), save.user(), save.expires());
        return new WebAnswer.Done();
      });
    } else if (query instanceof WebQuery.FindLogin find) {
      return blocking(() -> new WebAnswer.Text(logins.find(find.hash(), find.now())));
    }
    WebQuery.DeleteLogin delete = (WebQuery.DeleteLogin) query; // the last of a sealed type
    return blocking(() -> {
      logins.delete(delete.hash());
      return new WebAnswer.Done();
    });
  }

  private CompletionStage<WebAnswer> blocking(Supplier<WebAnswer> work) {
    return CompletableFuture.supplyAsync(work, blocking);
  }
}
