package arbiter.event;

/**
 * What the domain tells a user: the answer to their command, or news from the lobby, a game or a
 * tournament. The domain picks the audience; each face (text, JSON, ...) renders the event in its
 * own words, so no English sentence is built here to be parsed again. Each event hands itself to
 * its own method of an {@link EventVisitor}. The events are declared by area: {@link AnswerEvent},
 * {@link LobbyNews}, {@link GameNews}, {@link TournamentNews}, {@link SimulEvent}.
 */
public sealed interface DomainEvent
    permits AnswerEvent, LobbyNews, GameNews, TournamentNews, SimulEvent {

  /** Hands the event to the visitor's method for its kind. */
  <R> R accept(EventVisitor<R> visitor);
}
