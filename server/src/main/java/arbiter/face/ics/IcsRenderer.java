package arbiter.face.ics;

import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.Asked;
import arbiter.event.EventVisitor;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.SimulEvent;
import arbiter.event.TournamentNews;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Domain events in the FICS dialect, one method per event, as XBoard's {@code read_from_ics} and
 * its zippy code match them: {@code Challenge:}, {@code Creating:}, {@code {Game N (w vs. b)
 * Creating ...}}, style 12 boards, {@code {Game N (w vs. b) reason} 1-0}, {@code Illegal move
 * (e2e5).}, {@code It is not your move.}, the tables of {@link IcsTables}: XBoard parses these, so
 * they stay here, in English. What FICS has no words for is said in the text face's English
 * ({@link TextRenderer}), each such method saying so.
 */
final class IcsRenderer implements EventVisitor<List<? extends CharSequence>> {

  /** The ICS port speaks English whatever its users' languages: its clients parse it. */
  private static final Words WORDS = Words.english();

  /** The text face's lines in English, its boards as the seeds draw them. */
  private static final TextRenderer TEXT = new TextRenderer(WORDS, TextRenderer::board);

  /** Only standard chess reaches an ICS client's board. */
  static final String CHESS = "chess";

  private final IcsState state;
  private final IcsMoveTimes moveTimes;
  /** What the lobby says of the players the events name. */
  private final IcsPlayers players;
  /** What the command the events answer asked, {@code null} for news. */
  private final Asked asked;
  /** The wall-clock time, to run a ticking clock down. */
  private final long nowMillis;
  /** Where a board line is written, read by the face before the next event is rendered. */
  private final StringBuilder line;

  /** A renderer whose board lines are written in {@code line}, emptied for each. */
  IcsRenderer(IcsState state, IcsMoveTimes moveTimes, IcsPlayers players, Asked asked,
      long nowMillis, StringBuilder line) {
    this.state = state;
    this.moveTimes = moveTimes;
    this.players = players;
    this.asked = asked;
    this.nowMillis = nowMillis;
    this.line = line;
  }

  // --- answers ---

  @Override
  public List<String> refused(AnswerEvent.Refused event) {
    return List.of(IcsTables.refusal(event, asked, state));
  }

  @Override
  public List<String> done(AnswerEvent.Done event) {
    return IcsTables.done(event, asked, state);
  }

  @Override
  public List<String> challengeSent(AnswerEvent.ChallengeSent event) {
    return IcsTables.issuing(event, asked, state, name -> IcsHeaders.rating(state, players, name));
  }

  @Override
  public List<String> helpShown(AnswerEvent.HelpShown event) {
    return TEXT.helpShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> usersListed(AnswerEvent.UsersListed event) {
    return TEXT.usersListed(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> scoreboardShown(AnswerEvent.ScoreboardShown event) {
    return TEXT.scoreboardShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> whoShown(AnswerEvent.WhoShown event) {
    return IcsTables.who(event);
  }

  @Override
  public List<String> gamesShown(AnswerEvent.GamesShown event) {
    return IcsTables.games(event.games());
  }

  @Override
  public List<String> historyShown(AnswerEvent.HistoryShown event) {
    return TEXT.historyShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> ratingsShown(AnswerEvent.RatingsShown event) {
    return TEXT.ratingsShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> fingerShown(AnswerEvent.FingerShown event) {
    return TEXT.fingerShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> exportShown(AnswerEvent.ExportShown event) {
    return TEXT.exportShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> recordShown(AnswerEvent.RecordShown event) {
    return IcsTables.moveList(event.game());
  }

  @Override
  public List<String> analysisShown(AnswerEvent.AnalysisShown event) {
    return TEXT.analysisShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> replayShown(AnswerEvent.ReplayShown event) {
    return TEXT.replayShown(event); // no FICS form: the text face draws the replayed board
  }

  // --- the lobby ---

  @Override
  public List<String> challenged(LobbyNews.Challenged event) {
    return IcsHeaders.challenge(state, players, event);
  }

  @Override
  public List<String> challengeDeclined(LobbyNews.ChallengeDeclined event) {
    return List.of(event.by() + " declines the match offer.");
  }

  @Override
  public List<String> challengeWithdrawn(LobbyNews.ChallengeWithdrawn event) {
    return List.of(event.by() + " withdraws the match offer.");
  }

  @Override
  public List<String> takenOver(LobbyNews.TakenOver event) {
    return List.of(
        "**** You have been logged out: your name logged in on another connection. ****");
  }

  @Override
  public List<String> idleTimedOut(LobbyNews.IdleTimedOut event) {
    return List.of("**** Auto-logout because you were idle too long. ****");
  }

  @Override
  public List<String> closing(LobbyNews.Closing event) {
    // a line XBoard shows in its ICS window, as FICS's own shutdown notice, capitalized
    String said = TEXT.closing(event).get(0);
    return List.of("**** " + Character.toUpperCase(said.charAt(0)) + said.substring(1) + ". ****");
  }

  @Override
  public List<String> lobbyShown(GameNews.LobbyShown event) {
    return List.of(); // only the JSON face watches the lobby
  }

  @Override
  public List<String> seekPosted(LobbyNews.SeekPosted event) {
    return IcsSeeks.posted(event.ad(), state);
  }

  @Override
  public List<String> seeksRemoved(LobbyNews.SeeksRemoved event) {
    return IcsSeeks.removed(event.ids(), state);
  }

  @Override
  public List<String> seekTaken(LobbyNews.SeekTaken event) {
    // the taker's game starts at once: only the seeker is told who took it
    return event.seeker().equals(state.user()) ? List.of(event.taker() + " accepts your seek.")
        : List.of();
  }

  @Override
  public List<String> seeksShown(LobbyNews.SeeksShown event) {
    return IcsSeeks.shown(event.ads(), asked, state);
  }

  // --- games ---

  @Override
  public List<? extends CharSequence> gameShown(GameNews.GameShown event) {
    List<CharSequence> lines = IcsHeaders.game(state, players, event);
    lines.addAll(board(event.view()));
    return lines;
  }

  @Override
  public List<? extends CharSequence> youMoved(GameNews.YouMoved event) {
    return board(event.view());
  }

  @Override
  public List<? extends CharSequence> opponentMoved(GameNews.OpponentMoved event) {
    return board(event.view());
  }

  @Override
  public List<? extends CharSequence> youUndid(GameNews.YouUndid event) {
    return board(event.view());
  }

  @Override
  public List<? extends CharSequence> opponentUndid(GameNews.OpponentUndid event) {
    return board(event.view());
  }

  @Override
  public List<String> gameEnded(GameNews.GameEnded event) {
    return List.of(IcsTables.endLine(event.view(), event.ending(), event.endedBy()));
  }

  @Override
  public List<String> drawOffered(GameNews.DrawOffered event) {
    boolean mine = state.playing() && !event.toSpectator();
    return List.of(mine ? event.player() + " offers you a draw." : event.player() + " offers a draw.");
  }

  @Override
  public List<String> gameWaiting(GameNews.GameWaiting event) {
    List<String> lines = TEXT.gameWaiting(event); // no FICS form: the text face's words
    if (state.playing() && state.game() == event.game() && !state.adjourned()) {
      // a player's XBoard would let its engine move at once, and a move refused as held leaves
      // engine and board a move apart for good: the game is adjourned for it, as FICS's would
      // be, and announced again once its clocks run (clockShown)
      state.adjourned(true);
      List<String> adjourned = new ArrayList<>(lines);
      GameView view = state.shown().view();
      adjourned.add("{Game " + event.game() + " (" + view.white() + " vs. " + view.black()
          + ") Game adjourned: waiting for "
          + String.join(" and ", event.waitingFor()) + "} *");
      return adjourned;
    }
    return lines;
  }

  @Override
  public List<String> gameResumed(GameNews.GameResumed event) {
    return clock(event.game(), "resumed", event.by());
  }

  @Override
  public List<String> gamePaused(GameNews.GamePaused event) {
    // XBoard stops its clocks on "clock paused" (and on a board whose clocks do not tick)
    return clock(event.game(), "paused", event.by());
  }

  @Override
  public List<String> storeOutage(GameNews.StoreOutage event) {
    return clock(event.game(), event.back() ? "resumed" : "paused", null); // FICS says no reason
  }

  private static List<String> clock(long game, String word, String by) {
    return List.of("Game " + game + ": Game clock " + word + (by == null ? "." : " by " + by + "."));
  }

  @Override
  public List<String> pauseAsked(GameNews.PauseAsked event) {
    return List.of(event.player() + " requests to " + (event.resume() ? "unpause" : "pause")
        + " game " + event.game() + ".");
  }

  @Override
  public List<String> timeGiven(GameNews.TimeGiven event) {
    // FICS's moretime line, with who gave it
    return List.of(event.player() + " has been given " + event.seconds() + " seconds by "
        + event.by() + " (game " + event.game() + ").");
  }

  @Override
  public List<String> berserked(GameNews.Berserked event) {
    // no FICS line exists for it: plain words, as FICS's own notices are
    return List.of(event.player() + " berserks (game " + event.game() + "): "
        + event.seconds() + " seconds off, no increment.");
  }

  @Override
  public List<String> playerLeft(GameNews.PlayerLeft event) {
    if (event.toSpectator()) {
      return List.of(event.player() + " has lost contact or quit."); // an observer claims nothing
    }
    return List.of("Your opponent, " + event.player() + ", has lost contact or quit.",
        "You may claim the win (claim) if " + event.player() + " is not back in "
            + event.graceSeconds() + " seconds.");
  }

  @Override
  public List<String> playerReturned(GameNews.PlayerReturned event) {
    // FICS says nothing when a player first comes to the game
    return event.first() ? List.of() : List.of(event.player() + " has reconnected.");
  }

  @Override
  public List<String> chatSaid(GameNews.ChatSaid event) {
    return List.of(event.from() + (event.spectator() ? " whispers: " : " says: ") + event.text());
  }

  @Override
  public List<String> turnShown(GameNews.TurnShown event) {
    return TEXT.turnShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<? extends CharSequence> boardShown(GameNews.BoardShown event) {
    return board(event.view());
  }

  @Override
  public List<? extends CharSequence> clockShown(GameNews.ClockShown event) {
    if (asked instanceof Asked.ShowTime) {
      return TEXT.clockShown(event); // no FICS form: the text face's words
    }
    if (state.adjourned() && state.game() == event.view().id()) {
      state.adjourned(false); // the clocks run after a wait: the game adjourned is taken up
      GameNews.GameShown before = state.shown();
      return gameShown(new GameNews.GameShown(event.view(), before.side(), Arrival.RESUMED,
          before.rated()));
    }
    // the clocks changed (a time gift, a pause, a resume): a board XBoard takes as a refresh
    return board(event.view());
  }

  @Override
  public List<String> undosLeft(GameNews.UndosLeft event) {
    return TEXT.undosLeft(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> movesShown(GameNews.MovesShown event) {
    return TEXT.movesShown(event); // no FICS form: the text face's words
  }

  @Override
  public List<String> killedShown(GameNews.KilledShown event) {
    return TEXT.killedShown(event); // no FICS form: the text face's words
  }

  // --- tournaments and simuls: FICS has no forms for them, so the text face's words ---

  @Override
  public List<String> tournamentAnswered(AnswerEvent.TournamentAnswered event) {
    return TEXT.tournamentAnswered(event);
  }

  @Override
  public List<String> tournamentRefused(AnswerEvent.TournamentRefused event) {
    return TEXT.tournamentRefused(event);
  }

  @Override
  public List<String> roundGame(TournamentNews.RoundGame event) {
    return TEXT.roundGame(event);
  }

  @Override
  public List<String> roundBye(TournamentNews.RoundBye event) {
    return TEXT.roundBye(event);
  }

  @Override
  public List<String> roundOver(TournamentNews.RoundOver event) {
    return TEXT.roundOver(event);
  }

  @Override
  public List<String> tournamentOver(TournamentNews.TournamentOver event) {
    return TEXT.tournamentOver(event);
  }

  @Override
  public List<String> roundPublished(TournamentNews.RoundPublished event) {
    return TEXT.roundPublished(event);
  }

  @Override
  public List<String> tournamentInvited(TournamentNews.TournamentInvited event) {
    return TEXT.tournamentInvited(event);
  }

  @Override
  public List<String> teamInvited(TournamentNews.TeamInvited event) {
    return TEXT.teamInvited(event);
  }

  @Override
  public List<String> tournamentNotice(TournamentNews.TournamentNotice event) {
    return TEXT.tournamentNotice(event);
  }

  @Override
  public List<String> absentWithdrawn(TournamentNews.AbsentWithdrawn event) {
    return TEXT.absentWithdrawn(event);
  }

  @Override
  public List<String> resultCorrected(TournamentNews.ResultCorrected event) {
    return TEXT.resultCorrected(event);
  }

  @Override
  public List<String> boardToArbiter(TournamentNews.BoardToArbiter event) {
    return TEXT.boardToArbiter(event);
  }

  @Override
  public List<String> arbiterCalled(TournamentNews.ArbiterCalled event) {
    return TEXT.arbiterCalled(event);
  }

  @Override
  public List<String> arbiterCallTaken(TournamentNews.ArbiterCallTaken event) {
    return TEXT.arbiterCallTaken(event);
  }

  @Override
  public List<String> simulAnswered(SimulEvent.SimulAnswered event) {
    return TEXT.simulAnswered(event);
  }

  @Override
  public List<String> simulsListed(SimulEvent.SimulsListed event) {
    return TEXT.simulsListed(event);
  }

  @Override
  public List<String> simulRefused(SimulEvent.SimulRefused event) {
    return TEXT.simulRefused(event);
  }

  @Override
  public List<String> simulNews(SimulEvent.SimulNews event) {
    return TEXT.simulNews(event);
  }

  @Override
  public List<String> simulAudited(SimulEvent.SimulAudited event) {
    return TEXT.simulAudited(event);
  }

  @Override
  public List<String> simulOver(SimulEvent.SimulOver event) {
    return TEXT.simulOver(event);
  }

  // --- the forms that need this connection's state ---

  /**
   * A chess game's style 12 line, the builder it was written in (the face copies it before the
   * next event, no String made); for the other variants a line saying why not.
   */
  private List<? extends CharSequence> board(GameView view) {
    if (!view.variant().id().equals(CHESS)) {
      return List.of("Game " + view.id() + " plays " + view.variant().id()
          + ", which a chess program on the ICS port cannot show.");
    }
    String me = state.user();
    Side mine = view.white().equals(me) ? Side.WHITE : view.black().equals(me) ? Side.BLACK : null;
    int relation = mine == null ? IcsBoard.OBSERVING
        : view.position().sideToMove() == mine ? IcsBoard.MY_MOVE : IcsBoard.OPPONENT_MOVE;
    line.setLength(0);
    return List.of(IcsBoard.append(line, view, relation,
        state.millis(), mine == Side.BLACK, nowMillis, moveTimes.took(view)));
  }
}
