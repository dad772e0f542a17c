package arbiter.event;

import arbiter.game.Ending;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.Side;
import java.util.List;

/** A game's news, and what its commands show. */
public sealed interface GameNews extends DomainEvent {

  /**
   * The game as it stands, shown to someone who comes to it.
   *
   * @param side the receiver's side, {@code null} for a spectator or both players at one console
   * @param rated whether the game counts for the ratings
   */
  record GameShown(GameView view, Side side, Arrival arrival, boolean rated) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameShown(this); }
  }

  /**
   * The receiver's own move: made ({@code move} not null) and/or its turn completed; then {@code
   * view} is the game after it.
   */
  record YouMoved(GameView view, PlayedMove move, boolean completed) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.youMoved(this); }
  }

  /** The opponent moved: made a move ({@code completed} false) or completed a turn. */
  record OpponentMoved(GameView view, PlayedMove move, boolean completed) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.opponentMoved(this); }
  }

  /** The receiver took their move back. */
  record YouUndid(GameView view) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.youUndid(this); }
  }

  /** The opponent took their move back. */
  record OpponentUndid(GameView view, String player) implements GameNews {
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
      implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameEnded(this); }
  }

  /**
   * A player offers a draw: the opponent may accept it; {@code toSpectator}, the same news for a
   * spectator, who may not.
   */
  record DrawOffered(String player, boolean toSpectator) implements GameNews {
    public DrawOffered(String player) {
      this(player, false);
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.drawOffered(this); }
  }

  /**
   * A game resumed after a restart waits with its clocks stopped for the players named; they start
   * once both are back or after {@code graceSeconds} more.
   */
  record GameWaiting(long game, List<String> waitingFor, long graceSeconds)
      implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameWaiting(this); }
  }

  /**
   * A game's clocks run again, the side to move's first: both players are back, or ({@code
   * graceOver}) the wait for them is over, or {@code by} resumed a paused game.
   *
   * @param by who resumed it (the arbiter, or the player whose request agreed), {@code null} when
   *     nobody did (the players are back or the wait is over)
   */
  record GameResumed(long game, boolean graceOver, String by) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gameResumed(this); }
  }

  /**
   * A game is paused: its clocks stand still and moves wait until it is resumed.
   *
   * @param by who paused it (the arbiter, or the player whose request agreed), {@code null} when
   *     the pause is told to someone who comes to the game later
   */
  record GamePaused(long game, String by) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gamePaused(this); }
  }

  /** The store cannot take moves: the game's clocks stand still; or ({@code back}) it can again. */
  record StoreOutage(long game, boolean back) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.storeOutage(this); }
  }

  /**
   * A player of a casual game asks to pause it ({@code resume}: to resume it); the opponent's own
   * request agrees; {@code toSpectator}, the same news for a spectator, who cannot agree.
   */
  record PauseAsked(long game, String player, boolean resume, boolean toSpectator)
      implements GameNews {
    public PauseAsked(long game, String player, boolean resume) {
      this(game, player, resume, false);
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.pauseAsked(this); }
  }

  /** {@code by} gave {@code player} {@code seconds} more on their clock in game {@code game}. */
  record TimeGiven(long game, String player, long seconds, String by) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.timeGiven(this); }
  }

  /**
   * An arena player berserked in game {@code game}: {@code seconds} left their clock (lichess's
   * penalty; 0 when the increment is large) and their moves earn no increment any more.
   */
  record Berserked(long game, String player, long seconds) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.berserked(this); }
  }

  /**
   * A player's connection dropped; the game waits {@code graceSeconds} before the opponent may
   * claim the win; {@code toSpectator}, the same news for a spectator, who may not.
   */
  record PlayerLeft(String player, long graceSeconds, boolean toSpectator) implements GameNews {
    public PlayerLeft(String player, long graceSeconds) {
      this(player, graceSeconds, false);
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.playerLeft(this); }
  }

  /** A player came (back) to the game; {@code first} when they had not been there before. */
  record PlayerReturned(String player, boolean first) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.playerReturned(this); }
  }

  /** Chat in a game. */
  record ChatSaid(long game, String from, String text, boolean spectator) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.chatSaid(this); }
  }

  /** {@code show_turn}. */
  record TurnShown(String player, Side side) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.turnShown(this); }
  }

  /** {@code show_board}. */
  record BoardShown(GameView view) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.boardShown(this); }
  }

  /** {@code time}: both clocks of a timed game. */
  record ClockShown(GameView view) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.clockShown(this); }
  }

  /** {@code undo_number}. */
  record UndosLeft(int count) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.undosLeft(this); }
  }

  /** {@code show_moves}: the moves of one side or both, oldest first. */
  record MovesShown(List<PlayedMove> moves) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.movesShown(this); }
  }

  /** {@code show_killed}: the pieces taken, in the order they were taken. */
  record KilledShown(List<PlayedMove.Kill> kills) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.killedShown(this); }
  }

  /**
   * The lobby as it is now, for a session that watches it: the users online and the running games.
   */
  record LobbyShown(List<OnlineUser> users, List<GameSummary> games) implements GameNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.lobbyShown(this); }
  }
}
