package arbiter.session.json;

import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;
import arbiter.session.Session;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The JSON framing of a session: a request becomes the text command it stands for and runs through
 * the same menus; the menu's reply becomes one {@code ok}, {@code error} or listing message. Game
 * rooms and the lobby send messages (states, challenges, chat) to a JSON session directly.
 *
 * <p>Requests run one at a time, so the reply lines written while one runs are its answer; lines
 * written while none runs (a takeover, a timeout) become notices.
 */
public final class JsonDialect {

  private final Session session;
  private final Consumer<String> out;
  private CompletableFuture<Void> tail = CompletableFuture.completedFuture(null);
  private volatile Request current;
  private volatile boolean answered;

  /**
   * @param session the session the requests run in
   * @param out writes one line of JSON (the connection adds the line end)
   */
  public JsonDialect(Session session, Consumer<String> out) {
    this.session = session;
    this.out = out;
  }

  /** Handles one line of JSON; completes once it has been answered. */
  public synchronized CompletableFuture<Void> receive(String line) {
    Request request;
    try {
      request = JsonCodec.decodeRequest(line);
    } catch (ProtocolException e) {
      return tail = tail.thenRun(() -> error(e.code(), e.getMessage()));
    }
    return tail = tail.thenCompose(done -> run(request)).exceptionally(error -> null);
  }

  /** A text line on a JSON session: refused, the session speaks JSON now. */
  public synchronized CompletableFuture<Void> refuseText() {
    return tail = tail.thenRun(
        () -> error(ErrorCode.BAD_JSON, "this connection speaks JSON: one JSON object per line"));
  }

  /** Lines the session wrote: the current request's answer, or a notice. */
  public void reply(List<String> lines) {
    Request request = current;
    if (request == null) {
      for (String line : lines) {
        ErrorCode code = ReplyCodes.errorOf(line);
        send(code == null ? new Event.Notice(line) : new Event.Error(code.wire(), line));
      }
      return;
    }
    answered = true;
    send(ReplyTranslation.of(request, lines));
  }

  /** Sends a message. */
  public void send(Event event) {
    out.accept(JsonCodec.encode(event));
  }

  private CompletableFuture<Void> run(Request request) {
    if (request instanceof Request.Hello hello) {
      if (hello.version() > JsonCodec.VERSION || hello.version() < 1) {
        error(ErrorCode.UNSUPPORTED_VERSION, "this server speaks protocol version " + JsonCodec.VERSION);
      } else {
        send(new Event.Welcome(JsonCodec.VERSION, "arbiter"));
      }
      return CompletableFuture.completedFuture(null);
    }
    Event.Error refusal = refusal(request);
    if (refusal != null) {
      send(refusal);
      return CompletableFuture.completedFuture(null);
    }
    if (request instanceof Request.Tournament tournament) {
      return tournament(tournament);
    }
    String command = TextCommand.of(request);
    if (command == null) {
      error(ErrorCode.BAD_REQUEST, "bad " + JsonCodec.typeOf(request.getClass()) + ": a field is missing or malformed");
      return CompletableFuture.completedFuture(null);
    }
    current = request;
    answered = false;
    return session
        .receive(command)
        .whenComplete(
            (done, error) -> {
              current = null;
              if (!answered) {
                send(ReplyTranslation.of(request, List.of())); // e.g. no games running
              }
            });
  }

  /** Runs a tournament request with the server's tournaments; answers with its lines or an error. */
  private CompletableFuture<Void> tournament(Request.Tournament request) {
    List<String> words = TextCommand.tournamentWords(request);
    if (words == null) {
      error(ErrorCode.BAD_REQUEST, "bad tournament: a field is missing or malformed");
      return CompletableFuture.completedFuture(null);
    }
    return session.tournament(words).thenAccept(answer -> {
      if (!answer.refused()) {
        send(new Event.Tournament(request.action(), request.name(), answer.lines()));
      } else {
        error(answer.unknown() ? ErrorCode.NO_SUCH_TOURNAMENT
            : answer.lines().get(0).equals("invalid command") ? ErrorCode.BAD_REQUEST
            : ErrorCode.NOT_ALLOWED, answer.lines().get(0));
      }
    }).toCompletableFuture();
  }

  /** The refusal of a request that does not fit the session's state, or {@code null}. */
  private Event.Error refusal(Request request) {
    boolean loginNeeded = !(request instanceof Request.Register || request instanceof Request.Login);
    if (loginNeeded && !session.isLoggedIn()) {
      return refuse(ErrorCode.NOT_LOGGED_IN, "log in first");
    }
    if (!loginNeeded && session.isLoggedIn()) {
      return refuse(ErrorCode.NOT_ALLOWED, "log out first");
    }
    if (needsGame(request) && !session.isPlaying()) {
      return refuse(ErrorCode.NOT_IN_GAME, "you are not playing a game");
    }
    if (request instanceof Request.Unobserve && !session.isWatching()) {
      return refuse(ErrorCode.NOT_IN_GAME, "you are not watching a game");
    }
    if (request instanceof Request.Chat && !session.isPlaying() && !session.isWatching()) {
      return refuse(ErrorCode.NOT_IN_GAME, "chat goes to a game you play or watch");
    }
    if (isLobbyAction(request) && (session.isPlaying() || session.isWatching())) {
      return refuse(ErrorCode.NOT_ALLOWED, "finish or leave your game first");
    }
    return null;
  }

  private static Event.Error refuse(ErrorCode code, String message) {
    return new Event.Error(code.wire(), message);
  }

  private static boolean needsGame(Request request) {
    return request instanceof Request.Move
        || request instanceof Request.Undo
        || request instanceof Request.Forfeit
        || request instanceof Request.Claim
        || request instanceof Request.Draw;
  }

  /** Main-menu actions, which the game menus would take for moves. */
  private static boolean isLobbyAction(Request request) {
    return request instanceof Request.Challenge
        || request instanceof Request.Accept
        || request instanceof Request.Decline
        || request instanceof Request.Observe
        || request instanceof Request.Scoreboard
        || request instanceof Request.Logout;
  }

  private void error(ErrorCode code, String message) {
    send(new Event.Error(code.wire(), message));
  }
}
