package arbiter.lobby;

import arbiter.game.GameRoom;
import arbiter.game.Seat;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.List;

/**
 * The house bots as the lobby sees them: players with no account and no connection who are always
 * online and accept every challenge at once, in as many games as the server allows.
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

  /** Whether {@code name} is a house bot's. */
  boolean isBot(String name);

  /** The bots' names, sorted. */
  List<String> names();

  /** The bot {@code name}'s seat in a new game of {@code variant}; {@code null}: at the limit. */
  BotSeat seat(String name, Variant variant);

  /** How many bot games may run at once. */
  int maxGames();

  /** Whether a bot game counts for the human's rating ({@code bots.rated}). */
  boolean rated();

  /** A bot at one game: it plays once it knows its room and side. */
  interface BotSeat extends Seat {

    /** The room was opened with this seat at {@code side}; called before the room starts. */
    void seated(GameRoom room, Side side);
  }
}
