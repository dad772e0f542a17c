package arbiter.game;

import arbiter.event.Audience;
import arbiter.event.Audience.At;
import arbiter.event.Progress;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Who is at a game: the players' seats (whether each is there, and since when not) and the
 * spectators; and the publish that sends a progress's events to the seats of their audience.
 * Confined to the room's thread.
 */
final class Seating {

  private final Seat[] seats;
  private final List<Seat> spectators = new ArrayList<>();
  /** When each side's connection went, or -1 while it is there. */
  private final long[] goneSince = {-1, -1};
  /** Whether each side's player has been at the game since it started (or the server restarted). */
  private final boolean[] arrived = new boolean[2];
  /** Taken up after a restart: its players were there before. */
  private boolean resumed;

  /** @param now the time a player seated absent is waited for from */
  Seating(Seat white, Seat black, long now) {
    this.seats = new Seat[] {white, black};
    for (int i = 0; i < seats.length; i++) {
      if (seats[i] == Seat.ABSENT) {
        goneSince[i] = now; // the game waits for them from now on
      } else {
        arrived[i] = true;
      }
    }
  }

  Seat seat(Side side) {
    return seats[side.ordinal()];
  }

  /** Whether the player of {@code side} came to the game since it started or resumed. */
  boolean arrived(Side side) {
    return arrived[side.ordinal()];
  }

  /** When the player of {@code side} went, or -1 while they are there. */
  long goneSince(Side side) {
    return goneSince[side.ordinal()];
  }

  void resumed() {
    resumed = true;
  }

  /**
   * The player of {@code side} is at the game on {@code seat} now.
   *
   * @return whether they had been gone, and whether for the first time: {@code null} when they were
   *     there, else whether this is their first arrival
   */
  Boolean seated(Side side, Seat seat) {
    seats[side.ordinal()] = seat;
    boolean cameBefore = arrived[side.ordinal()];
    arrived[side.ordinal()] = true;
    boolean wasGone = goneSince[side.ordinal()] >= 0;
    goneSince[side.ordinal()] = -1;
    return wasGone ? !(cameBefore || resumed) : null;
  }

  void left(Side side, long now) {
    goneSince[side.ordinal()] = now;
  }

  void watch(Seat spectator) {
    spectators.add(spectator);
  }

  void unwatch(Seat spectator) {
    spectators.remove(spectator);
  }

  int spectatorCount() {
    return spectators.size();
  }

  /** Everyone's menu goes back to the lobby: the game is over. */
  void gameEnded(GameRoom room) {
    seats[0].gameEnded(room);
    if (seats[1] != seats[0]) {
      seats[1].gameEnded(room);
    }
    spectators.forEach(seat -> seat.gameEnded(room));
  }

  /** The game is over and everyone was told: nobody watches it any more. */
  void emptied() {
    spectators.clear();
  }

  /**
   * Sends each event of a progress to its audience; the sender's own share is theirs to show, as
   * the command's answer, unless {@code senderHears} (a command given for them).
   *
   * @param sender who gave the command, {@code null} for none (a timer, a restart)
   */
  void publish(Progress progress, Seat sender, boolean senderHears) {
    for (Progress.Addressed addressed : progress.events()) {
      for (Seat seat : audience(addressed.audience(), sender, senderHears)) {
        if (isPlayer(seat)) {
          seat.receive(addressed.event());
        } else {
          seat.receiveAsSpectator(addressed.event()); // after the players, off this thread
        }
      }
    }
  }

  private List<Seat> audience(Audience audience, Seat sender, boolean senderHears) {
    if (audience instanceof Audience.Player player) {
      return List.of(seats[player.side().ordinal()]);
    }
    if (audience instanceof Audience.User) {
      throw new IllegalArgumentException("a room tells the people at its game only");
    }
    List<Seat> seated = new ArrayList<>();
    At at = (At) audience;
    if (at == At.OPPONENT || at == At.OTHERS || at == At.EVERYONE) {
      for (Seat seat : others(sender)) {
        if (at != At.OPPONENT || isPlayer(seat)) {
          seated.add(seat);
        }
      }
      if (at != At.OPPONENT) {
        seated.addAll(spectatorsBut(sender));
      }
    } else if (at == At.SPECTATORS) {
      seated.addAll(spectatorsBut(sender));
    }
    if ((at == At.MOVER || at == At.EVERYONE) && senderHears && sender != null) {
      seated.add(sender);
    }
    return seated;
  }

  /** The players but the sender. */
  private List<Seat> others(Seat sender) {
    List<Seat> others = new ArrayList<>(2);
    for (Seat seat : seats) {
      if (seat != sender) {
        others.add(seat);
      }
    }
    return others;
  }

  private List<Seat> spectatorsBut(Seat sender) {
    List<Seat> watching = new ArrayList<>(spectators);
    watching.remove(sender);
    return watching;
  }

  /**
   * News for everyone at the game, given by {@code by}: an arbiter away from the game is answered
   * its first event without a board they do not follow.
   */
  Progress told(Seat by, Progress news) {
    if (present(by)) {
      return news;
    }
    Progress away = Progress.answer(news.events().get(0).event());
    for (Progress.Addressed told : news.events()) {
      away = away.and(At.OTHERS, told.event());
    }
    return away;
  }

  /** Whether the seat plays or watches the game. */
  boolean present(Seat seat) {
    return isPlayer(seat) || spectators.contains(seat);
  }

  private boolean isPlayer(Seat seat) {
    return seat == seats[0] || seat == seats[1];
  }
}
