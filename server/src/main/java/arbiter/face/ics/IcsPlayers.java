package arbiter.face.ics;

import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.lobby.Lobby;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the ICS face asks the lobby of a player an event names: FICS shows a guest's rating as
 * {@code ++++}. On a single server the
 * lobby answers as the face renders; on a cluster the core answers for the names of each call
 * ({@link #named}) and the edge's face reads those answers.
 */
public interface IcsPlayers {

  /** Whether {@code name} is a guest online. */
  boolean guest(String name);

  /** The lobby's answers, as of each question. */
  static IcsPlayers of(Lobby lobby) {
    return new IcsPlayers() {
      @Override
      public boolean guest(String name) {
        return lobby.isGuest(name);
      }
    };
  }

  /**
   * The players the face asks about when it renders {@code events}: a challenger, the user
   * challenged, a game's two players (the face's own user among them: it knows how it logged in).
   */
  static Set<String> named(List<DomainEvent> events) {
    Set<String> names = new LinkedHashSet<>();
    for (DomainEvent event : events) {
      if (event instanceof LobbyNews.Challenged challenged) {
        names.add(challenged.from());
      } else if (event instanceof GameNews.GameShown shown) {
        names.add(shown.view().white());
        names.add(shown.view().black());
      } else if (event instanceof AnswerEvent.ChallengeSent sent) {
        names.add(sent.to());
      }
    }
    return names;
  }
}
