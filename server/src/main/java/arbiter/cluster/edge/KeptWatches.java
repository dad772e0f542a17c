package arbiter.cluster.edge;

import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Reply;
import java.util.ArrayList;
import java.util.List;

/**
 * What an edge connection watches at the core, read from the core's answers and news: the game it
 * observes as a spectator ({@code observe}: text, JSON and the web page, ICS) and the lobby
 * ({@code watch_lobby}: its users, games and simuls pushed as they change), and ICS's seek ads
 * under {@code iset seekinfo 1} (the lost core's ads are gone: the client's list is cleared and
 * given the new core's), or shown as FICS's sentences (under {@code iset seekremove 1} the lost
 * core's are said removed and the new core's posted). A core that takes over knows none of it (the
 * lobby lives in the lost core's memory), so the edge asks for it again after the login it resumes
 * there. A tournament's news needs nothing: it goes to its players and organizers by name, and the
 * pages' own watches (a game's page, the projector) open again by themselves. Confined to the
 * connection's event loop.
 */
final class KeptWatches {

  /** The game observed, 0 when none. */
  private long observing;
  private boolean lobby;
  /** The client asked for the seek ads' machine lines ({@code iset seekinfo 1}). */
  private boolean seekInfo;
  /** The client was shown a seek ad as news: a seek graph may hold the lost core's ads. */
  private boolean seekAds;

  /** The core answered {@code command} of the client's with {@code reply}. */
  void answered(Command command, Reply reply) {
    if (command instanceof Command.Observe) {
      for (DomainEvent event : reply.events()) {
        if (event instanceof GameNews.GameShown shown
            && shown.arrival() == Arrival.OBSERVING) {
          observing = shown.view().id();
        }
      }
    } else if (command instanceof Command.Unobserve && done(reply, Ack.STOPPED_OBSERVING)) {
      observing = 0;
    } else if (command instanceof Command.WatchLobby watch && !refused(reply)) {
      lobby = watch.on();
    } else if (command instanceof Command.Sought sought && sought.info() && !refused(reply)) {
      seekInfo = true; // its face keeps whether it is still on, and shows the list accordingly
    }
  }

  /**
   * The core told the client {@code event}: the game observed ended, or one of its own began
   * (the core stops the watching then), or another connection took the login over, or a seek ad
   * was posted.
   */
  void told(DomainEvent event) {
    if (event instanceof LobbyNews.TakenOver) {
      loggedOut();
    } else if (event instanceof LobbyNews.SeekPosted) {
      seekAds = true;
    } else if (event instanceof GameNews.GameEnded ended && ended.view().id() == observing
        || event instanceof GameNews.GameShown shown && shown.side() != null) {
      observing = 0;
    }
  }

  /** The login ended: its watches with it. */
  void loggedOut() {
    observing = 0;
    lobby = false;
    seekInfo = false;
    seekAds = false;
  }

  /** The commands that watch again what the connection watched, to send after its login. */
  List<Command> again() {
    List<Command> again = new ArrayList<>(3);
    if (observing != 0) {
      again.add(new Command.Observe(observing));
    }
    if (lobby) {
      again.add(new Command.WatchLobby(true));
    }
    if (seekInfo || seekAds) {
      again.add(new Command.Sought(seekInfo)); // the face shows the list by its settings
    }
    return again;
  }

  /**
   * The core answered a command of {@link #again}: a refusal (the game ended meanwhile) ends that
   * watch; the game observed and the seek ads are shown as news, as the face would have been
   * told of them.
   *
   * @return the news to show the client
   */
  List<DomainEvent> watchingAgain(Command command, Reply reply) {
    if (refused(reply)) {
      if (command instanceof Command.Observe) {
        observing = 0;
      } else if (command instanceof Command.Sought) {
        seekInfo = false;
        seekAds = false;
      } else {
        lobby = false;
      }
      return List.of();
    }
    return reply.events().stream().filter(event -> event instanceof GameNews.GameShown
        || event instanceof LobbyNews.SeeksShown).toList();
  }

  private static boolean done(Reply reply, Ack ack) {
    return reply.events().stream()
        .anyMatch(event -> event instanceof AnswerEvent.Done done && done.ack() == ack);
  }

  private static boolean refused(Reply reply) {
    return reply.events().stream().anyMatch(AnswerEvent.Refused.class::isInstance);
  }
}
