package arbiter.event;

import arbiter.account.ScoreLine;
import arbiter.export.GameExport;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.rules.IllegalMove;
import arbiter.tournament.TournamentRefusal;
import java.util.List;

/** The answers to a user's command: refused, done, or what it showed (tournaments' too). */
public sealed interface AnswerEvent extends DomainEvent {

  /**
   * The command was refused; {@code subject} and {@code number} fill in the reasons that name one,
   * {@code why} says what the rules have against a refused move ({@code null} otherwise).
   */
  record Refused(Refusal reason, String subject, long number, IllegalMove why)
      implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.refused(this); }

    public Refused(Refusal reason) {
      this(reason, "", 0, null);
    }

    public Refused(Refusal reason, String subject, long number) {
      this(reason, subject, number, null);
    }

    /** A move refused by the rules, and why. */
    public Refused(Refusal reason, IllegalMove why) {
      this(reason, "", 0, why);
    }
  }

  /** The command succeeded; {@code subject} names whom it concerned where the ack says so. */
  record Done(Ack ack, String subject) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.done(this); }

    public Done(Ack ack) {
      this(ack, "");
    }
  }

  /**
   * A challenge went to {@code to} (a bot's is accepted at once); {@code rated}: whether the game
   * it offers counts for the ratings, the lobby's verdict (never a guest's or an unrated bot's).
   */
  record ChallengeSent(String to, boolean rated) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challengeSent(this); }
  }

  /** The commands of a menu. */
  record HelpShown(MenuKind menu) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.helpShown(this); }
  }

  /** Every user name, sorted. */
  record UsersListed(List<String> names) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.usersListed(this); }
  }

  /** Scoreboard rows, best first; {@code variant} null for all games. */
  record ScoreboardShown(String variant, List<ScoreLine> rows) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.scoreboardShown(this); }
  }

  /**
   * The users online, sorted, with the game each plays (0 for none), and the ratings they have
   * (per variant, only where they played rated games).
   */
  record WhoShown(List<OnlineUser> users, List<RatingRow> ratings) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.whoShown(this); }
  }

  /** The running games. */
  record GamesShown(List<GameSummary> games) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.gamesShown(this); }
  }

  /** A user's last games, newest first. */
  record HistoryShown(String user, List<StoredGame> games) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.historyShown(this); }
  }

  /** A rating list, best first ({@code variant} null: every variant). */
  record RatingsShown(String variant, List<RatingRow> rows) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.ratingsShown(this); }
  }

  /** A user's ratings per variant and how many games they have finished. */
  record FingerShown(String user, List<RatingRow> ratings, int games) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.fingerShown(this); }
  }

  /** Games exported, each in its variant's format, and where the files were saved. */
  record ExportShown(List<GameExport.Exported> files, List<String> savedAs) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.exportShown(this); }
  }

  /** A stored game's moves ({@code moves GAME}). */
  record RecordShown(StoredGame game) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.recordShown(this); }
  }

  /** A finished game's analysis ({@code analyze GAME}), one row per move. */
  record AnalysisShown(long game, List<AnalysedMove> rows) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.analysisShown(this); }
  }

  /** A stored game after some of its moves, for a replay. */
  record ReplayShown(GameView view) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.replayShown(this); }
  }

  /**
   * A tournament command's typed answer (created, joined, standings, pairings...).
   *
   * @param action the command's word ({@code create}, {@code standings}...)
   * @param name the tournament the command named, {@code null} for the list
   */
  record TournamentAnswered(String action, String name, TournamentReply reply)
      implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentAnswered(this); }
  }

  /** A tournament command its own rules refused: the reason and the arguments it names. */
  record TournamentRefused(TournamentRefusal reason, List<Object> args) implements AnswerEvent {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentRefused(this); }
  }
}
