package arbiter.protocol;

import java.util.List;

/** A JSON message from the server to a client. */
public sealed interface Event {

  /** The answer to {@link Request.Hello}. */
  record Welcome(int version, String server) implements Event {}

  /** A request succeeded; {@code message} is the text protocol's reply. */
  record Ok(String request, String message) implements Event {}

  /**
   * A request failed; {@code code} is stable, {@code message} is for people. A move the rules
   * refuse also says why: {@code reason} a stable code ({@code king_in_check}), {@code detail} its
   * words; both are absent otherwise.
   */
  record Error(String code, String message, String reason, String detail) implements Event {

    /** An error without a rules reason. */
    public Error(String code, String message) {
      this(code, message, null, null);
    }
  }

  /** Someone challenged the receiver; {@code time} is the time control, null when untimed. */
  record Challenged(String from, String variant, int limit, String time) implements Event {

    /** An untimed challenge. */
    public Challenged(String from, String variant, int limit) {
      this(from, variant, limit, null);
    }
  }

  /** A challenge the receiver sent was declined. */
  record Declined(String by) implements Event {}

  /**
   * A game started; {@code white} moves first unless the variant says otherwise; {@code time} is
   * its time control, null when untimed.
   */
  record GameStarted(long game, String variant, String white, String black, int limit, String time)
      implements Event {

    /** An untimed game. */
    public GameStarted(long game, String variant, String white, String black, int limit) {
      this(game, variant, white, black, limit, null);
    }
  }

  /** The server measures the connection's lag: answer with {@link Request.Pong} of the same id. */
  record Ping(long id) implements Event {}

  /** A user's last games, newest first. */
  record History(String user, List<HistoryRow> games) implements Event {}

  /**
   * One game of a history: its id, when it ended (epoch ms; 0 while it runs), players, variant,
   * time control (null untimed), {@code result} {@code white}/{@code black}/{@code draw} (null
   * while it runs), {@code reason}, and whether it was rated.
   */
  record HistoryRow(long game, long ended, String white, String black, String variant, String time,
      String result, String reason, boolean rated) {}

  /** A game exported: {@code format} is {@code pgn}, {@code kif} or {@code pdn}. */
  record Export(String format, String name, String text) implements Event {}

  /** A rating list, best first. */
  record Ratings(String variant, List<RatingRow> rows) implements Event {}

  /** One user's Glicko-2 rating in a variant, with the games it counts. */
  record RatingRow(String user, String variant, int rating, int deviation, double volatility,
      int games) {}

  /** A user's ratings per variant, and how many games they have finished. */
  record Finger(String user, List<RatingRow> ratings, int games) implements Event {}

  /** The whole state of a game after a change; see {@link GameState}. */
  record State(GameState state) implements Event {}

  /** A chat line; {@code game} is 0 for the lobby. */
  record Chat(long game, String from, String text, boolean spectator) implements Event {}

  /** A one-line notice from the server (a player dropped, a round started...). */
  record Notice(String text) implements Event {}

  /** Scoreboard rows, best first. */
  record Scoreboard(String variant, List<ScoreRow> rows) implements Event {}

  /** The users online. */
  record Who(List<String> users, List<RatingRow> ratings) implements Event {

    /** The users online, without their ratings. */
    public Who(List<String> users) {
      this(users, null);
    }
  }

  /** The running games. */
  record Games(List<GameSummary> games) implements Event {}

  /** A tournament table or list as text lines (standings, pairings, list). */
  record Tournament(String action, String name, List<String> lines) implements Event {}

  /** One scoreboard line. */
  record ScoreRow(String user, int score, int wins, int draws, int losses) {}

  /** One running game. */
  record GameSummary(long game, String variant, String white, String black, int moves) {}
}
