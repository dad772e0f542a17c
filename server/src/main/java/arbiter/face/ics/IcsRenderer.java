package arbiter.face.ics;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Answers;
import arbiter.face.words.Sentences;
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

/**
 * Domain events in the FICS dialect, as XBoard's {@code read_from_ics} and its zippy code match
 * them: {@code Challenge:}, {@code Creating:}, {@code {Game N (w vs. b) Creating ...}}, style 12
 * boards, {@code {Game N (w vs. b) reason} 1-0}, {@code Illegal move (e2e5).}, {@code It is not
 * your move.}, the move list {@code moves N} gives: XBoard parses these, so they stay here, in
 * English. What FICS has no words for is said in the shared English {@link Sentences}.
 */
final class IcsRenderer {

  /** The ICS port speaks English whatever its users' languages: its clients parse it. */
  private static final Words WORDS = Words.english();

  /** Only standard chess reaches an ICS client's board. */
  static final String CHESS = "chess";

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT).withZone(ZoneOffset.UTC);

  private final IcsState state;
  private final IcsMoveTimes moveTimes = new IcsMoveTimes();

  /** Whether a user online is a guest. */
  private final java.util.function.Predicate<String> guest;

  IcsRenderer(IcsState state, java.util.function.Predicate<String> guest) {
    this.state = state;
    this.guest = guest;
  }

  /** A player's rating as a game header shows it: FICS shows a guest's as {@code ++++}. */
  private String rating(String name) {
    boolean isGuest = name.equals(state.user()) ? state.guest() : guest.test(name);
    return isGuest ? "(++++)" : "(----)";
  }

  /** The lines of an event; {@code command} is the one it answers, {@code null} for news. */
  List<String> lines(DomainEvent event, Command command, long nowMillis) {
    List<String> lines = new ArrayList<>();
    String me = state.user();
    if (event instanceof DomainEvent.Refused refused) {
      lines.add(refusal(refused, command));
    } else if (event instanceof DomainEvent.Done done) {
      done(done, command, lines);
    } else if (event instanceof DomainEvent.Challenged challenge) {
      IcsTimeControl control = IcsTimeControl.of(challenge.time());
      lines.add("Challenge: " + challenge.from() + " " + rating(challenge.from()) + " " + me
          + " " + rating(me) + " "
          + (challenge.rated() ? "rated" : "unrated")
          + " " + control.category() + " " + control.numbers() + ".");
      noteRounding(control, lines);
      if (challenge.limit() > 0) {
        lines.add("The game is drawn after " + challenge.limit() + " turns (Arbiter's move limit).");
      }
      lines.add("You can \"accept\" or \"decline\", or propose different parameters.");
    } else if (event instanceof DomainEvent.ChallengeDeclined declined) {
      lines.add(declined.by() + " declines the match offer.");
    } else if (event instanceof DomainEvent.ChallengeWithdrawn withdrawn) {
      lines.add(withdrawn.by() + " withdraws the match offer.");
    } else if (event instanceof DomainEvent.SeekTaken taken) {
      if (taken.seeker().equals(me)) {
        lines.add(taken.taker() + " accepts your seek.");
      }
    } else if (event instanceof DomainEvent.SeekPosted posted) {
      seekPosted(posted.ad(), lines);
    } else if (event instanceof DomainEvent.SeeksRemoved removed) {
      seeksRemoved(removed.ids(), lines);
    } else if (event instanceof DomainEvent.SeeksShown shown) {
      sought(shown.ads(), command instanceof Command.Sought sought && sought.info(), lines);
    } else if (event instanceof DomainEvent.GameShown shown) {
      shown(shown, lines, nowMillis);
    } else if (event instanceof DomainEvent.YouMoved moved) {
      board(moved.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.OpponentMoved moved) {
      board(moved.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.YouUndid undid) {
      board(undid.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.OpponentUndid undid) {
      board(undid.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.BoardShown shown) {
      board(shown.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.GameEnded ended) {
      lines.add(endLine(ended.view(), ended.ending(), ended.endedBy()));
    } else if (event instanceof DomainEvent.DrawOffered offer) {
      lines.add(state.playing() ? offer.player() + " offers you a draw."
          : offer.player() + " offers a draw.");
    } else if (event instanceof DomainEvent.TimeGiven given) {
      // FICS's moretime line, with who gave it
      lines.add(given.player() + " has been given " + given.seconds() + " seconds by "
          + given.by() + " (game " + given.game() + ").");
    } else if (event instanceof DomainEvent.Berserked berserked) {
      // no FICS line exists for it: plain words, as FICS's own notices are
      lines.add(berserked.player() + " berserks (game " + berserked.game() + "): "
          + berserked.seconds() + " seconds off, no increment.");
    } else if (event instanceof DomainEvent.GamePaused paused) {
      // XBoard stops its clocks on "clock paused" (and on a board whose clocks do not tick)
      lines.add("Game " + paused.game() + ": Game clock paused"
          + (paused.by() == null ? "." : " by " + paused.by() + "."));
    } else if (event instanceof DomainEvent.GameResumed resumed) {
      lines.add("Game " + resumed.game() + ": Game clock resumed"
          + (resumed.by() == null ? "." : " by " + resumed.by() + "."));
    } else if (event instanceof DomainEvent.PauseAsked asked) {
      lines.add(asked.player() + " requests to " + (asked.resume() ? "unpause" : "pause")
          + " game " + asked.game() + ".");
    } else if (event instanceof DomainEvent.ClockShown shown
        && !(command instanceof Command.ShowTime)) {
      // the clocks changed (a time gift, a pause, a resume): a board with the new times, which
      // XBoard takes as a refresh
      board(shown.view(), lines, nowMillis);
    } else if (event instanceof DomainEvent.PlayerLeft left) {
      lines.add("Your opponent, " + left.player() + ", has lost contact or quit.");
      lines.add("You may claim the win (claim) if " + left.player() + " is not back in "
          + left.graceSeconds() + " seconds.");
    } else if (event instanceof DomainEvent.PlayerReturned back) {
      if (!back.first()) {
        lines.add(back.player() + " has reconnected.");
      }
    } else if (event instanceof DomainEvent.ChatSaid chat) {
      lines.add(chat.from() + (chat.spectator() ? " whispers: " : " says: ") + chat.text());
    } else if (event instanceof DomainEvent.WhoShown who) {
      who(who, lines);
    } else if (event instanceof DomainEvent.GamesShown games) {
      games(games.games(), lines);
    } else if (event instanceof DomainEvent.RecordShown record) {
      moveList(record.game(), lines);
    } else if (event instanceof DomainEvent.TakenOver) {
      lines.add("**** You have been logged out: your name logged in on another connection. ****");
    } else if (event instanceof DomainEvent.IdleTimedOut) {
      lines.add("**** Auto-logout because you were idle too long. ****");
    } else {
      // what FICS has no words for: the text face's (English, its boards as the seeds draw them)
      lines.addAll(TextRenderer.lines(event));
    }
    return lines;
  }

  private String refusal(DomainEvent.Refused refused, Command command) {
    return switch (refused.reason()) {
      case ILLEGAL_MOVE, MALFORMED_MOVE, AMBIGUOUS_MOVE, CANNOT_MOVE_THERE ->
          "Illegal move (" + (command instanceof Command.Move move ? move.text() : "") + ").";
      case NOT_YOUR_TURN -> "It is not your move.";
      case GAME_HELD -> "The game is waiting; the clocks are stopped.";
      case WRONG_PASSWORD, NO_SUCH_USER -> command instanceof Command.Login
          ? "**** Invalid password! ****" : "There is no player named " + named(command) + ".";
      case USER_OFFLINE -> "There is no player named " + named(command) + " logged in.";
      case USER_EXISTS -> command instanceof Command.GuestLogin
          ? "Sorry, \"" + named(command) + "\" is not free for a guest; try another name."
          : "Sorry, \"" + named(command) + "\" is a registered name.";
      case USER_BUSY -> "Sorry, \"" + named(command) + "\" is logged in already.";
      case USERNAME_FORMAT ->
          "Sorry, names may consist only of English letters, digits and underscores.";
      case NOT_PLAYING -> "You are not playing a game.";
      case NOT_WATCHING -> "You are not observing any game.";
      case NO_SUCH_GAME -> "There is no such game.";
      case NO_TOURNAMENT_GAMES -> "No game of that tournament has been played yet.";
      case NO_SIMUL_GAMES -> "That player has given no simul.";
      case USER_IN_GAME -> named(command) + " is playing a game.";
      case NO_CHALLENGE -> command instanceof Command.Withdraw
          ? "There are no offers pending to " + named(command) + "."
          : "There are no offers pending from " + named(command) + ".";
      case NO_SUCH_SEEK -> "That seek is not available.";
      case LEAVE_GAME_FIRST -> "You are playing a game: that waits until it ends.";
      case OWN_SEEK -> "You cannot respond to your own seek.";
      case VARIANT_UNPLAYABLE -> named(command) + " plays through a chess program that shows"
          + " standard chess only.";
      default -> Answers.sentence(WORDS, refused);
    };
  }

  /** The user a command names, for the sentences that name them. */
  private static String named(Command command) {
    if (command instanceof Command.Challenge challenge) {
      return challenge.user();
    }
    if (command instanceof Command.Accept accept) {
      return accept.user();
    }
    if (command instanceof Command.Decline decline) {
      return decline.user();
    }
    if (command instanceof Command.Login login) {
      return login.user();
    }
    if (command instanceof Command.Withdraw withdraw) {
      return withdraw.user();
    }
    if (command instanceof Command.GuestLogin guest) {
      return guest.user();
    }
    return "that name";
  }

  private void done(DomainEvent.Done done, Command command, List<String> lines) {
    switch (done.ack()) {
      case LOGGED_IN -> lines.add("**** Starting FICS session as " + state.user()
          + (state.guest() ? "(U)" : "") + " ****");
      case CHALLENGE_SENT -> {
        String time = command instanceof Command.Challenge challenge ? challenge.time() : null;
        IcsTimeControl control = IcsTimeControl.of(time);
        // as asked, unless a guest asked or the opponent is a bot whose games never count
        boolean rated = command instanceof Command.Challenge challenge && challenge.rated()
            && state.ratedWith(done.subject());
        lines.add("Issuing: " + state.user() + " " + rating(state.user()) + " "
            + done.subject() + " " + rating(done.subject()) + " "
            + (rated ? "rated" : "unrated") + " " + control.category() + " " + control.numbers()
            + ".");
        noteRounding(control, lines);
      }
      case CHALLENGE_DECLINED ->
          lines.add("You decline the match offer from " + named(command) + ".");
      case CHALLENGE_WITHDRAWN ->
          lines.add("You withdraw the match offer to " + done.subject() + ".");
      case SEEK_POSTED -> lines.add("Your seek has been posted with index " + done.subject() + ".");
      case SEEKS_REMOVED -> lines.add(done.subject().equals("none") ? "You have no active seeks."
          : "Your seeks have been removed.");
      case STOPPED_OBSERVING -> lines.add("Removing game from observation list.");
      case DRAW_OFFERED -> lines.add("Offering a draw.");
      case PAUSE_ASKED -> lines.add("Issuing pause request to " + done.subject() + ".");
      case RESUME_ASKED -> lines.add("Issuing unpause request to " + done.subject() + ".");
      case LOGGED_OUT -> lines.add("Logging you out.");
      default -> lines.add(Answers.sentence(WORDS, done));
    }
  }

  private void shown(DomainEvent.GameShown shown, List<String> lines, long nowMillis) {
    GameView view = shown.view();
    IcsTimeControl control = IcsTimeControl.of(view.clock() == null ? null : view.clock().control());
    String opponent = view.white().equals(state.user()) ? view.black() : view.white();
    boolean playing = view.white().equals(state.user()) || view.black().equals(state.user());
    String kind = (playing && state.ratedWith(opponent) ? "rated" : playing ? "unrated"
        : "rated") + " " + control.category();
    String players = view.white() + " " + rating(view.white()) + " " + view.black() + " "
        + rating(view.black()) + " ";
    switch (shown.arrival()) {
      case OBSERVING -> {
        lines.add("You are now observing game " + view.id() + ".");
        lines.add("Game " + view.id() + ": " + players + kind + " " + control.numbers());
      }
      case RESUMED -> {
        // as FICS resumes an adjourned game: XBoard takes the ratings from Creating: and the
        // game's kind from Continuing, then asks for the moves (moves N) of a board past move 1
        lines.add("Creating: " + players + kind + " " + control.numbers());
        lines.add("{Game " + view.id() + " (" + view.white() + " vs. " + view.black()
            + ") Continuing " + kind + " match.}");
      }
      default -> {
        lines.add("Creating: " + players + kind + " " + control.numbers());
        lines.add("{Game " + view.id() + " (" + view.white() + " vs. " + view.black()
            + ") Creating " + kind + " match.}");
      }
    }
    noteRounding(control, lines);
    board(view, lines, nowMillis);
  }

  /** Says the real control when FICS's numbers could only round it. */
  private static void noteRounding(IcsTimeControl control, List<String> lines) {
    if (control.roundedNote() != null) {
      lines.add(control.roundedNote());
    }
  }

  /**
   * A new seek ad: {@code <s>} under {@code iset seekinfo 1}, else FICS's sentence, the one
   * XBoard's seek graph reads ({@code ... ("play 3" to respond)}).
   */
  private void seekPosted(DomainEvent.SeekAd ad, List<String> lines) {
    IcsTimeControl control = IcsTimeControl.of(ad.time());
    if (state.seekInfo()) {
      lines.add(seekInfo(ad));
    } else if (state.seekLines()) {
      lines.add(ad.user() + (ad.guest() ? " (++++)" : " (----)") + " seeking " + control.numbers() + " "
          + (ad.rated() ? "rated" : "unrated") + " " + control.category() + " (\"play " + ad.id()
          + "\" to respond)");
    }
  }

  /** {@code <s> 3 w=ali ti=00 rt=0P t=5 i=0 r=r tp=blitz c=? rr=0-9999 a=t f=f}. */
  private static String seekInfo(DomainEvent.SeekAd ad) {
    IcsTimeControl control = IcsTimeControl.of(ad.time());
    return "<s> " + ad.id() + " w=" + ad.user() + " ti=" + (ad.guest() ? "01" : "00")
        + " rt=0P t=" + control.minutes() + " i=" + control.increment() + " r="
        + (ad.rated() ? "r" : "u") + " tp=" + control.category() + " c=? rr=0-9999 a=t f=f";
  }

  /** Ads gone: {@code <sr> 3 4} under seekinfo, {@code Ads removed: 3 4} under seekremove. */
  private void seeksRemoved(List<Integer> ids, List<String> lines) {
    StringBuilder numbers = new StringBuilder();
    for (int id : ids) {
      numbers.append(numbers.isEmpty() ? "" : " ").append(id);
    }
    if (state.seekInfo()) {
      lines.add("<sr> " + numbers);
    } else if (state.seekRemove()) {
      lines.add("Ads removed: " + numbers);
    }
  }

  /** {@code sought}'s table (which XBoard reads for its graph), or seekinfo's {@code <sc>} list. */
  private static void sought(List<DomainEvent.SeekAd> ads, boolean info, List<String> lines) {
    if (info) {
      lines.add("seekinfo set.");
      lines.add("<sc>");
      for (DomainEvent.SeekAd ad : ads) {
        lines.add(seekInfo(ad));
      }
      return;
    }
    for (DomainEvent.SeekAd ad : ads) {
      IcsTimeControl control = IcsTimeControl.of(ad.time());
      lines.add(String.format(Locale.ROOT, "%3d ---- %-17s %3d %3d %-8s %-10s 0-9999", ad.id(),
          ad.user(), control.minutes(), control.increment(), ad.rated() ? "rated" : "unrated",
          control.category()));
    }
    lines.add(ads.size() + " ad" + (ads.size() == 1 ? "" : "s") + " displayed.");
  }

  /** The style 12 line of a chess game; a line saying why not for the other variants. */
  private void board(GameView view, List<String> lines, long nowMillis) {
    if (!view.variant().id().equals(CHESS)) {
      lines.add("Game " + view.id() + " plays " + view.variant().id()
          + ", which a chess program on the ICS port cannot show.");
      return;
    }
    String me = state.user();
    Side mine = view.white().equals(me) ? Side.WHITE : view.black().equals(me) ? Side.BLACK : null;
    int relation = mine == null ? IcsBoard.OBSERVING
        : view.position().sideToMove() == mine ? IcsBoard.MY_MOVE : IcsBoard.OPPONENT_MOVE;
    lines.add(IcsBoard.line(view, relation, state.millis(), mine == Side.BLACK, nowMillis,
        moveTimes.took(view)));
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

  private static void who(DomainEvent.WhoShown who, List<String> lines) {
    for (DomainEvent.OnlineUser user : who.users()) {
      // FICS marks a guest (U), with ++++ for a rating
      lines.add((user.guest() ? "++++" : "----") + (user.game() == 0 ? " " : "^") + user.name()
          + (user.guest() ? "(U)" : ""));
    }
    lines.add("");
    lines.add(" " + who.users().size() + " players displayed (of " + who.users().size()
        + "). (*) indicates system administrator.");
  }

  private static void games(List<GameSummary> games, List<String> lines) {
    for (GameSummary game : games) {
      lines.add(String.format(Locale.ROOT, "%3d ---- %-11s ---- %-11s [ %s ] turn %d", game.id(),
          game.white(), game.black(), game.variant(), game.turns()));
    }
    lines.add("");
    lines.add("  " + games.size() + " games displayed.");
  }

  /** The move list FICS gives for {@code moves N}, which XBoard asks for to observe a game. */
  private static void moveList(StoredGame game, List<String> lines) {
    if (!game.variant().equals(CHESS)) {
      lines.add("Game " + game.id() + " plays " + game.variant()
          + ", which a chess program on the ICS port cannot show.");
      return;
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
  }
}
