package arbiter.tournament;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Each player's short code in a tournament, printed on their pairing line: with it a phone
 * reports the player's board without a password. A code is made from the tournament's stored
 * secret ({@link BoardReports#key()}) and the player's name, so it is the same after a restart
 * and on every printout, and nobody without the secret can make another player's.
 */
public interface PlayerCodes {

  /** The player's code, or {@code null} for no player of the tournament (or no secret yet). */
  String code(String player);

  /** The player a code belongs to (in any case, spaces ignored), if any. */
  Optional<String> player(String code);

  /**
   * The codes of a tournament's players as it stands now: a copy, which any thread may read
   * (the tournament itself stays on its own).
   */
  static PlayerCodes of(Tournament tournament) {
    Map<String, String> codes = new LinkedHashMap<>();
    String key = tournament.boardReports().key();
    if (key != null) {
      tournament.players().forEach(player -> codes.put(player, make(key, player)));
    }
    return new PlayerCodes() {
      @Override
      public String code(String player) {
        return codes.get(player);
      }

      @Override
      public Optional<String> player(String code) {
        String typed = code == null ? "" : code.replace(" ", "").toUpperCase(Locale.ROOT);
        return codes.entrySet().stream().filter(e -> e.getValue().equals(typed))
            .map(Map.Entry::getKey).findFirst();
      }
    };
  }

  /** Six symbols of 32 (no 0/O, 1/I): 30 bits of HMAC-SHA256, easy to read off paper. */
  private static String make(String key, String player) {
    String symbols = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    byte[] mac;
    try {
      Mac hmac = Mac.getInstance("HmacSHA256");
      hmac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      mac = hmac.doFinal(player.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every Java", e);
    }
    StringBuilder code = new StringBuilder(6);
    for (int i = 0; i < 6; i++) {
      code.append(symbols.charAt((mac[i] & 0xff) % symbols.length()));
    }
    return code.toString();
  }
}
