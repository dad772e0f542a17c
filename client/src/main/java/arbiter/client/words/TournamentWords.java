package arbiter.client.words;

import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import java.util.ArrayList;
import java.util.List;

/**
 * This client's words for the tournament news of protocol version 2 (a round's game, a bye, the
 * end of a round or of the tournament, an absent player withdrawn, an invitation, a player's
 * own action told to the organizers) and for a tournament in a list.
 */
public final class TournamentWords {

  private TournamentWords() {}

  /** The line of a round's news, or null when the event is none. */
  public static String news(Event event) {
    if (event instanceof Event.RoundGame game) {
      return game.tournament() + " round " + game.round() + ": you play " + game.side()
          + " against " + game.opponent() + " on board " + game.board() + " (game " + game.game()
          + ")";
    }
    if (event instanceof Event.RoundBye bye) {
      return bye.tournament() + " round " + bye.round() + ": you have a bye";
    }
    if (event instanceof Event.RoundOver over) {
      return over.tournament() + " round " + over.round() + " is over";
    }
    if (event instanceof Event.TournamentOver over) {
      String winner =
          over.standings().isEmpty() ? "" : ", won by " + over.standings().get(0).player();
      return over.tournament() + " is over" + winner;
    }
    if (event instanceof Event.AbsentWithdrawn withdrawn) {
      return withdrawn.tournament() + ": " + withdrawn.player() + " is withdrawn after "
          + withdrawn.absences() + " games lost by absence";
    }
    if (event instanceof Event.TournamentInvited invited) {
      return invited.tournament() + ": " + invited.by() + " invites you to play"
          + (invited.half() ? " (rounds so far: byes worth 1/2)" : "")
          + "; tournament join " + invited.tournament() + " accepts, tournament decline "
          + invited.tournament() + " declines";
    }
    if (event instanceof Event.TournamentNotice notice) {
      return notice.tournament() + ": " + notice.by() + " did " + notice.action();
    }
    if (event instanceof Event.ResultCorrected c) {
      return c.tournament() + " round " + c.round() + " board " + c.board() + " (" + c.white()
          + " - " + c.black() + "): the arbiter " + c.by() + " corrected the result from "
          + c.from() + " to " + c.to();
    }
    return null;
  }

  /** A tournament in a list: {@code cup (chess swiss, 5 rounds, 8 players, round 2)}. */
  public static String summary(TournamentData.Info t) {
    String phase = switch (t.phase()) {
      case "open" -> "open for entries";
      case "finished" -> "finished";
      default -> "round " + t.round();
    };
    return t.name() + " (" + t.variant() + " " + t.format() + ", " + t.rounds() + " rounds"
        + (t.time() == null ? "" : ", time " + t.time()) + ", " + t.players() + " players, "
        + phase + ")";
  }

  /** The names of the tournaments of a list answer, in its order. */
  public static List<String> names(TournamentData data) {
    List<String> names = new ArrayList<>();
    if (data != null && data.tournaments() != null) {
      data.tournaments().forEach(t -> names.add(t.name()));
    }
    return names;
  }
}
