package arbiter.face.ics;

import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.game.GameView;
import java.util.ArrayList;
import java.util.List;

/**
 * The FICS lines that name a game's players with their ratings, as XBoard reads them: a
 * challenge ({@code Challenge:}), and a game created, resumed or observed ({@code Creating:},
 * {@code {Game N (w vs. b) Creating ...}}, {@code Game N: ...}), before its board.
 */
final class IcsHeaders {

  private IcsHeaders() {
  }

  /** A challenge to the connection's user, as FICS words it. */
  static List<String> challenge(IcsState state, IcsPlayers players,
      LobbyNews.Challenged event) {
    List<String> lines = new ArrayList<>();
    String me = state.user();
    IcsTimeControl control = IcsTimeControl.of(event.time());
    lines.add("Challenge: " + event.from() + " " + rating(state, players, event.from()) + " " + me
        + " " + rating(state, players, me) + " " + (event.rated() ? "rated" : "unrated") + " "
        + control.category() + " " + control.numbers() + ".");
    IcsTables.noteRounding(control, lines);
    if (event.limit() > 0) {
      lines.add("The game is drawn after " + event.limit() + " turns (Arbiter's move limit).");
    }
    lines.add("You can \"accept\" or \"decline\", or propose different parameters.");
    return lines;
  }

  /** A game's header as FICS shows one started, resumed or observed; its board follows. */
  static List<CharSequence> game(IcsState state, IcsPlayers players,
      GameNews.GameShown shown) {
    List<CharSequence> lines = new ArrayList<>();
    GameView view = shown.view();
    IcsTimeControl control = IcsTimeControl.of(view.clock() == null ? null : view.clock().control());
    // the room's own word: a tournament's or a simul's game, a bot's, one observed, all alike
    String kind = (shown.rated() ? "rated" : "unrated") + " " + control.category();
    String names = view.white() + " " + rating(state, players, view.white()) + " "
        + view.black() + " " + rating(state, players, view.black()) + " ";
    switch (shown.arrival()) {
      case OBSERVING -> {
        lines.add("You are now observing game " + view.id() + ".");
        lines.add("Game " + view.id() + ": " + names + kind + " " + control.numbers());
      }
      case RESUMED -> {
        // as FICS resumes an adjourned game: XBoard takes the ratings from Creating: and the
        // game's kind from Continuing, then asks for the moves (moves N) of a board past move 1
        lines.add("Creating: " + names + kind + " " + control.numbers());
        lines.add("{Game " + view.id() + " (" + view.white() + " vs. " + view.black()
            + ") Continuing " + kind + " match.}");
      }
      default -> {
        lines.add("Creating: " + names + kind + " " + control.numbers());
        lines.add("{Game " + view.id() + " (" + view.white() + " vs. " + view.black()
            + ") Creating " + kind + " match.}");
      }
    }
    IcsTables.noteRounding(control, lines);
    return lines;
  }

  /** A player's rating as a game header shows it: FICS shows a guest's as {@code ++++}. */
  static String rating(IcsState state, IcsPlayers players, String name) {
    boolean isGuest = name.equals(state.user()) ? state.guest() : players.guest(name);
    return isGuest ? "(++++)" : "(----)";
  }
}
