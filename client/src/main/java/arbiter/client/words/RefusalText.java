package arbiter.client.words;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.util.Map;

/**
 * Why the server refused a request, in words. A move the rules refuse carries a {@code reason}
 * code, said here in this client's words (the server's {@code detail} for a code it does not know
 * yet); any other refusal is the server's message, which is already a sentence.
 */
public final class RefusalText {

  /** Each reason code's key in the client's words. */
  private static final Map<String, String> MOVE_REASONS = Map.ofEntries(
      Map.entry("game_over", "client.reason_game_over"),
      Map.entry("no_piece", "client.reason_no_piece"),
      Map.entry("not_your_piece", "client.reason_not_your_piece"),
      Map.entry("wrong_piece", "client.reason_wrong_piece"),
      Map.entry("own_piece_there", "client.reason_own_piece_there"),
      Map.entry("cannot_move_so", "client.reason_cannot_move_so"),
      Map.entry("no_piece_can", "client.reason_no_piece_can"),
      Map.entry("king_in_check", "client.reason_king_in_check"),
      Map.entry("cannot_castle", "client.reason_cannot_castle"),
      Map.entry("capture_compulsory", "client.reason_capture_compulsory"),
      Map.entry("capture_not_finished", "client.reason_capture_not_finished"),
      Map.entry("not_in_hand", "client.reason_not_in_hand"),
      Map.entry("drop_square_taken", "client.reason_drop_square_taken"));

  private RefusalText() {}

  /** The words of a move refusal's reason code, or null when the code is unknown or absent. */
  public static String reason(String code) {
    String key = code == null ? null : MOVE_REASONS.get(code);
    return key == null ? null : ClientWords.current().get(key);
  }

  /**
   * One line: why {@code asked} (the request the error answers, or null) was refused, naming the
   * move when it was one.
   */
  public static String of(Event.Error error, Request asked) {
    String why = reason(error.reason());
    if (why == null && error.detail() != null && !error.detail().isBlank()) {
      why = error.detail();
    }
    if (asked instanceof Request.Move move) {
      return move.move() + ": " + (why == null ? error.message() : why);
    }
    return why == null ? error.message() : error.message() + ": " + why;
  }
}
