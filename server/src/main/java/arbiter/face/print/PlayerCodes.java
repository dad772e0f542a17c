package arbiter.face.print;

import java.util.Optional;

/**
 * The short code a player identifies by on a phone, printed on their pairing line; empty when the
 * player has none (the default: no codes, the column stays blank).
 */
@FunctionalInterface
public interface PlayerCodes {

  /** No player has a code. */
  PlayerCodes NONE = (tournament, player) -> Optional.empty();

  /** The code of {@code player} in {@code tournament}, if they have one. */
  Optional<String> codeOf(String tournament, String player);
}
