package arbiter.face;

import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonLines;
import arbiter.face.json.JsonRenderer;
import arbiter.face.text.NetworkText;
import arbiter.face.text.TextFace;
import arbiter.face.text.TextLines;
import arbiter.face.words.Languages;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.JsonCodec;
import arbiter.session.Conversation;
import arbiter.session.Face;
import arbiter.session.Services;
import arbiter.session.Session;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The faces of the port text and JSON share: a connection speaks text, greeted by a banner, until
 * its first line that is a JSON object, and JSON from then on, with the same session.
 */
public final class SharedPort {

  private final Conversation session;
  private final LineSink sink;
  private final TextFace text;
  /** The language a JSON connection speaks until its hello names one. */
  private final String language;
  /** Whether the banner was sent, or a JSON line made it needless; event loop only. */
  private boolean greeted;

  private SharedPort(Conversation session, LineSink sink, TextFace text, String language) {
    this.session = session;
    this.sink = sink;
    this.text = text;
    this.language = language;
  }

  /**
   * A new connection's session, speaking text in {@code language} (the server's default) until
   * its user's own is recalled; its first reader is {@link #text()}.
   */
  public static SharedPort open(Services services, LineSink sink, String serverName,
      String language, Executor executor) {
    return open(face -> new Session(services, face, executor), sink,
        new NetworkText(serverName, services.passwordMinLength(),
            new Languages(services.accounts(), services.blocking(), language)), language);
  }

  /**
   * A new connection whose conversation {@code conversations} opens for its text face: on a
   * cluster's edge, the core's session reached over the link.
   */
  public static SharedPort open(Function<Face, Conversation> conversations, LineSink sink,
      NetworkText network, String language) {
    TextFace face = new TextFace(sink, network);
    return new SharedPort(conversations.apply(face), sink, face, language);
  }

  /** How the text face reads lines. */
  public LineReader text() {
    return new TextLines(session, text);
  }

  /** Whether a line switches the connection to JSON: it starts with {@code '{'}. */
  public static boolean looksLikeJson(String line) {
    return line.startsWith("{");
  }

  /** The banner, once, before the answer to the first text line. */
  public void greet() {
    if (!greeted) {
      greeted = true;
      text.greet();
    }
  }

  /**
   * A line that starts like JSON and is not an object: noise of that kind does not make a telnet
   * user's connection JSON; it is told once, in JSON, that the line was malformed.
   */
  public void notJson() {
    greet();
    String error = JsonCodec.encode(JsonRenderer.error(ErrorCode.BAD_JSON, "malformed JSON"));
    session.inOrder(() -> sink.write(List.of(error)));
  }

  /** Switches the session to the JSON face (never greeted in text); its reader from now on. */
  public LineReader json() {
    greeted = true;
    JsonFace face = new JsonFace(sink);
    face.speakIn(language);
    session.speak(face);
    return new JsonLines(session, face);
  }
}
