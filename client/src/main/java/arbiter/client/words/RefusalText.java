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

  private static final Map<String, String> MOVE_REASONS = Map.ofEntries(
      Map.entry("game_over", "the game is over"),
      Map.entry("no_piece", "there is no piece on that square"),
      Map.entry("not_your_piece", "that piece is not yours"),
      Map.entry("wrong_piece", "that is not the piece on that square"),
      Map.entry("own_piece_there", "one of your own pieces stands there"),
      Map.entry("cannot_move_so", "that piece cannot move so"),
      Map.entry("no_piece_can", "none of your pieces can go there"),
      Map.entry("king_in_check", "your king would be in check"),
      Map.entry("cannot_castle", "you cannot castle now"),
      Map.entry("capture_compulsory", "a capture is compulsory"),
      Map.entry("capture_not_finished", "the same piece must go on capturing"),
      Map.entry("not_in_hand", "you have no such piece in hand"),
      Map.entry("drop_square_taken", "the drop square is taken"));

  private RefusalText() {}

  /** The words of a move refusal's reason code, or null when the code is unknown or absent. */
  public static String reason(String code) {
    return code == null ? null : MOVE_REASONS.get(code);
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
