package arbiter.event;

import arbiter.account.ScoreLine;
import arbiter.export.GameExport;
import arbiter.game.Ending;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.rules.IllegalMove;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TournamentRefusal;
import java.util.List;

/**
 * What the domain tells a user: the answer to their command, or news from the lobby, a game or a
 * tournament. The domain picks the audience; each face (text, JSON, ...) renders the event in its
 * own words, so no English sentence is built here to be parsed again. Each event hands itself to
 * its own method of an {@link EventVisitor}.
 */
public sealed interface DomainEvent {

  /** Hands the event to the visitor's method for its kind. */
  <R> R accept(EventVisitor<R> visitor);

  // --- answers ---

  /**
   * The command was refused; {@code subject} and {@code number} fill in the reasons that name one,
   * {@code why} says what the rules have against a refused move ({@code null} otherwise).
   */
  record Refused(Refusal reason, String subject, long number, IllegalMove why)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.refused(this); }

    public Refused(Refusal reason) {
      this(reason, "", 0, null);
    }

    public Refused(Refusal reason, String subject, long number) {
      this(reason, subject, number, null);
    }

    /** A move refused by the rules, and why. */
    public Refused(Refusal reason, IllegalMove why) {
      this(reason, "", 0, why);
    }
  }

  /** The command succeeded; {@code subject} names whom it concerned where the ack says so. */
  record Done(Ack ack, String subject) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.done(this); }

    public Done(Ack ack) {
      this(ack, "");
    }
  }

  /** The commands of a menu. */
  record HelpShown(MenuKind menu) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.helpShown(this); }
  }

  /** Every user name, sorted. */
  record UsersListed(List<String> names) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.usersListed(this); }
  }

  /** Scoreboard rows, best first; {@code variant} null for all games. */
  record ScoreboardShown(String variant, List<ScoreLine> rows) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.scoreboardShown(this); }
  }

  /**
   * The users online, sorted, with the game each plays (0 for none), and the ratings they have
   * (per variant, only where they played rated games).
   */
  record WhoShown(List<OnlineUser> users, List<RatingRow> ratings) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.whoShown(this); }
  }

  /** The running games. */
  record GamesShown(List<GameSummary> games) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gamesShown(this); }
  }

  /** A user's last games, newest first. */
  record HistoryShown(String user, List<StoredGame> games) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.historyShown(this); }
  }

  /** A rating list, best first ({@code variant} null: every variant). */
  record RatingsShown(String variant, List<RatingRow> rows) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.ratingsShown(this); }
  }

  /** A user's ratings per variant and how many games they have finished. */
  record FingerShown(String user, List<RatingRow> ratings, int games) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.fingerShown(this); }
  }

  /** Games exported, each in its variant's format, and where the files were saved. */
  record ExportShown(List<GameExport.Exported> files, List<String> savedAs) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.exportShown(this); }
  }

  /** A stored game's moves ({@code moves GAME}). */
  record RecordShown(StoredGame game) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.recordShown(this); }
  }

  /** A finished game's analysis ({@code analyze GAME}), one row per move. */
  record AnalysisShown(long game, List<AnalysedMove> rows) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.analysisShown(this); }
  }

  /** A stored game after some of its moves, for a replay. */
  record ReplayShown(GameView view) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.replayShown(this); }
  }

  /**
   * A tournament command's typed answer (created, joined, standings, pairings...).
   *
   * @param action the command's word ({@code create}, {@code standings}...)
   * @param name the tournament the command named, {@code null} for the list
   */
  record TournamentAnswered(String action, String name, TournamentReply reply)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentAnswered(this); }
  }

  /** A tournament command its own rules refused: the reason and the arguments it names. */
  record TournamentRefused(TournamentRefusal reason, List<Object> args) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentRefused(this); }
  }

  // --- simuls ---

  /** A simul command's answer: what was done and the simul as it is now. */
  record SimulAnswered(arbiter.simul.SimulNotice action, arbiter.simul.SimulView simul)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulAnswered(this); }
  }

  /** The open and running simuls, oldest first: {@code simul list}, and the lobby's watchers. */
  record SimulsListed(List<arbiter.simul.SimulView> simuls) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulsListed(this); }
  }

  /** A simul command refused: why, and the user it names ({@code ""} when none). */
  record SimulRefused(arbiter.simul.SimulRefusal reason, String subject) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulRefused(this); }
  }

  /**
   * News of the simul of {@code host}: {@code player} joined or left (told the host), a board
   * began as {@code game} or was dropped (told the opponent), the host is at {@code game} now.
   */
  record SimulNews(arbiter.simul.SimulNotice kind, String host, String player, long game)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulNews(this); }
  }

  /** A simul's audit log: its host's actions, when and what. */
  record SimulAudited(String host, List<arbiter.simul.SimulArchive.AuditLine> lines)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulAudited(this); }
  }

  /** Every board of a simul ended: its summary (+W =D -L), told everyone in it. */
  record SimulOver(arbiter.simul.SimulView simul) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.simulOver(this); }
  }

  // --- the lobby ---

  /** Someone challenged the receiver; {@code time} is the time control, null when untimed. */
  record Challenged(String from, String variant, int limit, String time, boolean rated)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challenged(this); }

    /** A rated challenge. */
    public Challenged(String from, String variant, int limit, String time) {
      this(from, variant, limit, time, true);
    }
  }

  /** A challenge the receiver sent was declined. */
  record ChallengeDeclined(String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challengeDeclined(this); }
  }

  /** The same user logged in on another connection; this one is closed. */
  record TakenOver() implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.takenOver(this); }
  }

  /** The connection was idle too long; it is closed. */
  record IdleTimedOut() implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.idleTimedOut(this); }
  }

  /** The server closes the connection, for {@code reason}; the client may reconnect later. */
  record Closing(ClosingReason reason) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.closing(this); }
  }

  // --- tournaments ---

  /** A round's game of the receiver: its board, their side and opponent, and the game's id. */
  record RoundGame(String tournament, int round, int board, Side side, String opponent, long game)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundGame(this); }
  }

  /** The receiver has a bye in this round. */
  record RoundBye(String tournament, int round) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundBye(this); }
  }

  /** Every game of a round is over. */
  record RoundOver(String tournament, int round) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundOver(this); }
  }

  /** The tournament is over; its final standings. */
  record TournamentOver(String tournament, StandingsTable standings) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentOver(this); }
  }

  /**
   * A round's pairings, published before its games start (and again when re-seated).
   *
   * @param seconds until the games start; 0 when they start at once
   */
  record RoundPublished(String tournament, int round, List<Pairing> boards, int seconds)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundPublished(this); }
  }

  /**
   * An organizer ({@code by}) invites the receiver to play in a tournament; they play once they
   * accept with {@code tournament join}. Missed rounds count as half-point byes when {@code half}.
   * When {@code seat} is not null the invitation offers that seat (a player without an account)
   * to take over, its score and games kept.
   */
  record TournamentInvited(String tournament, String by, boolean half, String seat)
      implements DomainEvent {

    /** An invitation to play as oneself. */
    public TournamentInvited(String tournament, String by, boolean half) {
      this(tournament, by, half, null);
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentInvited(this); }
  }

  /**
   * A team's captain invites the receiver to play for {@code team}; they play for it once they
   * accept with {@code team join}.
   */
  record TeamInvited(String team, String captain) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.teamInvited(this); }
  }

  /**
   * Told to a tournament's organizers: {@code by} did {@code action}, as the audit log keeps it
   * (a leave, a bye for ann in round 3, a declined invitation).
   */
  record TournamentNotice(String tournament, Actor by, AuditAction action)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentNotice(this); }
  }

  /** A player was withdrawn after {@code absences} games lost without playing. */
  record AbsentWithdrawn(String tournament, String player, int absences) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.absentWithdrawn(this); }
  }

  /**
   * Told to both players of a board and to the tournament's organizers: the arbiter {@code by}
   * changed its result from {@code from} to {@code to}; the standings, the game's record
   * ({@code game}, 0 when the board had none), its exports and the ratings say the new one.
   */
  record ResultCorrected(String tournament, int round, int board, String white, String black,
      Result from, Result to, String by, long game) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.resultCorrected(this); }
  }

  /**
   * Told to a tournament's organizers: an over-the-board board waits for the arbiter because its
   * reports differ ({@code late} false) or only one came by the deadline ({@code late} true).
   */
  record BoardToArbiter(String tournament, int round, int board, String white, String black,
      Result whiteReport, Result blackReport, boolean late) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.boardToArbiter(this); }
  }

  /** Told to a tournament's organizers: a player called the arbiter ({@code board} 0: none). */
  record ArbiterCalled(String tournament, int number, int board, String player, String text)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.arbiterCalled(this); }
  }

  /** Told to a tournament's organizers: {@code by} took arbiter call {@code number}. */
  record ArbiterCallTaken(String tournament, int number, String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.arbiterCallTaken(this); }
  }

  // --- games ---

  /**
   * The game as it stands, shown to someone who comes to it.
   *
   * @param side the receiver's side, {@code null} for a spectator or both players at one console
   */
  record GameShown(GameView view, Side side, Arrival arrival) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameShown(this); }
  }

  /**
   * The receiver's own move: made ({@code move} not null) and/or its turn completed; then {@code
   * view} is the game after it.
   */
  record YouMoved(GameView view, PlayedMove move, boolean completed) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.youMoved(this); }
  }

  /** The opponent moved: made a move ({@code completed} false) or completed a turn. */
  record OpponentMoved(GameView view, PlayedMove move, boolean completed) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.opponentMoved(this); }
  }

  /** The receiver took their move back. */
  record YouUndid(GameView view) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.youUndid(this); }
  }

  /** The opponent took their move back. */
  record OpponentUndid(GameView view, String player) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.opponentUndid(this); }
  }

  /**
   * The game ended.
   *
   * @param endedBy the player whose command ended it (a forfeit, a claim, the draw's acceptance),
   *     {@code null} when the rules or the server ended it
   * @param byYou whether that player is the receiver
   */
  record GameEnded(GameView view, Ending ending, Side endedBy, boolean byYou)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameEnded(this); }
  }

  /** The opponent offers a draw. */
  record DrawOffered(String player) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.drawOffered(this); }
  }

  /**
   * A game resumed after a restart waits with its clocks stopped for the players named; they start
   * once both are back or after {@code graceSeconds} more.
   */
  record GameWaiting(long game, List<String> waitingFor, long graceSeconds)
      implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameWaiting(this); }
  }

  /**
   * A game's clocks run again, the side to move's first: both players are back, or ({@code
   * graceOver}) the wait for them is over, or {@code by} resumed a paused game.
   *
   * @param by who resumed it (the arbiter, or the player whose request agreed), {@code null} when
   *     nobody did (the players are back or the wait is over)
   */
  record GameResumed(long game, boolean graceOver, String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameResumed(this); }
  }

  /**
   * A game is paused: its clocks stand still and moves wait until it is resumed.
   *
   * @param by who paused it (the arbiter, or the player whose request agreed), {@code null} when
   *     the pause is told to someone who comes to the game later
   */
  record GamePaused(long game, String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gamePaused(this); }
  }

  /** The store cannot take moves: the game's clocks stand still; or ({@code back}) it can again. */
  record StoreOutage(long game, boolean back) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.storeOutage(this); }
  }

  /**
   * A player of a casual game asks to pause it ({@code resume}: to resume it); the opponent's own
   * request agrees.
   */
  record PauseAsked(long game, String player, boolean resume) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.pauseAsked(this); }
  }

  /** {@code by} gave {@code player} {@code seconds} more on their clock in game {@code game}. */
  record TimeGiven(long game, String player, long seconds, String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.timeGiven(this); }
  }

  /**
   * An arena player berserked in game {@code game}: {@code seconds} left their clock (lichess's
   * penalty; 0 when the increment is large) and their moves earn no increment any more.
   */
  record Berserked(long game, String player, long seconds) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.berserked(this); }
  }

  /** A player's connection dropped; the game waits {@code graceSeconds} before a claim. */
  record PlayerLeft(String player, long graceSeconds) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.playerLeft(this); }
  }

  /** A player came (back) to the game; {@code first} when they had not been there before. */
  record PlayerReturned(String player, boolean first) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.playerReturned(this); }
  }

  /** Chat in a game. */
  record ChatSaid(long game, String from, String text, boolean spectator) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.chatSaid(this); }
  }

  /** {@code show_turn}. */
  record TurnShown(String player, Side side) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.turnShown(this); }
  }

  /** {@code show_board}. */
  record BoardShown(GameView view) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.boardShown(this); }
  }

  /** {@code time}: both clocks of a timed game. */
  record ClockShown(GameView view) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.clockShown(this); }
  }

  /** {@code undo_number}. */
  record UndosLeft(int count) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.undosLeft(this); }
  }

  /** {@code show_moves}: the moves of one side or both, oldest first. */
  record MovesShown(List<PlayedMove> moves) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.movesShown(this); }
  }

  /** {@code show_killed}: the pieces taken, in the order they were taken. */
  record KilledShown(List<PlayedMove.Kill> kills) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.killedShown(this); }
  }

  /**
   * The lobby as it is now, for a session that watches it: the users online and the running games.
   */
  record LobbyShown(List<OnlineUser> users, List<GameSummary> games) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.lobbyShown(this); }
  }

  // --- the ICS face's seek ads ---

  /** A challenge the receiver was sent was taken back by its sender. */
  record ChallengeWithdrawn(String by) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challengeWithdrawn(this); }
  }

  /** A seek ad was posted (news to the ICS users, whose clients show them). */
  record SeekPosted(SeekAd ad) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seekPosted(this); }
  }

  /** These seek ads are gone: taken, withdrawn, or their seeker left or began a game. */
  record SeeksRemoved(List<Integer> ids) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seeksRemoved(this); }
  }

  /** Seek ad {@code id} of {@code seeker} was taken by {@code taker}: their game starts now. */
  record SeekTaken(int id, String seeker, String taker, boolean rated) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seekTaken(this); }
  }

  /** The seek ads there are now, oldest first. */
  record SeeksShown(List<SeekAd> ads) implements DomainEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seeksShown(this); }
  }
}
