package arbiter.face.json;

import arbiter.protocol.TournamentData;
import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.knockout.Game;
import arbiter.tournament.knockout.KnockoutRules;
import arbiter.tournament.knockout.Match;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A knockout's bracket as the protocol's fields: the JSON face, the web API, the projector. */
public final class BracketJson {

  private BracketJson() {}

  /** The bracket's fields; {@code null} for {@code null} (another format, or not started). */
  public static TournamentData.Bracket of(Bracket bracket) {
    if (bracket == null) {
      return null;
    }
    List<List<TournamentData.BracketMatch>> rounds = new ArrayList<>();
    for (List<Match> round : bracket.rounds()) {
      List<TournamentData.BracketMatch> matches = new ArrayList<>();
      for (Match m : round) {
        List<TournamentData.BracketGame> games = new ArrayList<>();
        for (Game g : m.games()) {
          games.add(new TournamentData.BracketGame(g.round(), g.board(), code(g.stage()),
              g.white(), g.black(), g.result() == null ? null : g.result().label(),
              g.counted()));
        }
        matches.add(new TournamentData.BracketMatch(m.round(), m.index() + 1, m.high(), m.low(),
            m.highSeed(), m.lowSeed(), m.highHalf() / 2.0, m.lowHalf() / 2.0,
            m.highTiebreakHalf() / 2.0, m.lowTiebreakHalf() / 2.0, m.winner(),
            code(m.decision()), games));
      }
      rounds.add(matches);
    }
    KnockoutRules rules = bracket.rules();
    return new TournamentData.Bracket(bracket.size(), rules.games(), rules.tiebreakGames(),
        rules.tiebreakTime(), rules.armageddonTime(), rules.armageddonBonusSeconds(),
        bracket.champion(), rounds);
  }

  private static String code(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }
}
