package arbiter.lobby;

import arbiter.event.Progress;

/**
 * What a game's start does to its players' open offers, whatever seats them (an accepted
 * challenge, a seek taken, a bot's game, an arranged round, a simul's boards, a seat handed over):
 * the challenges to them lapse, and their seek ads are removed, those who see ads told. Guarded by
 * the {@link Lobby}'s lock.
 */
final class GameStarts {

  private final Presence online;
  private final Challenges challenges;
  private final SeekBoard seeks;

  GameStarts(Presence online, Challenges challenges, SeekBoard seeks) {
    this.online = online;
    this.challenges = challenges;
    this.seeks = seeks;
  }

  /** {@code news} and the removal of the players' seek ads, if they had any; they are busy now. */
  Progress lapse(Progress news, String... players) {
    for (String player : players) {
      challenges.lapseTo(player);
    }
    return seeks.removed(news, online, players);
  }
}
