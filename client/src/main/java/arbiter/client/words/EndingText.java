package arbiter.client.words;

import arbiter.protocol.GameState;

/**
 * How a game ended, in words, from a final state's {@code status}, {@code winner} and {@code
 * reason}: who won and why ({@code You won: bob is checkmated}, {@code Draw: the move limit of 40
 * turns was reached}). A reason this client does not know is shown as the server wrote it.
 */
public final class EndingText {

  private EndingText() {}

  /**
   * The whole sentence for a finished game, told to {@code mine} (the viewer's side, null for a
   * spectator); an empty string while the game goes on.
   */
  public static String of(GameState state, String mine) {
    return switch (state.status()) {
      case "win" -> won(state, mine);
      case "draw" -> drawn(state, mine);
      default -> "";
    };
  }

  private static String won(GameState state, String mine) {
    String winner = state.winner();
    String loser = "white".equals(winner) ? "black" : "white";
    String head = winner.equals(mine) ? w("client.end_you_won")
        : loser.equals(mine) ? w("client.end_you_lost")
        : w("client.end_side_won", name(state, winner),
            w("white".equals(winner) ? "swing.white" : "swing.black"));
    String l = name(state, loser);
    String wn = name(state, winner);
    boolean meLost = loser.equals(mine);
    boolean meWon = winner.equals(mine);
    String reason = state.reason() == null ? "" : state.reason();
    return switch (reason) {
      case "checkmate" -> meLost ? w("client.end_checkmate_you", head)
          : w("client.end_checkmate", head, l);
      case "king captured" -> meWon ? w("client.end_king_you_took", head, l)
          : meLost ? w("client.end_king_your", head, wn) : w("client.end_king", head, wn, l);
      case "no legal move" -> meLost ? w("client.end_no_move_you", head)
          : w("client.end_no_move", head, l);
      case "no pieces" -> meLost ? w("client.end_no_pieces_you", head)
          : w("client.end_no_pieces", head, l);
      case "last rank" -> meWon ? w("client.end_last_rank_you", head)
          : w("client.end_last_rank", head, wn);
      case "all pawns captured" -> meWon ? w("client.end_pawns_you_took", head, l)
          : meLost ? w("client.end_pawns_your", head, wn) : w("client.end_pawns", head, wn, l);
      case "resignation", "forfeit" -> meLost ? w("client.end_resigned_you", head)
          : w("client.end_resigned", head, l);
      case "abandoned" -> meLost ? w("client.end_abandoned_you", head)
          : w("client.end_abandoned", head, l);
      case "absent" -> meLost ? w("client.end_absent_you", head)
          : w("client.end_absent", head, l);
      case "adjudicated" -> w("client.end_adjudicated", head);
      case "time forfeit" -> meLost ? w("client.end_time_you", head)
          : w("client.end_time", head, l);
      case "" -> head;
      default -> w("client.end_by", head, reason);
    };
  }

  private static String drawn(GameState state, String mine) {
    String reason = state.reason() == null ? "" : state.reason();
    return switch (reason) {
      case "stalemate" -> w("client.draw_stalemate");
      case "agreement" -> w("client.draw_agreement");
      case "move limit" -> state.limit() > 0 ? w("client.draw_limit_of", state.limit())
          : w("client.draw_limit");
      case "threefold repetition" -> w("client.draw_threefold");
      case "15 king moves" -> w("client.draw_king_moves");
      case "both absent" -> w("client.draw_both_absent");
      case "adjudicated" -> w("client.draw_adjudicated");
      case "time forfeit" -> flagged(state, mine);
      case "" -> w("client.draw_plain");
      default -> w("client.draw_by", reason);
    };
  }

  /** A fallen flag against a side that could not have won: a draw. */
  private static String flagged(GameState state, String mine) {
    GameState.Clock clock = state.clock();
    if (clock == null || (clock.white() > 0) == (clock.black() > 0)) {
      return w("client.draw_flag");
    }
    String out = clock.white() <= 0 ? "white" : "black";
    String other = out.equals("white") ? "black" : "white";
    if (out.equals(mine)) {
      return w("client.draw_flag_you_out", name(state, other));
    }
    if (other.equals(mine)) {
      return w("client.draw_flag_you_other", name(state, out));
    }
    return w("client.draw_flag_named", name(state, out), name(state, other));
  }

  private static String name(GameState state, String side) {
    return "white".equals(side) ? state.white() : state.black();
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
