package arbiter.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import arbiter.lobby.Bots;
import org.junit.jupiter.api.Test;

/** The server's bots together: a challenge's level goes to the house bots. */
class BotRosterTest {

  @Test
  void houseAtALevelIsThatLevelsBotAndOnlyHouseHasLevels() {
    BotRoster roster = new BotRoster(new HouseBots(Runnable::run, 1, false, 4), Bots.NONE);
    assertEquals("house6", roster.atLevel("house", 6));
    assertNull(roster.atLevel("house", 9));
    assertNull(roster.atLevel("stockfish", 3));
    assertEquals(8, roster.maxLevel());
  }
}
