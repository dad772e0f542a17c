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
    String head = winner.equals(mine) ? "You won"
        : loser.equals(mine) ? "You lost" : name(state, winner) + " (" + winner + ") won";
    String w = who(state, winner, mine);
    String l = who(state, loser, mine);
    String reason = state.reason() == null ? "" : state.reason();
    return switch (reason) {
      case "checkmate" -> head + ": " + l + (l.equals("you") ? " are" : " is") + " checkmated";
      case "king captured" -> head + ": " + w + " captured " + possessive(l) + " king";
      case "no legal move" -> head + ": " + l + " had no legal move";
      case "no pieces" -> head + ": " + l + " had no pieces left";
      case "last rank" -> head + ": " + possessive(w) + " pawn reached the last rank";
      case "all pawns captured" -> head + ": " + w + " took all of " + possessive(l) + " pawns";
      case "forfeit" -> head + ": " + l + " forfeited";
      case "abandoned" -> head + ": " + l + " left and did not come back";
      case "absent" -> head + ": " + l + " never came to the game";
      case "adjudicated" -> head + ": an arbiter adjudicated the game";
      case "time forfeit" -> head + " on time" + (l.equals("you") ? "" : ": " + l + " ran out of time");
      case "" -> head;
      default -> head + " by " + reason;
    };
  }

  private static String drawn(GameState state, String mine) {
    String reason = state.reason() == null ? "" : state.reason();
    return switch (reason) {
      case "stalemate" -> "Draw by stalemate";
      case "agreement" -> "Draw by agreement";
      case "move limit" -> "Draw: the move limit"
          + (state.limit() > 0 ? " of " + state.limit() + " turns" : "") + " was reached";
      case "threefold repetition" -> "Draw: the same position came three times";
      case "15 king moves" -> "Draw: 15 king moves in a row without a capture or a man's move";
      case "both absent" -> "No game: neither player came";
      case "adjudicated" -> "Draw: an arbiter adjudicated the game";
      case "time forfeit" -> flagged(state, mine);
      case "" -> "Draw";
      default -> "Draw by " + reason;
    };
  }

  /** A fallen flag against a side that could not have won: a draw. */
  private static String flagged(GameState state, String mine) {
    GameState.Clock clock = state.clock();
    if (clock == null || (clock.white() > 0) == (clock.black() > 0)) {
      return "Draw: a flag fell, but the other side could not have won";
    }
    String out = clock.white() <= 0 ? "white" : "black";
    String other = out.equals("white") ? "black" : "white";
    String o = who(state, other, mine);
    return "Draw: " + who(state, out, mine) + " ran out of time, but " + o
        + " could not have won";
  }

  /** A side as the sentence names it: "you" for the viewer, else the player's name. */
  private static String who(GameState state, String side, String mine) {
    return side.equals(mine) ? "you" : name(state, side);
  }

  private static String name(GameState state, String side) {
    return "white".equals(side) ? state.white() : state.black();
  }

  private static String possessive(String who) {
    return who.equals("you") ? "your" : who + "'s";
  }
}
