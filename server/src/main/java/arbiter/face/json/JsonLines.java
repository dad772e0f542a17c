package arbiter.face.json;

import arbiter.command.Command;
import arbiter.command.JsonCommands;
import arbiter.face.SessionLines;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.Features;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;
import arbiter.session.Conversation;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The JSON protocol's lines: each is one request, decoded into its command. What the face answers
 * itself ({@code hello}, a line it cannot read) is answered in order with the session's answers.
 */
public final class JsonLines extends SessionLines {

  private final JsonFace face;

  public JsonLines(Conversation session, JsonFace face) {
    super(session);
    this.face = face;
  }

  @Override
  public CompletableFuture<Void> read(String line) {
    if (!line.startsWith("{")) {
      return refuse(ErrorCode.BAD_JSON, "json.speaks_json");
    }
    Request request;
    try {
      request = JsonCodec.decodeRequest(line);
    } catch (ProtocolException e) {
      return reply(JsonRenderer.error(e.code(), e.getMessage()));
    }
    if (request instanceof Request.Pong pong) {
      face.pong(pong.id()); // answers the server's ping: no answer of its own
      return CompletableFuture.completedFuture(null);
    }
    if (request instanceof Request.Hello hello) {
      if (hello.version() > JsonCodec.VERSION || hello.version() < 1) {
        return refuse(ErrorCode.UNSUPPORTED_VERSION, "json.version", JsonCodec.VERSION);
      }
      boolean deltas = hello.features() != null && hello.features().contains(Features.DELTA);
      boolean form = hello.features() != null
          && hello.features().contains(Features.FORM_VARIANT);
      return session.inOrder(() -> {
        if (deltas) {
          face.sendDeltas(); // in order: the answers before the hello stay whole states
        }
        face.speak(hello.version()); // the client's version: a version 1 client hears version 1
        if (hello.language() != null) {
          face.choose(hello.language()); // a language without words: English
        }
        List<String> granted = new java.util.ArrayList<>();
        if (deltas) {
          granted.add(Features.DELTA);
        }
        if (form) {
          granted.add(Features.FORM_VARIANT);
        }
        face.send(List.of(new Event.Welcome(hello.version(), "arbiter",
            granted.isEmpty() ? null : granted, form ? session.formVariant() : null)));
      });
    }
    Command command = JsonCommands.of(request);
    if (command == null) {
      return refuse(ErrorCode.BAD_REQUEST, "json.bad_request",
          JsonCodec.typeOf(request.getClass()));
    }
    return session.receive(command);
  }

  /**
   * An error the face words itself, in the connection's language as it stands when the answer's
   * turn comes (a hello or a login before it may have changed it).
   */
  private CompletableFuture<Void> refuse(ErrorCode code, String key, Object... args) {
    return session.inOrder(() -> face.send(List.of(
        JsonRenderer.error(code, face.words().get(key, args)))));
  }

  private CompletableFuture<Void> reply(Event message) {
    return session.inOrder(() -> face.send(List.of(message)));
  }
}
