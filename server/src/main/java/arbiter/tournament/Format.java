package arbiter.tournament;

import java.util.Locale;

/** How a tournament pairs its rounds. */
public enum Format {
  /** Everyone meets everyone once, by the Berger tables. */
  ROUND_ROBIN,
  /** A fixed number of rounds paired by the Dutch system. */
  SWISS,
  /** A bracket of matches seeded by rating; the loser of each match goes out. */
  KNOCKOUT,
  /**
   * Whoever is free is paired, for a fixed number of minutes, scored as lichess's arena
   * ({@link arbiter.tournament.arena.ArenaScoring}): all its games are boards of one round.
   */
  ARENA,
  /** Every team meets every team once, by the Berger tables over the teams ({@link TeamRounds}). */
  TEAM_ROUND_ROBIN,
  /** A fixed number of rounds, teams paired by match points ({@link TeamRounds}). */
  TEAM_SWISS;

  /**
   * What a bye is worth, in half points. A round-robin bye is a rest day that every player gets
   * once when the count is odd, so it is worth nothing; a Swiss bye stands in for a game and is
   * worth a win (FIDE C.04.1.c); a team Swiss bye is a won match, every board of it won.
   */
  int byeHalfPoints() {
    return this == SWISS || this == TEAM_SWISS ? 2 : 0;
  }

  /** Whether teams, not players, enter and are paired. */
  public boolean isTeam() {
    return this == TEAM_ROUND_ROBIN || this == TEAM_SWISS;
  }

  /** The word {@code tournament create} takes for the format, and every face shows as its code. */
  public String code() {
    return name().toLowerCase(Locale.ROOT).replace("_", "");
  }
}
