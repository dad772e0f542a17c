package arbiter.face.ics;

import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Reply;
import arbiter.session.Face;
import io.netty.util.concurrent.FastThreadLocal;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The ICS face: events in the FICS dialect ({@link IcsRenderer}), each block of output ended by
 * the prompt as FICS ends it ({@code fics% }, or {@code login: } while nobody is logged in), lines
 * ended by {@code \n\r}. News starts on a line of its own, after the prompt the client last saw.
 */
public final class IcsFace implements Face {

  /** The prompt of a logged-in user. */
  public static final String PROMPT = "fics% ";
  /** The prompt before login. */
  public static final String LOGIN_PROMPT = "login: ";
  /** FICS's line ending. */
  public static final String EOL = "\n\r";

  /**
   * The room a block of lines starts with: a style 12 line and the prompt (about 200 bytes); a
   * builder grown from its default size was an eighth of an ICS server's garbage.
   */
  private static final int BLOCK = 256;
  /** The largest builder a thread keeps for the next block (a help page's is let go). */
  private static final int KEPT = 1 << 14;
  /**
   * Each thread's builders for a block and a board line, lent to one call at a time (a call
   * that came while they were lent would make its own): two builders a message were a tenth of
   * an ICS server's garbage at 1,000 moves a second.
   */
  private static final FastThreadLocal<Builders> BUILDERS = new FastThreadLocal<>() {
    @Override
    protected Builders initialValue() {
      return new Builders();
    }
  };

  private final IcsOutput out;
  private final IcsState state;
  private final IcsMoveTimes moveTimes = new IcsMoveTimes();
  /** What the lobby says of the players an event names. */
  private final IcsPlayers players;
  private final LongSupplier clock;

  /**
   * @param clock the wall-clock time in milliseconds, to run a ticking clock down
   * @param players whether a player is a guest (shown {@code (++++)}, as FICS does) or a bot
   *     whose games never count
   */
  public IcsFace(IcsOutput out, IcsState state, LongSupplier clock, IcsPlayers players) {
    this.out = out;
    this.state = state;
    this.players = players;
    this.clock = clock;
  }

  @Override
  public void answer(Reply reply) {
    Asked asked = reply.asked();
    Builders builders = Builders.borrow();
    StringBuilder text = builders.block;
    IcsRenderer renderer = renderer(asked, builders);
    for (DomainEvent event : reply.events()) {
      remember(event, asked);
      append(text, event.accept(renderer));
    }
    if (reply.events().isEmpty() && asked instanceof Asked.Offer accept
        && accept.answering() == Asked.Answering.ACCEPT) {
      text.append("You accept the match offer from ").append(accept.user()).append('.').append(EOL);
    }
    send(builders);
  }

  @Override
  public void push(DomainEvent event) {
    remember(event, null);
    Builders builders = Builders.borrow();
    List<? extends CharSequence> lines = event.accept(renderer(null, builders));
    if (lines.isEmpty()) {
      builders.giveBack();
      return;
    }
    append(builders.block.append(EOL), lines);
    send(builders);
  }

  /** The events' lines, answering what {@code asked} ({@code null} for news), as of now. */
  private IcsRenderer renderer(Asked asked, Builders builders) {
    return new IcsRenderer(state, moveTimes, players, asked, clock.getAsLong(), builders.line);
  }

  /** Writes a block of lines the face itself answers (settings, help), then the prompt. */
  public void reply(List<String> lines) {
    Builders builders = Builders.borrow();
    append(builders.block, lines);
    send(builders);
  }

  /** Sends the block with the prompt after it, and gives the builders back. */
  private void send(Builders builders) {
    synchronized (out) {
      builders.block.append(state.user() == null ? LOGIN_PROMPT : PROMPT);
      out.send(builders.block);
    }
    builders.giveBack();
  }

  /** A block's builder and a board line's, empty when lent. */
  private static final class Builders {

    final StringBuilder block = new StringBuilder(BLOCK);
    final StringBuilder line = new StringBuilder(IcsBoard.LENGTH);

    /** This thread's, or new ones while this thread's are lent. */
    static Builders borrow() {
      Builders builders = BUILDERS.get();
      if (builders == null) {
        return new Builders();
      }
      BUILDERS.set(null);
      builders.block.setLength(0);
      return builders;
    }

    void giveBack() {
      if (block.capacity() <= KEPT && line.capacity() <= KEPT) {
        BUILDERS.set(this);
      }
    }
  }

  private static void append(StringBuilder text, List<? extends CharSequence> lines) {
    for (CharSequence line : lines) {
      text.append(line).append(EOL);
    }
  }

  /** Keeps what the parser needs to know from an event: the login, the game, the offers. */
  private void remember(DomainEvent event, Asked asked) {
    if (event instanceof AnswerEvent.Done done) {
      if (done.ack() == Ack.LOGGED_IN && asked instanceof Asked.Login login) {
        state.loggedIn(login.user(), login.guest());
      } else if (done.ack() == Ack.LOGGED_OUT) {
        state.loggedOut();
      } else if (done.ack() == Ack.STOPPED_OBSERVING) {
        state.leftGame(state.game());
      } else if (done.ack() == Ack.CHALLENGE_WITHDRAWN) {
        state.challengeClosed(done.subject());
      } else if (done.ack() == Ack.CHALLENGE_DECLINED && asked instanceof Asked.Offer no) {
        state.answered(no.user());
      }
    } else if (event instanceof AnswerEvent.ChallengeSent
        && asked instanceof Asked.Challenge sent) {
      state.challengeSent(sent.user());
    } else if (event instanceof GameNews.GameShown shown) {
      state.inGame(shown);
    } else if (event instanceof GameNews.GameEnded ended) {
      state.leftGame(ended.view().id());
    } else if (event instanceof LobbyNews.Challenged challenged) {
      state.challenged(challenged.from());
    } else if (event instanceof LobbyNews.ChallengeWithdrawn withdrawn) {
      state.answered(withdrawn.by());
    } else if (event instanceof LobbyNews.ChallengeDeclined declined) {
      state.challengeClosed(declined.by());
    } else if (event instanceof GameNews.DrawOffered offer && !offer.toSpectator()) {
      state.drawOffered(offer.player()); // an observer's own game has no offer from it
    } else if (event instanceof GameNews.TimeGiven given) {
      moveTimes.given(given.game(), given.player(), given.seconds() * 1000);
    } else if (event instanceof GameNews.YouMoved || event instanceof GameNews.OpponentMoved) {
      state.drawOffered(null);
    } else if (event instanceof LobbyNews.TakenOver) {
      state.loggedOut();
    }
  }

  @Override
  public boolean plays(String variant) {
    return playable(variant);
  }

  /** Whether an ICS client can show and play {@code variant}: standard chess only. */
  public static boolean playable(String variant) {
    return IcsRenderer.CHESS.equals(variant);
  }

  @Override
  public boolean seesSeeks() {
    return true; // which of them the client is shown, and how, is the state's settings
  }

  @Override
  public void close() {
    out.close();
  }

  @Override
  public String address() {
    return out.address();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    out.loggedIn(loggedIn);
  }
}
