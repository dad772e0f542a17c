package arbiter.local.judge;

import java.util.Optional;

/**
 * The judge's input format, line by line: a move count {@code n}, then {@code n} moves, repeated
 * until a line {@code 0}. Moves are taken one per whitespace-separated word, so a game written on
 * one line is read too; blank lines are skipped.
 */
public final class JudgeSession {

  private int lineNumber;
  private int games;
  private int remaining;
  private GameJudge game;
  private boolean over;

  /**
   * Reads one input line; returns the verdict text when the line completes a game.
   *
   * @throws JudgeInputException if a count is expected and the line holds something else
   */
  public Optional<String> line(String line) throws JudgeInputException {
    lineNumber++;
    String verdict = null;
    int start = 0;
    int length = line.length();
    while (!over) {
      while (start < length && Character.isWhitespace(line.charAt(start))) {
        start++;
      }
      if (start == length) {
        break;
      }
      int end = start;
      while (end < length && !Character.isWhitespace(line.charAt(end))) {
        end++;
      }
      String word = line.substring(start, end);
      start = end;
      if (game == null) {
        startGame(word);
      } else {
        game.move(word);
        remaining--;
      }
      if (game != null && remaining == 0) {
        verdict = verdict == null ? "" : verdict + "\n";
        verdict += game.verdict().text();
        game = null;
      }
    }
    return Optional.ofNullable(verdict);
  }

  /** Whether the closing {@code 0} has been read. */
  public boolean isOver() {
    return over;
  }

  /**
   * Called at the end of the input.
   *
   * @throws JudgeInputException if the input ended inside a game
   */
  public void end() throws JudgeInputException {
    if (game != null) {
      throw new JudgeInputException(
          "input ended inside game " + games + ": " + remaining + " more move(s) expected");
    }
  }

  private void startGame(String word) throws JudgeInputException {
    int count;
    try {
      count = Integer.parseInt(word);
    } catch (NumberFormatException e) {
      count = -1;
    }
    if (count < 0) {
      throw new JudgeInputException(
          "line " + lineNumber + ": expected a move count, found '" + word + "'");
    }
    if (count == 0) {
      over = true;
      return;
    }
    games++;
    remaining = count;
    game = new GameJudge();
  }
}
