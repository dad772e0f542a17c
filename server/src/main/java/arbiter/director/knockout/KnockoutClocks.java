package arbiter.director.knockout;

import arbiter.event.DomainEvent;
import arbiter.game.GameRoom;
import arbiter.game.Seat;
import arbiter.rules.Side;
import arbiter.tournament.Format;
import arbiter.tournament.Tournament;
import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.knockout.Game;
import arbiter.tournament.knockout.KnockoutRules;
import arbiter.tournament.knockout.Stage;

/**
 * The clocks of a knockout's games: a match game at the tournament's control, a tie-break game at
 * the faster one, the armageddon at black's control with white's bonus given as the game starts
 * (stored as an arbiter's gift, so a restart keeps it). Any other tournament's games keep its
 * control.
 */
public final class KnockoutClocks {

  private KnockoutClocks() {}

  /** The time control text of the game at {@code board} of {@code round}; null when untimed. */
  public static String timeControl(Tournament tournament, int round, int board) {
    Game game = game(tournament, round, board);
    return game == null ? tournament.timeControl()
        : tournament.bracket().rules().timeControl(game.stage(), tournament.timeControl());
  }

  /** Gives white the armageddon's bonus, if this board is an armageddon of a timed knockout. */
  public static void startArmageddon(Tournament tournament, int round, int board, GameRoom room) {
    Game game = game(tournament, round, board);
    KnockoutRules rules = game == null ? null : tournament.bracket().rules();
    if (game != null && game.stage() == Stage.ARMAGEDDON && rules.armageddonBonusSeconds() > 0
        && rules.timeControl(Stage.ARMAGEDDON, tournament.timeControl()) != null) {
      room.giveTime(Side.WHITE, rules.armageddonBonusSeconds(), new Arbiter(tournament.name()));
    }
  }

  private static Game game(Tournament tournament, int round, int board) {
    if (tournament.format() != Format.KNOCKOUT) {
      return null;
    }
    Bracket bracket = tournament.bracket();
    return bracket == null ? null : bracket.game(round, board);
  }

  /** The tournament as the giver of the bonus: it hears nothing back. */
  private record Arbiter(String name) implements Seat {
    @Override
    public void receive(DomainEvent event) {}

    @Override
    public void gameEnded(GameRoom room) {}
  }
}
