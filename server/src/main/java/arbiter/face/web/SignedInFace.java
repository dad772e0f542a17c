package arbiter.face.web;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.words.Words;
import arbiter.session.Face;
import arbiter.session.Conversation;
import com.google.gson.Gson;
import com.google.gson.JsonObject;
import io.netty.channel.Channel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JSON face of a browser's WebSocket with a login that outlives the connection: after a
 * login it sends the page a token ({@code session_token}) for {@code POST /api/session} to make
 * into a cookie; a connection that came with that cookie resumes the login ({@code resumed}, or
 * {@code resume_refused} and the login form); {@code logout} revokes the token. These three
 * messages are the web face's own, beside the JSON protocol, and are never answers to a request.
 */
final class SignedInFace implements Face {

  private static final Gson GSON = new Gson();
  private static final Logger LOG = LoggerFactory.getLogger(SignedInFace.class);
  /** What the page shows when a saved login cannot be resumed. */
  static final String REFUSED = Words.english().get("web.resume_refused");

  private final SignIns signIns;
  private final Channel channel;
  /** The JSON face it adds to, and the session speaking through it: set once, before use. */
  private Face json;
  private Conversation session;
  /** The token this connection resumed with or was given, revoked at logout. */
  private volatile String token;

  SignedInFace(SignIns signIns, Channel channel, String cookieToken) {
    this.signIns = signIns;
    this.channel = channel;
    this.token = cookieToken;
  }

  /** This face, adding to the connection's JSON face. */
  Face speakingThrough(Face jsonFace) {
    json = jsonFace;
    return this;
  }

  /** The session that speaks through this face. */
  void opened(Conversation opened) {
    session = opened;
  }

  /**
   * Resumes the login the cookie's token names, once the WebSocket is open: the session logs in
   * as with a password (a game continues, an older connection is taken over).
   */
  void resume() {
    signIns.user(token).whenComplete((user, error) -> {
      if (error != null) {
        LOG.warn("a saved login could not be read: {}", error.toString());
      }
      if (user == null) {
        token = null;
        send(refused());
        return;
      }
      session.receive(new Command.Resume(user));
    });
  }

  @Override
  public void answer(Reply reply) {
    Asked asked = reply.asked();
    boolean refused = reply.events().stream()
        .anyMatch(event -> event instanceof AnswerEvent.Refused);
    if (asked instanceof Asked.Resume resume) {
      if (refused) { // the account is gone (or the server failed): the form again
        signIns.revoke(token);
        token = null;
        send(refused());
      } else {
        JsonObject resumed = message("resumed");
        resumed.addProperty("user", resume.user());
        send(resumed);
      }
      return;
    }
    json.answer(reply);
    if (refused) {
      return;
    }
    if (asked instanceof Asked.Login login) {
      String issued = signIns.issue(login.user());
      token = issued;
      JsonObject given = message("session_token");
      given.addProperty("token", issued);
      send(given);
    } else if (asked instanceof Asked.Logout) {
      // the menu ended the account's other saved logins in the database
      signIns.revoke(token);
      token = null;
    }
  }

  private static JsonObject message(String type) {
    JsonObject message = new JsonObject();
    message.addProperty("type", type);
    return message;
  }

  private static JsonObject refused() {
    JsonObject refused = message("resume_refused");
    refused.addProperty("code", "not_logged_in");
    refused.addProperty("message", REFUSED);
    return refused;
  }

  /** Writes one message of the web face's own, after what the session wrote before it. */
  private void send(JsonObject message) {
    channel.writeAndFlush(GSON.toJson(message) + "\r\n", channel.voidPromise());
  }

  @Override
  public void push(DomainEvent event) {
    json.push(event);
  }

  @Override
  public void close() {
    json.close();
  }

  @Override
  public String address() {
    return json.address();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    json.loggedIn(loggedIn);
  }

  @Override
  public long lagMillis() {
    return json.lagMillis();
  }
}
