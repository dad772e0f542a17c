package arbiter.event;

/**
 * A user online; {@code game} is the id of the game they play, 0 if none; {@code bot}: a house
 * bot; {@code guest}: an ICS guest, who has no account.
 */
public record OnlineUser(String name, long game, boolean bot, boolean guest) {

  /** A user who is a person with an account. */
  public OnlineUser(String name, long game) {
    this(name, game, false, false);
  }

  /** A user with an account, or a bot. */
  public OnlineUser(String name, long game, boolean bot) {
    this(name, game, bot, false);
  }
}
