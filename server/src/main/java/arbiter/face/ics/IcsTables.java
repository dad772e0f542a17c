package arbiter.face.ics;

import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.OnlineUser;
import arbiter.face.words.Answers;
import arbiter.face.words.Words;
import arbiter.game.Ending;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.StoredGame;
import arbiter.rules.Side;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The FICS dialect's fixed forms, which XBoard matches: the refusals it reads, the end of a game,
 * the {@code who}, {@code games}, {@code sought} and {@code moves N} tables, the seek lines.
 */
final class IcsTables {

  /** The ICS port speaks English whatever its users' languages: its clients parse it. */
  private static final Words WORDS = Words.english();

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT).withZone(ZoneOffset.UTC);

  private IcsTables() {}

  /** FICS's words for a refusal ({@code Illegal move (e2e5).}), else the shared ones. */
  static String refusal(AnswerEvent.Refused refused, Asked asked, IcsState state) {
    return switch (refused.reason()) {
      case ILLEGAL_MOVE, AMBIGUOUS_MOVE, CANNOT_MOVE_THERE ->
          "Illegal move (" + (asked instanceof Asked.Move move ? move.text() : "") + ").";
      // a word with no move's shape is a command FICS would not know: XBoard reads "Illegal
      // move" as its own move refused, says so and takes a move in flight off its board
      case MALFORMED_MOVE -> notFound(asked);
      case NOT_YOUR_TURN -> "It is not your move.";
      case GAME_HELD -> "The game is waiting; the clocks are stopped.";
      case WRONG_PASSWORD, NO_SUCH_USER -> asked instanceof Asked.Login login && !login.guest()
          ? "**** Invalid password! ****" : "There is no player named " + named(asked) + ".";
      case USER_OFFLINE -> "There is no player named " + named(asked) + " logged in.";
      case USER_EXISTS -> asked instanceof Asked.Login login && login.guest()
          ? "Sorry, \"" + named(asked) + "\" is not free for a guest; try another name."
          : "Sorry, \"" + named(asked) + "\" is a registered name.";
      case USER_BUSY -> "Sorry, \"" + named(asked) + "\" is logged in already.";
      case USERNAME_FORMAT ->
          "Sorry, names may consist only of English letters, digits and underscores.";
      case NOT_PLAYING -> "You are not playing a game.";
      case NOT_WATCHING -> "You are not observing any game.";
      case NO_GAME_FOR_CHAT -> "You are not playing or observing a game.";
      case NO_SUCH_GAME -> "There is no such game.";
      case NO_TOURNAMENT_GAMES -> "No game of that tournament has been played yet.";
      case NO_SIMUL_GAMES -> "That player has given no simul.";
      case USER_IN_GAME -> named(asked) + " is playing a game.";
      case NO_CHALLENGE -> asked instanceof Asked.Offer offer
          && offer.answering() == Asked.Answering.WITHDRAW
          ? "There are no offers pending to " + named(asked) + "."
          : "There are no offers pending from " + named(asked) + ".";
      case NO_SUCH_SEEK -> "That seek is not available.";
      case LEAVE_GAME_FIRST -> state.game() != 0 && !state.playing()
          ? "You are observing game " + state.game() + ": type \"unobserve\" first."
          : "You are playing a game: that waits until it ends.";
      case OWN_SEEK -> "You cannot respond to your own seek.";
      case VARIANT_UNPLAYABLE -> named(asked) + " plays through a chess program that shows"
          + " standard chess only.";
      default -> Answers.sentence(WORDS, refused);
    };
  }

  /** FICS's {@code foo: Command not found.} for a line read as a move without a move's shape. */
  private static String notFound(Asked asked) {
    String[] words = asked instanceof Asked.Move move ? IcsCommands.words(move.text().strip())
        : new String[0];
    return (words.length == 0 ? "" : words[0]) + ": Command not found.";
  }

  /** The user a request names, for the sentences that name them. */
  static String named(Asked asked) {
    return asked instanceof Asked.Challenge || asked instanceof Asked.Offer
        || asked instanceof Asked.Login ? asked.user() : "that name";
  }

  /** FICS's acknowledgements ({@code Starting FICS session as ...}), else the shared words. */
  static List<String> done(AnswerEvent.Done done, Asked asked, IcsState state) {
    List<String> lines = new ArrayList<>();
    switch (done.ack()) {
      case LOGGED_IN -> lines.add("**** Starting FICS session as " + state.user()
          + (state.guest() ? "(U)" : "") + " ****");
      case CHALLENGE_DECLINED ->
          lines.add("You decline the match offer from " + named(asked) + ".");
      case CHALLENGE_WITHDRAWN ->
          lines.add("You withdraw the match offer to " + done.subject() + ".");
      case SEEK_POSTED -> lines.add("Your seek has been posted with index " + done.subject() + ".");
      case SEEKS_REMOVED -> lines.add("Your seeks have been removed.");
      case NO_SEEKS -> lines.add("You have no active seeks.");
      case STOPPED_OBSERVING -> lines.add("Removing game from observation list.");
      case DRAW_OFFERED -> lines.add("Offering a draw.");
      case PAUSE_ASKED -> lines.add("Issuing pause request to " + done.subject() + ".");
      case RESUME_ASKED -> lines.add("Issuing unpause request to " + done.subject() + ".");
      case LOGGED_OUT -> lines.add("Logging you out.");
      default -> lines.add(Answers.sentence(WORDS, done));
    }
    return lines;
  }

  /**
   * FICS's {@code Issuing: ali (1500) bob (1432) rated blitz 5 0.}, rated as the lobby counts the
   * game offered; {@code rating} shows a player's rating as a header does.
   */
  static List<String> issuing(AnswerEvent.ChallengeSent sent, Asked asked, IcsState state,
      UnaryOperator<String> rating) {
    String time = asked instanceof Asked.Challenge challenge ? challenge.time() : null;
    IcsTimeControl control = IcsTimeControl.of(time);
    List<String> lines = new ArrayList<>();
    lines.add("Issuing: " + state.user() + " " + rating.apply(state.user()) + " " + sent.to()
        + " " + rating.apply(sent.to()) + " " + (sent.rated() ? "rated" : "unrated") + " "
        + control.category() + " " + control.numbers() + ".");
    noteRounding(control, lines);
    return lines;
  }

  /** Says the real control when FICS's numbers could only round it. */
  static void noteRounding(IcsTimeControl control, List<? super String> lines) {
    if (control.roundedNote() != null) {
      lines.add(control.roundedNote());
    }
  }

  /** {@code {Game 7 (ali vs. bob) bob resigns} 1-0}. */
  static String endLine(GameView view, Ending ending, Side endedBy) {
    Side winner = ending.winner();
    String loser = winner == null ? null : view.name(winner.opponent());
    String reason = switch (ending.termination()) {
      case CHECKMATE -> loser + " checkmated";
      case KING_CAPTURED -> loser + "'s king is captured";
      case STALEMATE -> "Game drawn by stalemate";
      case THREEFOLD_REPETITION, FIVEFOLD_REPETITION -> "Game drawn by repetition";
      case FIFTY_MOVES, SEVENTY_FIVE_MOVES -> "Game drawn by the 50 move rule";
      case DEAD_POSITION -> "Neither player has mating material";
      case MOVE_LIMIT -> "Game drawn by the move limit";
      case AGREEMENT -> "Game drawn by mutual agreement";
      case FORFEIT -> loser + " resigns";
      case ABANDONED -> loser + " forfeits by disconnection";
      case ABSENT -> loser + " forfeits by not coming";
      case NO_FIRST_MOVE -> loser + " forfeits by not making the first move";
      case BOTH_ABSENT -> "Neither player came";
      case ADJUDICATION -> winner == null ? "Game drawn by adjudication"
          : loser + " loses by adjudication";
      case TIME_FORFEIT -> winner != null ? loser + " forfeits on time"
          : view.name(endedBy == null ? Side.WHITE : endedBy) + " ran out of time and "
              + view.name(endedBy == null ? Side.BLACK : endedBy.opponent())
              + " has no material to mate";
      default -> (loser == null ? "Game drawn" : loser + " loses") + " (" + ending.termination()
          .word() + ")";
    };
    String result = ending.termination() == arbiter.rules.Termination.BOTH_ABSENT ? "*"
        : winner == null ? "1/2-1/2" : winner == Side.WHITE ? "1-0" : "0-1";
    return "{Game " + view.id() + " (" + view.white() + " vs. " + view.black() + ") " + reason
        + "} " + result;
  }

  /** FICS's {@code who}: a line per user, a guest marked {@code (U)}. */
  static List<String> who(AnswerEvent.WhoShown who) {
    List<String> lines = new ArrayList<>();
    for (OnlineUser user : who.users()) {
      // FICS marks a guest (U), with ++++ for a rating
      lines.add((user.guest() ? "++++" : "----") + (user.game() == 0 ? " " : "^") + user.name()
          + (user.guest() ? "(U)" : ""));
    }
    lines.add("");
    lines.add(" " + who.users().size() + " players displayed (of " + who.users().size()
        + "). (*) indicates system administrator.");
    return lines;
  }

  /** FICS's {@code games}: a line per running game. */
  static List<String> games(List<GameSummary> games) {
    List<String> lines = new ArrayList<>();
    for (GameSummary game : games) {
      lines.add(String.format(Locale.ROOT, "%3d ---- %-11s ---- %-11s [ %s ] turn %d", game.id(),
          game.white(), game.black(), game.variant(), game.turns()));
    }
    lines.add("");
    lines.add("  " + games.size() + " games displayed.");
    return lines;
  }

  /** The move list FICS gives for {@code moves N}, which XBoard asks for to observe a game. */
  static List<String> moveList(StoredGame game) {
    List<String> lines = new ArrayList<>();
    if (!game.variant().equals(IcsRenderer.CHESS)) {
      lines.add("Game " + game.id() + " plays " + game.variant()
          + ", which a chess program on the ICS port cannot show.");
      return lines;
    }
    IcsTimeControl control = IcsTimeControl.of(game.timeControl());
    lines.add("Movelist for game " + game.id() + ":");
    lines.add("");
    // FICS's word for no rating here: XBoard reads this header as "* *vs. * *--- *", where a
    // dash in black's rating ends the match early and leaves the list it asked for unread
    lines.add(game.white() + " (UNR) vs. " + game.black() + " (UNR) --- "
        + DATE.format(Instant.ofEpochMilli(game.startedAt())));
    lines.add((game.rated() ? "Rated " : "Unrated ") + control.category()
        + " match, initial time: " + control.minutes() + " minutes, increment: "
        + control.increment() + " seconds.");
    lines.add("");
    lines.add(String.format(Locale.ROOT, "Move  %-23s %s", game.white(), game.black()));
    lines.add("----  ---------------------   ---------------------");
    List<String> moves = game.moves();
    for (int i = 0; i < moves.size(); i += 2) {
      String white = String.format(Locale.ROOT, "%-7s (0:00.000)", moves.get(i));
      String line = String.format(Locale.ROOT, "%3d.  %-23s", i / 2 + 1, white);
      if (i + 1 < moves.size()) {
        line += " " + String.format(Locale.ROOT, "%-7s (0:00.000)", moves.get(i + 1));
      }
      lines.add(line.stripTrailing());
    }
    Ending ending = game.result() == null ? null : Ending.stored(game.result(), game.reason());
    if (ending == null) {
      lines.add("      {Still in progress} *");
    } else {
      String end = endLine(new GameView(game.id(), 0, null, game.white(), game.black(), 0, 0, null,
          null, null, List.of(), List.of(), ending, null), ending, null);
      lines.add("      {" + end.substring(end.indexOf(") ") + 2));
    }
    return lines;
  }
}
