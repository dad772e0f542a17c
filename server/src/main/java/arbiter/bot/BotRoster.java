package arbiter.bot;

import arbiter.event.AnswerEvent;
import arbiter.lobby.Bots;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Every bot of the server as one: the house bots and the external engines, each asked about the
 * names that are its own. Whether bot games are rated, and the limit a busy refusal names, are the
 * house bots' ({@code bots.rated}, {@code bots.games.max}).
 */
public final class BotRoster implements Bots {

  private final Bots house;
  private final Bots engines;

  public BotRoster(Bots house, Bots engines) {
    this.house = house;
    this.engines = engines;
  }

  private Bots owner(String name) {
    return engines.isBot(name) ? engines : house;
  }

  @Override
  public boolean isBot(String name) {
    return house.isBot(name) || engines.isBot(name);
  }

  @Override
  public boolean available(String name) {
    return owner(name).available(name);
  }

  @Override
  public List<String> names() {
    List<String> names = new ArrayList<>(house.names());
    names.addAll(engines.names());
    names.sort(null);
    return names;
  }

  @Override
  public AnswerEvent.Refused refused(String name, Variant variant) {
    return owner(name).refused(name, variant);
  }

  @Override
  public BotSeat seat(String name, Variant variant) {
    return owner(name).seat(name, variant);
  }

  @Override
  public String atLevel(String name, int level) {
    return house.atLevel(name, level); // external engines have no levels
  }

  @Override
  public int maxLevel() {
    return house.maxLevel();
  }

  @Override
  public int maxGames() {
    return house.maxGames();
  }

  @Override
  public boolean rated() {
    return house.rated();
  }
}
