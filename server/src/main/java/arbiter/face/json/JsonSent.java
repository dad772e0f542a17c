package arbiter.face.json;

import arbiter.game.GameView;
import arbiter.protocol.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * One event in JSON ({@link JsonEvents}): its messages, how a command's answer uses them, and the
 * words it adds to an answer's {@code ok}.
 */
record JsonSent(Role role, List<Outgoing> messages, List<String> words) {

  /** How a command's answer uses an event. */
  enum Role {
    /** The answer is this event's messages and nothing else: a listing, a refusal, a board. */
    ALONE,
    /** A simul's answer: its messages, and those of a board shown after it. */
    SIMUL,
    /** Its words join the answer's {@code ok}; its messages (a game started, a state) follow. */
    PART
  }

  /** An event whose messages are the whole answer. */
  static JsonSent alone(Event message) {
    return alone(List.of(message));
  }

  /** Events whose messages are the whole answer. */
  static JsonSent alone(List<Event> messages) {
    List<Outgoing> out = new ArrayList<>(messages.size());
    messages.forEach(message -> out.add(new Outgoing.Message(message)));
    return new JsonSent(Role.ALONE, out, List.of());
  }

  /** One message that is the whole answer. */
  static JsonSent alone(Outgoing message) {
    return new JsonSent(Role.ALONE, List.of(message), List.of());
  }

  /** A simul's answer, with its words. */
  static JsonSent simul(Event message, List<String> words) {
    return new JsonSent(Role.SIMUL, List.of(new Outgoing.Message(message)), words);
  }

  /** A game changed: its state, after the words in an answer. */
  static JsonSent changed(GameView view, List<String> words) {
    return new JsonSent(Role.PART, List.of(new Outgoing.Change(view, false)), words);
  }

  /** Words in an answer ({@code answering}); as news, the typed messages alone. */
  static JsonSent told(boolean answering, List<String> words, Event... news) {
    if (answering) {
      return new JsonSent(Role.PART, List.of(), words);
    }
    List<Outgoing> out = new ArrayList<>(news.length);
    for (Event message : news) {
      out.add(new Outgoing.Message(message));
    }
    return new JsonSent(Role.PART, out, words);
  }

  /**
   * Words in an answer ({@code answering}); as news, a notice a line (with its code), then the
   * typed messages.
   */
  static JsonSent said(boolean answering, List<String> words, String code, Event... typed) {
    if (answering) {
      return new JsonSent(Role.PART, List.of(), words);
    }
    List<Outgoing> out = new ArrayList<>(words.size() + typed.length);
    for (String line : words) {
      out.add(new Outgoing.Message(new Event.Notice(line, code)));
    }
    for (Event message : typed) {
      out.add(new Outgoing.Message(message));
    }
    return new JsonSent(Role.PART, out, words);
  }
}
