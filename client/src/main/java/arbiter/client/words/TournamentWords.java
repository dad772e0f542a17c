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
      return w("client.n_game", game.tournament(), game.round(),
          w("white".equals(game.side()) ? "swing.white" : "swing.black"), game.opponent(),
          game.board(), game.game());
    }
    if (event instanceof Event.RoundBye bye) {
      return w("client.n_bye", bye.tournament(), bye.round());
    }
    if (event instanceof Event.RoundOver over) {
      return w("client.n_round_over", over.tournament(), over.round());
    }
    if (event instanceof Event.TournamentOver over) {
      return over.standings().isEmpty() ? w("client.n_over", over.tournament())
          : w("client.n_over_won", over.tournament(), over.standings().get(0).player());
    }
    if (event instanceof Event.AbsentWithdrawn withdrawn) {
      return w("client.n_withdrawn", withdrawn.tournament(), withdrawn.player(),
          withdrawn.absences());
    }
    if (event instanceof Event.TournamentInvited invited) {
      return invited.seat() != null
          ? w("client.n_invited_seat", invited.tournament(), invited.by(), invited.seat())
          : w(invited.half() ? "client.n_invited_half" : "client.n_invited", invited.tournament(),
          invited.by());
    }
    if (event instanceof Event.TeamInvited invited) {
      return w("client.n_team_invited", invited.team(), invited.captain());
    }
    if (event instanceof Event.TournamentNotice notice) {
      // the server words the action in the client's language; one before kinds sent only English
      // the director (the server acting by the tournament's rules) is worded here, not by name
      return w("client.n_notice", notice.tournament(),
          Boolean.TRUE.equals(notice.director()) ? w("client.director") : notice.by(),
          notice.message() != null ? notice.message() : notice.action());
    }
    if (event instanceof Event.BoardToArbiter b) {
      return "late".equals(b.reason())
          ? w("client.n_to_arbiter_late", b.tournament(), b.round(), b.board(), b.white(),
              b.black())
          : w("client.n_to_arbiter_conflict", b.tournament(), b.round(), b.board(), b.white(),
              b.black(), b.whiteReport(), b.blackReport());
    }
    if (event instanceof Event.ArbiterCall c) {
      return w("client.n_arbiter_call", c.tournament(), c.number(), c.board(), c.player(),
          c.text());
    }
    if (event instanceof Event.ArbiterCallTaken t) {
      return w("client.n_call_taken", t.tournament(), t.number(), t.by());
    }
    if (event instanceof Event.ResultCorrected c) {
      return w("client.n_corrected", c.tournament(), c.round(), c.board(), c.white(), c.black(),
          c.by(), c.from(), c.to());
    }
    return null;
  }

  /**
   * The note under standings whose points count a round still being played and whose tie-breaks
   * do not yet (the answer's {@code roundInPlay}); null when there is none.
   */
  public static String roundInPlay(TournamentData data) {
    Integer round = data == null ? null : data.roundInPlay();
    return round == null || round == 0 ? null : w("client.n_round_in_play", round);
  }

  /** A tournament in a list: {@code cup (chess swiss, 5 rounds, 8 players, round 2)}. */
  public static String summary(TournamentData.Info t) {
    String phase = switch (t.phase()) {
      case "open" -> w("client.n_open");
      case "finished" -> w("client.n_finished");
      default -> w("client.n_round", t.round());
    };
    boolean arena = t.format().equals("arena"); // rounds: an arena's minutes
    String key = t.time() == null ? (arena ? "client.n_arena" : "client.n_summary")
        : arena ? "client.n_arena_timed" : "client.n_summary_timed";
    return w(key, t.name(),
        t.variant(), t.format(), t.rounds(), t.players(), phase, t.time());
  }

  /** The names of the tournaments of a list answer, in its order. */
  public static List<String> names(TournamentData data) {
    List<String> names = new ArrayList<>();
    if (data != null && data.tournaments() != null) {
      data.tournaments().forEach(t -> names.add(t.name()));
    }
    return names;
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
