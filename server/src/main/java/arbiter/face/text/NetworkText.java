package arbiter.face.text;

import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.LineBytes;
import arbiter.face.words.Answers;
import arbiter.face.words.Explanations;
import arbiter.face.words.Languages;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.rules.Side;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.concurrent.FastThreadLocal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The text face of one network connection: seed 002's lines as {@link TextRenderer} gives them,
 * then what helps a player who types at a telnet prompt (the board after their own move, why a
 * move is illegal, how a game ended, the usage after an invalid command), boards drawn in the
 * style this connection chose, a banner and, when asked for, a prompt. The seed's lines never
 * change; the additions always come after them.
 */
public final class NetworkText {

  /** The banner's last line: a client may read up to it before it types. */
  public static final String BANNER_END = Words.english().get("welcome.end");

  /** How boards are drawn; per connection ({@code set board}), not stored. */
  public enum BoardStyle {
    /** Seed 002's board in kingcapture (its specification), the grid in the other variants. */
    AUTO,
    /** Each variant's board as its own local program draws it. */
    CLASSIC,
    /** {@link GridBoard}: coordinates, the viewer's side at the bottom, the last move marked. */
    GRID,
    /** {@link SpeechBoard}: the pieces by square in words, for a screen reader. */
    SPEECH
  }

  /** Where a user's choice of language is kept. */
  private final Languages languages;
  /** This connection's sentences: the server's default until its user logs in or chooses. */
  private volatile Words words;
  /** The user logged in on this connection, {@code null} before login. */
  private volatile String user;
  private final String serverName;
  private final int passwordMinLength;
  private volatile BoardStyle style = BoardStyle.AUTO;
  private volatile boolean prompt;
  /** The side this connection plays in its current game, {@code null} when it watches. */
  private volatile Side seat;
  /** The variant of the game this connection plays or watches, {@code null} before one. */
  private volatile String variant;
  /** The games this connection plays now, by opponent: a simul's host plays several at once. */
  private final Map<String, Long> boards = new ConcurrentHashMap<>();

  /** A connection in English whose choices of language are not kept. */
  public NetworkText(String serverName, int passwordMinLength) {
    this(serverName, passwordMinLength, Languages.english());
  }

  /** A connection in the server's default language, each user's own once they log in. */
  public NetworkText(String serverName, int passwordMinLength, Languages languages) {
    this.serverName = serverName;
    this.passwordMinLength = passwordMinLength;
    this.languages = languages;
    this.words = languages.fallback();
  }

  /** What a new connection reads before it types anything. */
  public List<String> banner() {
    return List.of(words.get("welcome.server", serverName), words.get("welcome.new"),
        words.get("welcome.end"));
  }

  /** The prompt written after each answer, or {@code null} when the user did not ask for one. */
  public String prompt() {
    return prompt ? serverName + "> " : null;
  }

  /** The lines of a command's answer: the seed's, then the board after the user's own move, then help. */
  public List<String> answer(Reply reply) {
    Asked asked = reply.asked();
    List<DomainEvent> events = reply.events();
    events.forEach(this::track);
    List<String> lines = new ArrayList<>(TextRenderer.lines(words, events, this::board));
    GameView moved = null;
    for (DomainEvent event : events) {
      extras(event, asked, lines);
      if (event instanceof GameNews.YouMoved you) {
        moved = you.view();
      } else if (event instanceof GameNews.YouUndid undid) {
        moved = undid.view();
      }
    }
    if (moved != null) {
      lines.addAll(board(moved));
    }
    login(asked, events);
    return lines;
  }

  /** The lines of news: the seed's, then what helps. */
  public List<String> push(DomainEvent event) {
    return rendered(event).lines();
  }

  /**
   * The lines of news as bytes, each line ended by {@code \r\n}, or {@code null} for none: made
   * once for every connection of this thread shown the event alike. Read-only, never to be
   * released (the next news this thread renders releases it); a connection writes a
   * {@link ByteBuf#retainedDuplicate()} at once.
   */
  public ByteBuf pushBytes(DomainEvent event) {
    return rendered(event).bytes();
  }

  private Rendered rendered(DomainEvent event) {
    track(event);
    // a game's news reaches all its spectators as one event object: each thread renders it once
    // for the connections that see it alike (issue 33: 1,000 spectators of one game)
    Rendered last = LAST_PUSHED.get();
    if (last != null && last.event() == event && last.words() == words && last.style() == style
        && last.seat() == seat && Objects.equals(last.seated(), seated())) {
      return last;
    }
    List<String> lines = new ArrayList<>(news(event));
    extras(event, null, lines);
    Rendered rendered = new Rendered(event, words, style, seat, seated(), List.copyOf(lines),
        bytes(lines));
    if (last != null && last.bytes() != null) {
      last.bytes().release(); // the connections shown it hold duplicates of their own
    }
    LAST_PUSHED.set(rendered);
    return rendered;
  }

  /**
   * The lines' bytes in direct memory, from the pool: a socket writes them as they are, where
   * heap bytes were copied to direct memory once a connection (issue 33: a fifth of a loop's own
   * time with 1,000 spectators went to those copies).
   */
  private static ByteBuf bytes(List<String> lines) {
    if (lines.isEmpty()) {
      return null;
    }
    return LineBytes.direct(lines, PooledByteBufAllocator.DEFAULT).asReadOnly();
  }

  /** News as a connection of these words, board style and seat renders it, as lines and bytes. */
  private record Rendered(DomainEvent event, Words words, BoardStyle style, Side seat,
      String seated, List<String> lines, ByteBuf bytes) {}

  /**
   * Whom a seated connection's boards are drawn for: a simul's host plays white on some boards
   * and black on others, so the side comes from each board's names, not the last game shown.
   */
  private String seated() {
    return seat == null ? null : user;
  }

  /** The side this connection's user plays in that game, else the side of its last game shown. */
  private Side viewer(GameView view) {
    String seated = seated();
    if (seated != null && seated.equals(view.white())) {
      return Side.WHITE;
    }
    return seated != null && seated.equals(view.black()) ? Side.BLACK : seat;
  }

  /**
   * The news each thread rendered last; only identity is compared, the event is not kept long.
   * Its bytes are given back when an event loop's thread ends (they were left to the garbage
   * collector, which the leak detector reported).
   */
  private static final FastThreadLocal<Rendered> LAST_PUSHED = new FastThreadLocal<>() {
    @Override
    protected void onRemoval(Rendered last) {
      if (last != null && last.bytes() != null) {
        last.bytes().release();
      }
    }
  };

  /**
   * A line the face answers itself, or {@code null} when it is for the session: {@code help
   * <command>}, {@code set board ...}, {@code set prompt ...}.
   */
  public List<String> own(String line) {
    String[] typed = line.strip().split("\\s+");
    if (typed.length >= 2 && typed.length <= 3 && typed[0].equals("help")
        && typed[1].equals("tournament")) {
      return typed.length == 2 ? TournamentUsage.all(words) : TournamentUsage.of(words, typed[2]);
    }
    if (typed.length == 2 && typed[0].equals("help") && typed[1].equals("set")) {
      return Usage.all(words, "set");
    }
    if (typed.length == 2 && typed[0].equals("help")) {
      return helpOn(typed[1]);
    }
    if (typed.length >= 1 && typed[0].equals("set")) {
      return set(typed);
    }
    return null;
  }

  private List<String> helpOn(String word) {
    Usage.Entry entry = Usage.of(words, word);
    if (entry != null) {
      return List.of(entry.usage(), entry.meaning());
    }
    if (word.equals("moves") || word.equals("variants")) {
      return List.of(Explanations.moves(words, variant == null ? "kingcapture" : variant));
    }
    String near = Usage.nearest(word);
    return near == null ? List.of(words.get("hint.no_command", word))
        : List.of(words.get("hint.no_command_near", word, near), Usage.of(words, near).usage());
  }

  private List<String> set(String[] typed) {
    if (typed.length == 3 && typed[1].equals("board")) {
      for (BoardStyle candidate : BoardStyle.values()) {
        if (candidate.name().toLowerCase(Locale.ROOT).equals(typed[2])) {
          style = candidate;
          return List.of(words.get("set.board", typed[2]));
        }
      }
    }
    if (typed.length == 3 && typed[1].equals("prompt")
        && (typed[2].equals("on") || typed[2].equals("off"))) {
      prompt = typed[2].equals("on");
      return List.of(words.get("set.prompt", typed[2]));
    }
    if (typed.length == 3 && typed[1].equals("language") && Words.exists(typed[2])) {
      words = Words.of(typed[2]);
      String chosen = user;
      if (chosen != null) {
        languages.keep(chosen, typed[2]);
      }
      return List.of(words.get("set.language", typed[2]));
    }
    return List.of(words.get("refusal.invalid_command"), words.get("set.usage"));
  }

  /**
   * The language kept with the account of the user logging in: this connection speaks it from
   * the login's answer on (the session reads it with the account, before answering).
   */
  public void speaks(String language) {
    if (Words.exists(language)) {
      words = Words.of(language);
    }
  }

  /** Remembers who logged in on this connection, to keep the languages they choose. */
  private void login(Asked asked, List<DomainEvent> events) {
    for (DomainEvent event : events) {
      if (event instanceof AnswerEvent.Done done && done.ack() == Ack.LOGGED_IN
          && asked instanceof Asked.Login login && !login.guest()) {
        user = login.user(); // the name as stored: a login matches it exactly
      } else if (event instanceof AnswerEvent.Done done && done.ack() == Ack.LOGGED_OUT) {
        user = null;
      }
    }
  }

  /** Remembers the game this connection plays or watches, to draw its boards and name its moves. */
  private void track(DomainEvent event) {
    if (event instanceof GameNews.GameShown shown) {
      seat = shown.side();
      variant = shown.view().variant().id();
      GameView view = shown.view();
      if (shown.side() != null) {
        boards.put(shown.side() == Side.WHITE ? view.black() : view.white(), view.id());
      }
    } else if (event instanceof GameNews.GameEnded ended) {
      boards.values().remove(ended.view().id());
    }
  }

  /**
   * News as lines; a draw offered to a player of several boards (a simul's host) names its board,
   * since {@code draw} answers at the board the host is at, which may be another.
   */
  private List<String> news(DomainEvent event) {
    if (event instanceof GameNews.DrawOffered offer && !offer.toSpectator() && boards.size() > 1) {
      Long game = boards.get(offer.player());
      if (game != null) {
        return List.of(words.get("game.draw_offered_board", offer.player(), game));
      }
    }
    return TextRenderer.lines(words, List.of(event), this::board);
  }

  private List<String> board(GameView view) {
    BoardStyle chosen = style;
    if (chosen == BoardStyle.SPEECH) {
      return SpeechBoard.lines(words, view);
    }
    boolean classic = chosen == BoardStyle.CLASSIC
        || (chosen == BoardStyle.AUTO && view.variant().id().equals("kingcapture"));
    return classic ? TextRenderer.board(view) : GridBoard.lines(words, view, viewer(view));
  }

  /** The lines that follow an event's own: what explains or helps. */
  private void extras(DomainEvent event, Asked asked, List<String> out) {
    if (event instanceof AnswerEvent.Refused refused) {
      String hint = hint(refused, asked);
      if (hint != null) {
        out.add(hint);
      }
    } else if (event instanceof AnswerEvent.HelpShown help) {
      out.addAll(help(help.menu()));
    } else if (event instanceof GameNews.GameEnded ended) {
      out.add(Explanations.ending(words, ended));
    } else if (event instanceof GameNews.GameShown shown && shown.side() != null
        && shown.arrival() == Arrival.STARTED) {
      out.add(Explanations.moves(words, shown.view().variant().id()));
    }
  }

  private List<String> help(MenuKind menu) {
    List<String> lines = new ArrayList<>();
    switch (menu) {
      case REGISTRATION -> {
        lines.add(words.get("help.more.registration"));
        lines.add(credentials());
      }
      case MAIN, MAIN_NETWORK -> {
        lines.addAll(words.lines("help.more.main"));
        lines.add(words.get("help.more.access")); // a blind player learns of speech from help
      }
      case GAME, GAME_NETWORK -> {
        lines.add(Explanations.moves(words, variant == null ? "kingcapture" : variant));
        lines.add(words.get("help.more.game"));
        lines.add(words.get("help.more.access"));
      }
    }
    lines.add(words.get("help.more.end"));
    return lines;
  }

  private String credentials() {
    return passwordMinLength > 1 ? words.get("hint.credentials_length", passwordMinLength)
        : words.get("hint.credentials");
  }

  /** The line after a refusal that says how to do it right, or {@code null}. */
  private String hint(AnswerEvent.Refused refused, Asked asked) {
    Refusal reason = refused.reason();
    if (refused.why() != null) {
      return Explanations.reason(words, refused.why());
    }
    if (asked instanceof Asked.Move typed && Answers.saysInvalidCommand(reason)) {
      return typo(typed.text(), reason);
    }
    return switch (reason) {
      case LOG_IN_FIRST -> words.get("hint.log_in_first");
      case LOG_OUT_FIRST -> words.get("hint.log_out_first");
      case NOT_PLAYING -> words.get("hint.not_playing");
      case NOT_WATCHING -> words.get("hint.not_watching");
      case NO_GAME_FOR_CHAT -> words.get("hint.no_game_for_chat");
      case LEAVE_GAME_FIRST -> words.get("hint.leave_game_first");
      case INVALID_COMMAND, BAD_REQUEST -> words.get("hint.help");
      case USERNAME_FORMAT, PASSWORD_FORMAT -> credentials();
      case TOURNAMENT_NAME_FORMAT -> words.get("hint.tournament_name");
      case USER_EXISTS -> words.get("hint.user_exists");
      case NO_SUCH_USER -> asked instanceof Asked.Login login && !login.guest()
          ? words.get("hint.register_first") : words.get("hint.list_users");
      case NO_SUCH_VARIANT -> words.get("hint.variants");
      case AMBIGUOUS_MOVE -> words.get("hint.ambiguous_move");
      case WRONG_SQUARE -> words.get("hint.wrong_square");
      case USER_OFFLINE -> words.get("hint.user_offline");
      default -> null;
    };
  }

  /** What a line that is no command here was probably meant to be. */
  private String typo(String text, Refusal reason) {
    String first = text.strip().split("\\s+")[0];
    if (first.isEmpty()) {
      return words.get("hint.help");
    }
    Usage.Entry exact = Usage.of(words, first);
    if (exact != null) {
      return words.get("hint.usage", exact.usage());
    }
    String near = Usage.nearest(first);
    if (near != null) {
      return near.equals(first.toLowerCase(Locale.ROOT))
          ? words.get("hint.lower_case", Usage.of(words, near).usage())
          : words.get("hint.did_you_mean", near, Usage.of(words, near).usage());
    }
    return switch (reason) {
      case MALFORMED_MOVE -> Explanations.moves(words, variant == null ? "kingcapture" : variant);
      case NOT_PLAYING -> words.get("hint.moves_in_a_game");
      case LOG_IN_FIRST -> words.get("hint.log_in_first");
      default -> words.get("hint.help");
    };
  }
}
