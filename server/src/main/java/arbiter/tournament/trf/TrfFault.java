package arbiter.tournament.trf;

import java.util.Locale;

/**
 * Why a tournament report file is refused, with the arguments each fault names (in this order).
 * The faults of one line ({@link TrfFormatException}) come with its line number; those of the file
 * as a whole (its players and rounds taken together) with none. Each face words them.
 */
public enum TrfFault {
  // --- one line ---
  /** (): CR LF, LF and CR mixed. */
  MIXED_LINE_ENDS,
  /** (the text): a non-blank line shorter than a code. */
  NO_CODE,
  /** (code). */
  NO_SPACE_AFTER_CODE,
  /** (code, value): {@code 142} or {@code XXR} is not a positive number. */
  ROUNDS_NOT_NUMBER,
  /** (code): {@code 152} is not {@code W} or {@code B}. */
  INITIAL_COLOUR,
  /** (starting rank): two player lines have it. */
  RANK_REPEATED,
  /** (): a player line shorter than its fixed columns. */
  PLAYER_LINE_SHORT,
  /** (): a player line's column 4 is not blank. */
  COLUMN_4,
  /** (the column's text). */
  START_NOT_NUMBER,
  /** (). */
  START_ZERO,
  /** (the column's text). */
  RATING_NOT_NUMBER,
  /** (the column's text). */
  RANK_NOT_NUMBER,
  /** (the column's text). */
  POINTS,
  /** (round, the column it must start in). */
  ROUND_COLUMN,
  /** (column). */
  STRAY_TEXT,
  /** (round, the opponent's text). */
  OPPONENT_NOT_NUMBER,
  /** (round, the round's text): not {@code OOOO C R}. */
  ROUND_FORM,
  /** (round, the letter). */
  UNKNOWN_RESULT,
  /** (round). */
  PLAYED_NEEDS_COLOUR,
  /** (round). */
  COLOUR_WITHOUT_OPPONENT,
  /** (round). */
  RESULT_WITHOUT_OPPONENT,

  // --- the file as a whole ---
  /** (players). */
  TOO_FEW_PLAYERS,
  /** (players): the starting ranks are not 1 to that. */
  RANKS_NOT_CONSECUTIVE,
  /** (starting rank, name): no player's name (a seat's rule), or one another player has. */
  NOT_A_USER_NAME,
  /** (rounds a player has, rounds the file says). */
  ROUNDS_EXCEED,
  /** (round, the next round): the round has boards without a result and the next is paired. */
  ROUND_UNFINISHED,
  /** (starting rank, round): after the rounds paired only a half-point bye or a withdrawal. */
  AFTER_PAIRED_ROUNDS,
  /** (starting rank, round): a result that needs an opponent, with none. */
  BYE_WITH_RESULT,
  /** (starting rank, round, the opponent named). */
  NO_SUCH_OPPONENT,
  /** (round, starting rank, the opponent, whom the opponent meets). */
  MEETS_OTHER,
  /** (round, starting rank, the opponent, the colour both have). */
  SAME_COLOUR,
  /** (round, starting rank, the opponent). */
  RESULTS_DISAGREE;

  /** The fault's stable code ({@code round_form}): the JSON protocol's and the words' key. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }
}
