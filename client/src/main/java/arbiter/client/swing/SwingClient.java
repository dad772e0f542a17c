package arbiter.client.swing;

import arbiter.client.clock.ClockFace;
import arbiter.client.net.Address;
import arbiter.client.net.AnswerQueue;
import arbiter.client.net.LinkListener;
import arbiter.client.net.ServerLink;
import arbiter.client.words.ClientWords;
import arbiter.client.words.ClosingText;
import arbiter.client.words.RefusalText;
import arbiter.client.words.SimulWords;
import arbiter.client.words.TournamentWords;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import com.formdev.flatlaf.FlatLightLaf;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.swing.SwingUtilities;

/**
 * {@code ./arbiter gui [host[:port]]}: the login dialog, then the lobby and a window per game. All
 * server messages are handled on the Swing event thread; the server decides everything, the windows
 * draw what it sends. The lobby's users and games are pushed by the server ({@code watch_lobby}),
 * so nothing polls.
 */
public final class SwingClient {

  private final ServerLink link;
  private final LoginDialog login;
  private final Map<Long, GameWindow> games = new LinkedHashMap<>();
  private final Map<Long, ReplayWindow> replays = new LinkedHashMap<>();
  /** The games announced as a tournament round's, whose windows offer no +15 s. */
  private final Set<Long> roundGames = new HashSet<>();
  /** Tells the states answering replay requests from the live games' states. */
  private final AnswerQueue answers = new AnswerQueue();
  private LobbyWindow lobby;
  private String me;
  /** The variant the server's challenge form offers first; chess from servers that name none. */
  private String formVariant = "chess";

  public SwingClient(Address address) {
    this.link = new ServerLink(address, "arbiter-gui", new Listener());
    this.login = new LoginDialog(address.toString(), this::send, this::quit, link::speak);
  }

  /** Starts the client on the system's display. */
  public static void main(Address address) {
    FlatLightLaf.setup();
    SwingUtilities.invokeLater(() -> new SwingClient(address).start());
  }

  /** Shows the login dialog and connects. Call on the event thread. */
  public void start() {
    login.setVisible(true);
    link.speak(ClientWords.current().language()); // kept for the first hello: not connected yet
    link.start();
  }

  /** Closes the connection and every window. */
  public void quit() {
    link.close();
    login.dispose();
    games.values().forEach(GameWindow::dispose);
    replays.values().forEach(ReplayWindow::dispose);
    if (lobby != null) {
      lobby.dispose();
    }
  }

  private boolean send(Request request) {
    answers.sending(request); // first: the answer may arrive before send returns
    if (link.send(request)) {
      return true;
    }
    answers.unsent(request);
    return false;
  }

  /** Opens (or brings up) the replay window of a game at its start. */
  private void replay(long game) {
    ReplayWindow window = replays.get(game);
    if (window == null || !window.isDisplayable()) {
      window = new ReplayWindow(game, this::send);
      replays.put(game, window);
      window.panel().start();
    }
    window.setVisible(true);
    window.toFront();
  }

  /** Asks for the user's history and ratings, outside a game (the lobby's requests). */
  private void refreshArchive() {
    if (lobby != null && !playing()) {
      lobby.refreshArchive();
    }
  }

  private void refresh() {
    send(new Request.Who());
    send(new Request.Games());
    if (lobby != null) {
      lobby.refreshTournaments();
    }
    if (!playing()) {
      send(new Request.Scoreboard(null)); // the server lists scores outside a game only
    }
  }

  /**
   * The client asks for the scores outside a game only, but a tournament's next round can start
   * between asking and answering: the server's "finish or leave your game first" then answers a
   * request the user never made, and stood in the new game's status bar.
   */
  static boolean refreshRaced(Event.Error error, Request asked) {
    return asked instanceof Request.Scoreboard && "not_allowed".equals(error.code());
  }

  private boolean playing() {
    for (GameWindow window : games.values()) {
      GameState state = window.board().state();
      // a spectator too: the server lists scores only outside a game, played or watched; a
      // window whose first state has not come yet is a game that has just started
      if ((state == null || state.status().equals("ongoing")) && window.isDisplayable()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Handles a message on the event thread; {@code asked} is the request it answers (null when
   * none), {@code arrivedAt} when the link read it.
   */
  private void received(Event event, Request asked, long arrivedAt) {
    if (asked instanceof Request.Replay replay) {
      ReplayWindow window = replays.get(replay.game());
      if (window != null && window.isDisplayable()) {
        if (event instanceof Event.State state) {
          window.show(state.state());
        } else if (event instanceof Event.Error error) {
          window.panel().refused(error.message());
        }
      }
      return; // a replayed position is no live game's state
    }
    if (event instanceof Event.Welcome welcome) {
      formVariant = welcome.variant() != null ? welcome.variant() : formVariant;
      login.message(w("swing.x_connected", link.address()));
    } else if (event instanceof Event.Ok ok) {
      ok(ok);
    } else if (event instanceof Event.Error error) {
      if (lobby == null) {
        login.message(error.message());
      } else if (refreshRaced(error, asked)) {
        return; // the client's own, not the user's: the scores come again after the game
      } else {
        status(RefusalText.of(error, asked));
        if (asked instanceof Request.Tournament) {
          lobby.tournamentRefused(RefusalText.of(error, asked));
        }
      }
    } else if (event instanceof Event.Challenged challenged) {
      challenged(challenged);
    } else if (event instanceof Event.DrawOffered offered) {
      for (GameWindow window : games.values()) {
        if (window.isDisplayable()) {
          window.drawOffered(offered.from());
        }
      }
    } else if (lobby != null && event instanceof Event.Lobby pushed) {
      lobby.lobby(pushed);
      if (!playing()) {
        send(new Request.Scoreboard(null)); // a game may have ended: its scores are in
      }
    } else if (event instanceof Event.Declined declined) {
      status(ClientWords.current().get("client.e_declined", declined.by()));
    } else if (event instanceof Event.GameStarted started) {
      GameWindow window = window(started);
      window.numberingRestarts();
      window.setVisible(true);
    } else if (event instanceof Event.State state) {
      state(state.state(), arrivedAt);
    } else if (event instanceof Event.Chat chat) {
      GameWindow window = games.get(chat.game());
      if (window != null) {
        window.chat(chat);
      }
    } else if (event instanceof Event.Notice notice) {
      status(notice.text());
    } else if (event instanceof Event.Closing closing) {
      status(ClosingText.of(closing));
    } else if (TournamentWords.news(event) != null) {
      status(TournamentWords.news(event));
      if (event instanceof Event.ArbiterCall || event instanceof Event.BoardToArbiter) {
        ArbiterNotice.show(TournamentWords.news(event)); // an organizer's table needs them
      }
      if (event instanceof Event.RoundGame round && roundGames.add(round.game())
          && games.containsKey(round.game())) {
        games.get(round.game()).inTournament();
      }
      if (lobby != null) {
        lobby.tournamentNews(event);
      }
    } else if (SimulWords.lines(event) != null) {
      simul(event);
    } else if (lobby != null && event instanceof Event.Who who) {
      lobby.who(who);
    } else if (lobby != null && event instanceof Event.Games running) {
      lobby.games(running);
    } else if (lobby != null && event instanceof Event.Scoreboard board) {
      lobby.scoreboard(board);
    } else if (lobby != null && event instanceof Event.Tournament answer) {
      lobby.tournament(answer);
    } else if (lobby != null && event instanceof Event.RoundPairings round) {
      lobby.roundPairings(round);
    } else if (lobby != null && event instanceof Event.History answer) {
      lobby.history(answer);
    } else if (event instanceof Event.Export export) {
      GameWindow window = asked instanceof Request.Export wanted ? games.get(wanted.game()) : null;
      if (window != null && window.isDisplayable() && window.exportPending() != null) {
        window.exported(export);
      } else if (lobby != null) {
        lobby.exported(export);
      }
    } else if (lobby != null && event instanceof Event.Ratings answer) {
      lobby.ratings(answer);
    } else if (lobby != null && event instanceof Event.Finger answer) {
      lobby.finger(answer);
    } else if (event instanceof Event.Analysis analysis) {
      ReplayWindow window = replays.get(analysis.game());
      if (window != null) {
        window.panel().analysed(analysis);
      }
    }
  }

  /**
   * A challenge: into the lobby's list, and, from the opponent of a game just over, a rematch
   * prompt in that game's window too.
   */
  private void challenged(Event.Challenged challenge) {
    if (lobby == null) {
      return;
    }
    lobby.challenged(challenge);
    for (GameWindow window : games.values()) {
      if (window.isDisplayable() && window.overAgainst(challenge.from())) {
        window.rematchOffered(challenge, () -> lobby.removeChallenge(challenge.from()));
        return;
      }
    }
    lobby.toFront();
  }

  private void ok(Event.Ok ok) {
    switch (ok.request()) {
      case "login" -> {
        if (lobby == null) {
          me = login.user();
          login.setVisible(false);
          lobby = new LobbyWindow(me, this::send, this::refresh, this::replay);
          lobby.offerFirst(formVariant);
          lobby.setVisible(true);
        }
        send(new Request.WatchLobby(true)); // again after a reconnect: a new session watches
        watchAgain();
        refresh();
        refreshArchive();
      }
      case "register" -> login.message(ClientWords.current().get("swing.registered"));
      case "watch_lobby", "move" -> { } // the board shows a move; "turn completed" says nothing
      default -> {
        if (!ok.message().isEmpty()) {
          status(ok.message().lines().reduce((first, last) -> last).orElse(""));
        }
      }
    }
  }

  /**
   * After a reconnect's login, the games the user was watching are observed again: the server
   * gives a player their games back at login, a spectator not (nothing to do at the first login).
   */
  private void watchAgain() {
    for (GameWindow window : games.values()) {
      GameState state = window.board().state();
      if (window.isDisplayable() && state != null && state.status().equals("ongoing")
          && !me.equals(state.white()) && !me.equals(state.black())) {
        send(new Request.Observe(state.game()));
      }
    }
  }

  private void state(GameState state, long arrivedAt) {
    GameWindow window = games.get(state.game());
    if (window == null || !window.isDisplayable()) {
      window = window(new Event.GameStarted(state.game(), state.variant(), state.white(),
          state.black(), state.limit(), state.clock() == null ? null : state.clock().control()));
      window.setVisible(true);
    }
    window.show(state, arrivedAt);
    if (!state.status().equals("ongoing")) {
      refresh();
      refreshArchive(); // the game just ended is in the history now, and maybe in the ratings
    }
  }

  private GameWindow window(Event.GameStarted started) {
    GameWindow window = games.get(started.game());
    if (window == null || !window.isDisplayable()) {
      window = new GameWindow(started, me == null ? "" : me,
          request -> sendFor(started.game(), request));
      games.put(started.game(), window);
      if (roundGames.contains(started.game())) {
        window.inTournament();
      }
    }
    return window;
  }

  /** A simul's answer, listing or news: the list in the lobby's tab, the words in its status. */
  private void simul(Event event) {
    if (lobby == null) {
      return;
    }
    if (event instanceof Event.Simuls listed) {
      lobby.simuls(listed.simuls());
    } else if (event instanceof Event.SimulLobby pushed) {
      lobby.simuls(pushed.simuls());
    } else {
      status(String.join(" ", SimulWords.lines(event)));
    }
  }

  /**
   * A game window's request. A simul's host plays several boards from one connection: a request
   * for one of them says first which board it is for ({@code board}).
   */
  private boolean sendFor(long game, Request request) {
    boolean forBoard = request instanceof Request.Move || request instanceof Request.Draw
        || request instanceof Request.Forfeit || request instanceof Request.Undo
        || request instanceof Request.Claim || request instanceof Request.Chat
        || request instanceof Request.Resync;
    if (forBoard && boardsPlayed() > 1) {
      send(new Request.Board(game));
    }
    return send(request);
  }

  /** How many games the user plays now, each in a window of its own. */
  private long boardsPlayed() {
    return games.values().stream().filter(window -> {
      GameState state = window.board().state();
      return window.isDisplayable() && state != null && state.status().equals("ongoing")
          && (me.equals(state.white()) || me.equals(state.black()));
    }).count();
  }

  private void status(String text) {
    if (lobby != null) {
      lobby.status(text);
    }
    for (GameWindow window : games.values()) {
      window.status(text);
    }
  }

  /** Hands the link's messages to the event thread. */
  private final class Listener implements LinkListener {
    @Override
    public void received(Event event) {
      // stamped here, on the link's thread: a clock counts down from the arrival, not the hand-off
      long arrivedAt = ClockFace.monotonicNow();
      // matched here, in the order the answers come and before a drop clears the queue
      Request asked = answers.answering(event);
      if (asked != null) {
        answers.answered();
      }
      SwingUtilities.invokeLater(() -> SwingClient.this.received(event, asked, arrivedAt));
    }

    @Override
    public void connected(boolean reconnected) {
      if (reconnected) {
        SwingUtilities.invokeLater(() -> {
          // a new connection, maybe to a restarted server: each game's numbers start afresh
          games.values().forEach(GameWindow::numberingRestarts);
          status("reconnected");
        });
      }
    }

    @Override
    public void disconnected(String reason) {
      answers.clear(); // what was in flight will not be answered
      SwingUtilities.invokeLater(() -> {
        status(reason);
        login.message(reason);
      });
    }
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
