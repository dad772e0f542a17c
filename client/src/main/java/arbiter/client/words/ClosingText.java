package arbiter.client.words;

import arbiter.protocol.Event;

/** The server's closing notice in this client's words, by its typed reason. */
public final class ClosingText {

  private ClosingText() {}

  /** One line; a reason this client does not know yet is said in the server's words. */
  public static String of(Event.Closing closing) {
    String key = switch (closing.reason()) {
      case "stopping" -> "client.e_closing_stopping";
      case "unavailable" -> "client.e_closing_unavailable";
      default -> null;
    };
    return key == null ? "* " + closing.text() : ClientWords.current().get(key);
  }
}
