package arbiter.tournament;

/**
 * Why a tournament's own rules refuse a change, with the arguments each reason names (in this
 * order). Each face words it; the text face's sentences are those the director used to build.
 */
public enum TournamentRefusal {
  /** (). */
  NAME_MISSING,
  /** (). */
  SWISS_ROUNDS_MISSING,
  /** (). */
  CREATED_TWICE,
  /** (round). */
  NOT_CURRENT_ROUND,
  /** (round, current round). */
  NOT_CURRENT_ROUND_OF,
  /** (round). */
  NOT_NEXT_ROUND,
  /** (tournament). */
  OVER,
  /** (tournament). */
  REGISTRATION_CLOSED,
  /** (tournament). */
  NOT_RUNNING,
  /** (tournament). */
  NOT_STARTED,
  /** (tournament): a late entry before the start. */
  NOT_STARTED_JOIN,
  /** (player, tournament). */
  ALREADY_JOINED,
  /** (player, tournament). */
  NOT_IN,
  /** (player, tournament). */
  ALREADY_LEFT,
  /** (player, tournament). */
  ALREADY_IN,
  /** (player, tournament). */
  HAS_WITHDRAWN,
  /** (player, tournament): the name is no seat (a player without an account) there. */
  NOT_A_SEAT,
  /** (player, tournament): the user's name is a seat there, not bound to their account. */
  SEAT_NOT_YOURS,
  /** (the longest name): a seat's name that no file or command could carry ({@link SeatName}). */
  SEAT_NAME,
  /** (player, tournament). */
  NOT_WITHDRAWN,
  /** (tournament). */
  SEEDING_MISMATCH,
  /** (tournament, players). */
  TOO_FEW_PLAYERS,
  /** (rounds, tournament, players). */
  SWISS_TOO_FEW_PLAYERS,
  /** (round, board). */
  NO_BOARD,
  /** (board, round). */
  BYE_BOARD,
  /** (board, round). */
  RESULT_NEEDED,
  /** (board, round, result). */
  HAS_RESULT,
  /** (board, round). */
  NO_RESULT_YET,
  /** (round, the boards without a result). */
  ROUND_INCOMPLETE,
  /** (). */
  NO_LATE_ENTRIES,
  /** (): 0, 1/2 or, a full-point bye, the pairing-allocated bye's worth. */
  LATE_BYE_WORTH,
  /** (). */
  NO_REQUESTED_BYES,
  /** (round, tournament, first coming round, last round). */
  NOT_COMING_ROUND,
  /** (player, round). */
  BYE_ALREADY,
  /** (tournament, round, rounds paired). */
  NO_ROUND,
  /** (tournament, round). */
  NO_ROUND_PAIRED,
  /** (). */
  SWAP_NEEDS_TWO,
  /** (round, board). */
  NO_GAME_ON_BOARD,
  /** (). */
  BOARD_NEEDS_TWO,
  /** (round). */
  NOT_PUBLISHED_ROUND,
  /** (). */
  RESEAT_KEEPS_PLAYERS,
  /** (round, tournament). */
  SEATS_FIXED,
  /** (player). */
  NO_SEAT,
  /** (user, tournament). */
  ALREADY_ARBITER,
  /** (round, tournament). */
  ROUND_ALREADY_OVER,
  /** (round, tournament). */
  ROUND_ALREADY_PUBLISHED,
  /** (round, tournament). */
  ROUND_NOT_OVER,
  /** (round, tournament). */
  ROUND_ALREADY_STARTED,
  /** (). */
  PAIRING_OPTION,
  /** (key). */
  NUMBER_OPTION,
  /** {@code acceleration} is {@code baku} or {@code none}. */
  ACCELERATION_OPTION,
  /** {@code pab} is 1, 0.5 or 0. */
  PAB_OPTION,
  /** A forbidden pair is two different players. */
  FORBID_PAIR,
  /** A forbidden pair (args: the two) would leave the next round without a legal pairing. */
  FORBID_IMPOSSIBLE,
  /** (key, the option keys). */
  NO_OPTION,
  /** (key): {@code checkin} and {@code fide} are on or off. */
  ON_OFF_OPTION,
  /** (tournament): check-in is off there. */
  CHECKIN_OFF,
  /** (player, tournament). */
  CHECKED_IN_ALREADY,
  /** (round): no legal pairing of the round is left after the change. */
  REPAIR_IMPOSSIBLE,
  /** (tournament): FIDE gives no full-point bye but the pairing-allocated one; again to give it. */
  FIDE_FULL_BYE,
  /** (): {@code break} is seconds or {@code manual}. */
  BREAK_OPTION,
  /** (tournament): no NAME/players.csv in the tournaments folder. */
  NO_CSV_FILE,
  /**
   * (row number, what is wrong: {@code columns}, {@code name}, {@code rating}, {@code federation},
   * {@code title} or {@code twice}): a players CSV file's bad row; nothing was entered.
   */
  CSV_ROW,
  /** (the tie-break codes, the word that is none). */
  TIEBREAKS,
  /** (tournament): no NAME/NAME.trf in the tournaments folder. */
  NO_TRF_FILE,
  /** (tournament): the file is there but cannot be read (the system's reason goes to the log). */
  TRF_UNREADABLE,
  /** (tournament, the largest size read in KB): refused before it is read. */
  TRF_TOO_LARGE,
  /**
   * (the {@link arbiter.tournament.trf.TrfFault}, its line or 0 for the file as a whole, then the
   * fault's own arguments).
   */
  TRF_INVALID,
  /** (tournament): an over-the-board command in a tournament played on the server. */
  NOT_OTB,
  /** (round, tournament): a report for a round not published and begun. */
  ROUND_NOT_BEGUN,
  /** (round, tournament). */
  ROUND_LOCKED,
  /** (round, tournament). */
  ROUND_NOT_LOCKED,
  /** (player, round): the player has no board in that round. */
  NOT_ON_BOARD,
  /** (board, round): the board is played on the server, or was reported already. */
  BOARD_LIVE,
  /** (board, round): the board has a report or a result; it stays over the board. */
  BOARD_REPORTED,
  /** (board, round, result): the board's result stands; only the arbiter changes it. */
  RESULT_STANDS,
  /** (player, the result they reported before). */
  REPORTED_ALREADY,
  /** (): a player reports 1-0, 0-1 or = (1/2). */
  REPORT_RESULT,
  /** (number, tournament): no open arbiter call has that number. */
  NO_CALL,
  /**
   * (the {@link arbiter.export.ImportFault}, the ply of the move or the character of the tag,
   * the move as written or {@code ""}, the tournament's variant).
   */
  PGN_INVALID,
  /** (how many games the PGN holds): a board's PGN is one game. */
  PGN_GAMES,
  /** (the PGN's variant, the tournament's). */
  PGN_VARIANT,
  /** (): the PGN gives no result (1-0, 0-1 or 1/2-1/2). */
  PGN_NO_RESULT,
  /** (the rules' {@link Result}, the PGN's): the last position is over, with another result. */
  PGN_RESULT_RULED,
  /** (): the server keeps no games (no store). */
  PGN_NOT_KEPT,
  /** (round, board, the game it has): a board's game is archived once. */
  PGN_BOARD_HAS_GAME,
  /** (): a knockout's matches have 1 game or more. */
  KNOCKOUT_GAMES_MISSING,
  /** (key, the largest value). */
  KNOCKOUT_NUMBER_OPTION,
  /** (key): a time control, or none. */
  KNOCKOUT_TIME_OPTION,
  /** (tournament): a knockout's match rules are fixed at its start. */
  KNOCKOUT_SETTINGS_FIXED,
  /** (tournament): a knockout's own option or view, asked of another format. */
  NOT_KNOCKOUT,
  /** (round, tournament): the round's bracket round is over; its winners play on. */
  KNOCKOUT_ROUND_CLOSED,
  /** (player, tournament): a withdrawal in a knockout gave the match away for good. */
  KNOCKOUT_NO_REINSTATE,
  /** (): a knockout's re-seating may change colours, not who meets whom. */
  KNOCKOUT_PAIRS_FIXED,
  /** (): an arena needs its length, at least 1 minute. */
  ARENA_MINUTES_MISSING,
  /** (tournament): the command is an arena's. */
  NOT_ARENA,
  /** (player, tournament): no game of theirs is being played there. */
  NO_ARENA_GAME,
  /** (player): they berserked this game already. */
  BERSERK_TWICE,
  /** (player): a berserk comes before one's first move. */
  BERSERK_AFTER_MOVE,
  /** (tournament, time control): the arena's clock has no initial time to halve (0+2). */
  BERSERK_NO_TIME,
  /** (player, tournament). */
  ALREADY_PAUSED,
  /** (player, tournament). */
  NOT_PAUSED,
  /** (): a team competition created without its number of boards. */
  BOARDS_MISSING,
  /** (tournament): a team entered in a tournament of players. */
  TEAM_FORMAT_ONLY,
  /** (tournament): a player joined a team competition alone. */
  TEAM_NEEDED,
  /** (team, tournament). */
  TEAM_ALREADY_IN,
  /** (team, tournament). */
  TEAM_NOT_IN,
  /** (team, players it has, boards the matches have). */
  TEAM_SHORT,
  /** (player, team they play for, tournament): a player in two teams of one tournament. */
  PLAYER_IN_TWO_TEAMS,
  /** (tournament, teams it has): a team competition needs two teams at least. */
  TEAMS_TOO_FEW,
  /** (rounds, teams needed, tournament, teams it has). */
  TEAM_SWISS_TOO_FEW,
  /** (tournament): a team round robin takes no team after the start. */
  NO_LATE_TEAMS,
  /** (): a team's name is 1 to 32 letters, digits, _ or -. */
  TEAM_NAME,
  /** (team). */
  TEAM_EXISTS,
  /** (team). */
  NO_SUCH_TEAM,
  /** (team, its captain): only the captain changes a team or enters it. */
  NOT_CAPTAIN,
  /** (player): only an account plays for a team. */
  TEAM_NO_USER,
  /** (board asked, the last board it may take). */
  TEAM_BOARD,
  /** (player, team). */
  TEAM_NOT_MEMBER,
  /** (team, different players named, boards the matches have): one player a board. */
  LINEUP_SIZE,
  /** (round, tournament): the round is paired; a lineup counts from the next pairing. */
  LINEUP_PAIRED,
  /** (team): {@code team join} or {@code decline} without the team's invitation. */
  TEAM_NOT_INVITED;

  /** Why a format that needs a number of rounds (games, minutes) was created without one. */
  static TournamentRefusal roundsMissing(Format format) {
    return switch (format) {
      case SWISS, TEAM_SWISS -> SWISS_ROUNDS_MISSING;
      case ARENA -> ARENA_MINUTES_MISSING;
      default -> KNOCKOUT_GAMES_MISSING;
    };
  }
}
