package arbiter.cluster;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import java.util.List;

/**
 * What one numbered {@link Frame.Data} of a connection carries: for a face that runs on the edge
 * (text and JSON, ICS, the web's WebSocket and watches), the typed crossing: commands to the
 * core's session, and that session's {@code Face} calls back; and a web page's question and its
 * answer ({@link Frame.Query}, {@link Frame.Reply}).
 */
public sealed interface Payload {

  /**
   * A typed payload in its wire form ({@link WireCodec}), as it crosses: written by one end of a
   * connection with its {@link WireCodec.History} and read by the other end with its own.
   */
  record Written(byte[] wire) implements Payload {}

  // --- edge to core ---

  /** A command the edge's face read; {@code lagMillis}: the face's lag as last measured. */
  record Ask(Command command, long lagMillis) implements Payload {}

  /** The user chose a language ({@code set language}): the core keeps it with the account. */
  record Keep(String language) implements Payload {}

  /**
   * The edge closed the connection for not reading its output: its waiting commands are skipped.
   */
  record Abandon() implements Payload {}

  /** A web page's question, outside any connection ({@link Frame.Query}). */
  record Query(WebQuery query) implements Payload {}

  /** An anonymous watch's start: a game ({@code game} > 0) or a tournament ({@code tournament}). */
  record Watch(long game, String tournament) implements Payload {}

  // --- core to edge: the session's Face calls ---

  /** {@code Face.answer}. */
  record Answer(Reply reply) implements Payload {}

  /** {@code Face.push}. */
  record Push(DomainEvent event) implements Payload {}

  /** {@code Face.loggedIn}. */
  record LoggedIn(boolean loggedIn) implements Payload {}

  /** {@code Face.speaks}. */
  record Speaks(String language) implements Payload {}

  /**
   * What the lobby says of the players the next {@link Answer} or {@link Push} names, for a face
   * that shows it (ICS: a guest's rating as {@code ++++}): those of them who are guests.
   */
  record Players(List<String> guests) implements Payload {}

  /** The answer to a {@link Query} ({@link Frame.Reply}). */
  record Response(WebAnswer answer) implements Payload {}

  /** A watched tournament as it now stands. */
  record Viewed(arbiter.director.TournamentView view) implements Payload {}

  /** A watch found nothing to watch (no such game or tournament). */
  record Unwatched() implements Payload {}
}
