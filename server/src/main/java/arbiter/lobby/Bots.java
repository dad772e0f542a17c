package arbiter.lobby;

import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import arbiter.game.GameRoom;
import arbiter.game.Seat;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.List;

/**
 * The bots as the lobby sees them (house bots and external engines): players with no account and
 * no connection who are online while they can play and accept a challenge at once, in as many
 * games as the server allows.
 */
public interface Bots {

  /** A server without house bots. */
  Bots NONE = new Bots() {
    @Override
    public boolean isBot(String name) {
      return false;
    }

    @Override
    public List<String> names() {
      return List.of();
    }

    @Override
    public BotSeat seat(String name, Variant variant) {
      return null;
    }

    @Override
    public int maxGames() {
      return 0;
    }

    @Override
    public boolean rated() {
      return false;
    }
  };

  /** Whether {@code name} is a bot's (its name cannot be registered), available or not. */
  boolean isBot(String name);

  /** Whether bot {@code name} plays now: an external engine that did not start does not. */
  default boolean available(String name) {
    return isBot(name);
  }

  /** Why bot {@code name} would not take a game of {@code variant} now; {@code null}: it would. */
  default AnswerEvent.Refused refused(String name, Variant variant) {
    return null;
  }

  /**
   * The name of bot {@code name} playing at {@code level} (a challenge's {@code level N}), {@code
   * null} when that bot has no such level.
   */
  default String atLevel(String name, int level) {
    return null;
  }

  /** The highest level a challenge may ask for, 0 when none. */
  default int maxLevel() {
    return 0;
  }

  /** The bots' names, sorted. */
  List<String> names();

  /** The bot {@code name}'s seat in a new game of {@code variant}; {@code null}: at the limit. */
  BotSeat seat(String name, Variant variant);

  /** How many bot games may run at once. */
  int maxGames();

  /** Whether a bot game counts for the human's rating ({@code bots.rated}). */
  boolean rated();

  /** The refusal of a bot that plays all the games the server allows. */
  default AnswerEvent.Refused busy() {
    return new AnswerEvent.Refused(Refusal.BOTS_BUSY, "", maxGames());
  }

  /**
   * After a restart, the bots of a resumed game take their seats again at once, and each moves
   * when it is its turn; a bot that cannot (at the limit, or its engine is unavailable) stays
   * absent, as a player who has not come back.
   */
  default void rejoin(GameRoom room, Variant variant) {
    for (Side side : Side.values()) {
      BotSeat bot = isBot(room.player(side)) ? seat(room.player(side), variant) : null;
      if (bot != null) {
        bot.seated(room, side);
        room.rebind(side, bot);
        room.claimAfterGrace(side); // a player who does not come back loses, as after a drop
      }
    }
  }

  /**
   * Bot {@code name}'s seat at a game the server arranged (a tournament's round), {@code null}
   * when {@code name} is no bot's or the bot cannot play it now: then it is absent, as a player
   * who did not come.
   */
  default BotSeat arranged(String name, Variant variant) {
    return isBot(name) && available(name) && refused(name, variant) == null
        ? seat(name, variant) : null;
  }

  /** A bot at one game: it plays once it knows its room and side. */
  interface BotSeat extends Seat {

    /** The room was opened with this seat at {@code side}; called before the room starts. */
    void seated(GameRoom room, Side side);
  }
}
