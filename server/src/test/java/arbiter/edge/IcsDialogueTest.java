package arbiter.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.StoredGame;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The ICS port's pipeline, without a socket, byte for byte on the lines chess programs parse: login (password with the echo off,
 * guests), the setup commands XBoard and Jin send, match and accept, moves in coordinates and SAN,
 * refusals, the result line, observing with the move list XBoard asks for.
 */
class IcsDialogueTest {

  private static final String EOL = "\n\r";
  private static final String IAC_WILL_ECHO = "\u00ff\u00fb\u0001";
  private static final String IAC_WONT_ECHO = "\u00ff\u00fc\u0001";
  private static final String START =
      "rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR";

  private final Hall hall = new Hall();

  @BeforeEach
  void registerAli() {
    hall.services().accounts().register("ali", "pw");
  }

  /** Logs a registered user in, the way XBoard's logon script and FICS do it. */
  private IcsPlayer logIn(String name, String password) {
    IcsPlayer client = hall.ics();
    client.upTo("login: ");
    client.send(name);
    assertThat(client.upTo(IAC_WILL_ECHO)).isEqualTo(
        "\"" + name + "\": if it is your name, type the password." + EOL
            + "If not, just hit return to play unrated games as a guest under this name." + EOL
            + EOL + "password: "
            + IAC_WILL_ECHO);
    client.send(password);
    assertThat(client.block()).isEqualTo(IAC_WONT_ECHO + EOL
        + "**** Starting FICS session as " + name + " ****" + EOL + "fics% ");
    return client;
  }

  @Test
  void aGameAgainstAnUnratedHouseBotIsIssuedUnrated() {
    java.util.Queue<Runnable> thinking = new java.util.ArrayDeque<>();
    hall.services().lobby().bots(new arbiter.bot.HouseBots(thinking::add, 5, false, 4));
    IcsPlayer ali = logIn("ali", "pw");

    ali.send("match house 5 0");
    assertThat(ali.block()).startsWith("Issuing: ali (----) house (----) unrated blitz 5 0.");
    assertThat(ali.block()).contains("Creating: ali (----) house (----) unrated blitz 5 0")
        .doesNotContain(" rated ");
  }

  /** Logs a guest in; returns the client and the name the server gave. */
  private Guest guest() {
    IcsPlayer client = hall.ics();
    client.upTo("login: ");
    client.send("guest");
    String offer = client.upTo("\":");
    Matcher name = Pattern.compile("Logging you in as \"(Guest[A-Z]{4})\"").matcher(offer);
    assertThat(name.find()).as(offer).isTrue();
    client.send("");
    assertThat(client.block()).isEqualTo(
        "**** Starting FICS session as " + name.group(1) + "(U) ****" + EOL + "fics% ");
    return new Guest(client, name.group(1));
  }

  record Guest(IcsPlayer client, String name) {}

  @Test
  void theLoginDoesNotTellWhetherANameIsRegisteredAndAGuestPassesForNobody() {
    IcsPlayer stranger = hall.ics();
    stranger.upTo("login: ");
    stranger.send("zed");
    String asked = stranger.upTo(IAC_WILL_ECHO);
    IcsPlayer owner = hall.ics();
    owner.upTo("login: ");
    owner.send("ali");
    assertThat(owner.upTo(IAC_WILL_ECHO)).isEqualTo(asked.replace("\"zed\"", "\"ali\""));
    owner.close();
    stranger.send(""); // no password: a guest under that name
    assertThat(stranger.block()).isEqualTo(
        IAC_WONT_ECHO + EOL + "**** Starting FICS session as zed(U) ****" + EOL + "fics% ");

    IcsPlayer impostor = hall.ics();
    impostor.upTo("login: ");
    impostor.send("ALI");
    impostor.upTo(IAC_WILL_ECHO);
    impostor.send("");
    assertThat(impostor.upTo("login: "))
        .contains("Sorry, \"ALI\" is not free for a guest; try another name.");
    impostor.close();
    stranger.send("who");
    assertThat(stranger.block()).contains("++++ zed(U)");
    // the other faces mark the guest too: telnet in words, JSON by a field
    EmbeddedChannel ben = hall.login("ben");
    hall.type(ben, "who");
    assertThat(EdgeChannels.lines(ben)).contains("zed (guest)");
    EmbeddedChannel cat = hall.loginJson("cat");
    hall.type(cat, "{\"type\":\"who\"}");
    assertThat(EdgeChannels.lines(cat)).anySatisfy(line ->
        assertThat(line).startsWith("{\"type\":\"who\"").contains("\"guests\":[\"zed\"]"));
  }

  @Test
  void loginSetupMatchMovesResultAndObserve() {
    IcsPlayer banner = hall.ics();
    assertThat(banner.upTo("login: ")).isEqualTo(EOL
        + "Arbiter chess server (freechess.org compatible ICS port)" + EOL + EOL
        + "Log in with your Arbiter name and password, or as \"guest\"." + EOL + EOL + "login: ");
    banner.send("%b");  // Jin's line before login: nothing answers it
    banner.send("ali");
    banner.upTo("password: " + IAC_WILL_ECHO);
    banner.send("wrong");
    assertThat(banner.upTo("login: ")).isEqualTo(
        IAC_WONT_ECHO + EOL + "**** Invalid password! ****" + EOL + "login: ");
    banner.close();

    IcsPlayer ali = logIn("ali", "pw");
    // what XBoard sends on seeing the prompt, then Jin's and others' settings
    for (String[] setup : List.of(
        new String[] {"alias $ @", ""},
        new String[] {"$set interface xboard 4.9.1", ""},
        new String[] {"$iset startpos 1", "startpos set." + EOL},
        new String[] {"$iset ms 1", "ms set." + EOL},
        new String[] {"$iset lock 1", "lock set." + EOL},
        new String[] {"$style 12", "Style 12 set." + EOL},
        new String[] {"set style 12", "Style 12 set." + EOL},
        new String[] {"set width 240", ""},
        new String[] {"set ptime 0", ""},
        new String[] {"e4", "e4: Command not found." + EOL})) {
      ali.send(setup[0]);
      assertThat(ali.block()).as(setup[0]).isEqualTo(setup[1] + "fics% ");
    }

    Guest guest = guest();
    IcsPlayer bob = guest.client();
    String g = guest.name();
    bob.send("iset ms 1");
    bob.block();

    ali.send("match " + g + " minishogi");
    assertThat(ali.block()).isEqualTo("Arbiter plays minishogi, but not on the ICS port: chess"
        + " programs here show standard chess only. Play it with telnet or Arbiter's own clients."
        + EOL + "fics% ");
    ali.send("match " + g);
    // the lobby's verdict: a game with a guest never counts (until session 20 ali was told
    // "rated", the challenge as asked, while the guest was told "unrated")
    assertThat(ali.block()).isEqualTo(
        "Issuing: ali (----) " + g + " (++++) unrated untimed 0 0." + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL
        + "Challenge: ali (----) " + g + " (++++) unrated untimed 0 0." + EOL
        + "You can \"accept\" or \"decline\", or propose different parameters." + EOL + "fics% ");
    bob.send("accept");
    assertThat(bob.block()).isEqualTo("You accept the match offer from ali." + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL
        + "Creating: ali (----) " + g + " (++++) unrated untimed 0 0" + EOL
        + "{Game 1 (ali vs. " + g + ") Creating unrated untimed match.}" + EOL
        + "<12> " + START + " W -1 1 1 1 1 0 1 ali " + g
        + " -1 0 0 39 39 0 0 1 none (0:00.000) none 1 0 0" + EOL + "fics% ");
    // the room's word, to both players alike: a game with a guest never counts (until session 19
    // ali was told "rated", from the challenge as asked)
    assertThat(ali.block()).isEqualTo(EOL
        + "Creating: ali (----) " + g + " (++++) unrated untimed 0 0" + EOL
        + "{Game 1 (ali vs. " + g + ") Creating unrated untimed match.}" + EOL
        + "<12> " + START + " W -1 1 1 1 1 0 1 ali " + g
        + " 1 0 0 39 39 0 0 1 none (0:00.000) none 0 0 0" + EOL + "fics% ");

    // fool's mate: coordinates from white, SAN from black, with a wrong turn and an illegal move
    bob.send("e7e5");
    assertThat(bob.block()).isEqualTo("It is not your move." + EOL + "fics% ");
    ali.send("f2f3");
    String afterF3 = "<12> rnbqkbnr pppppppp -------- -------- -------- -----P-- PPPPP-PP RNBQKBNR B -1"
        + " 1 1 1 1 0 1 ali " + g;
    assertThat(ali.block()).isEqualTo(
        afterF3 + " -1 0 0 39 39 0 0 1 P/f2-f3 (0:00.000) f3 0 0 0" + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL
        + afterF3 + " 1 0 0 39 39 0 0 1 P/f2-f3 (0:00.000) f3 1 0 0" + EOL + "fics% ");
    bob.send("e7e4");
    assertThat(bob.block()).isEqualTo("Illegal move (e7e4)." + EOL + "fics% ");
    bob.send("e5");
    String afterE5 = "<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4"
        + " 1 1 1 1 0 1 ali " + g;
    assertThat(bob.block()).isEqualTo(
        afterE5 + " -1 0 0 39 39 0 0 2 P/e7-e5 (0:00.000) e5 1 0 0" + EOL + "fics% ");
    assertThat(ali.block()).isEqualTo(EOL
        + afterE5 + " 1 0 0 39 39 0 0 2 P/e7-e5 (0:00.000) e5 0 0 0" + EOL + "fics% ");

    Guest watcher = guest();
    IcsPlayer carl = watcher.client();
    carl.send("observe 1");
    assertThat(carl.block()).isEqualTo("You are now observing game 1." + EOL
        + "Game 1: ali (----) " + g + " (++++) unrated untimed 0 0" + EOL
        + afterE5 + " 0 0 0 39 39 0 0 2 P/e7-e5 (0:00) e5 0 0 0" + EOL
        + "fics% ");
    carl.send("moves 1");
    String list = carl.block();
    assertThat(list).startsWith("Movelist for game 1:" + EOL + EOL
        + "ali (UNR) vs. " + g + " (UNR) --- ");
    assertThat(list).endsWith(EOL
        + "Unrated untimed match, initial time: 0 minutes, increment: 0 seconds." + EOL + EOL
        + "Move  ali                     " + g + EOL
        + "----  ---------------------   ---------------------" + EOL
        + "  1.  f3      (0:00.000)      e5      (0:00.000)" + EOL
        + "      {Still in progress} *" + EOL + "fics% ");

    ali.send("g2g4");
    ali.block();
    bob.block();
    carl.block();
    bob.send("Qh4#");
    String mate = "{Game 1 (ali vs. " + g + ") ali checkmated} 0-1";
    assertThat(bob.block()).endsWith(" -1 0 0 39 39 0 0 3 Q/d8-h4 (0:00.000) Qh4# 1 0 0" + EOL
        + mate + EOL + "fics% ");
    assertThat(ali.block()).isEqualTo(EOL
        + "<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1"
        + " 1 1 ali " + g + " 1 0 0 39 39 0 0 3 Q/d8-h4 (0:00.000) Qh4# 0 0 0" + EOL + "fics% ");
    assertThat(ali.block()).isEqualTo(EOL + mate + EOL + "fics% ");
    assertThat(carl.upTo(mate + EOL + "fics% ")).contains(" 0 0 0 39 39 0 0 3 Q/d8-h4 (0:00) Qh4# 0 0 0");

    StoredGame stored = hall.store().game(1);
    assertThat(stored.result()).isEqualTo("black");
    assertThat(stored.reason()).isEqualTo("checkmate");
    assertThat(stored.rated()).as("a guest's games leave the ratings alone").isFalse();
    assertThat(stored.moves()).containsExactly("f3", "e5", "g4", "Qh4#");

    ali.send("quit");
    assertThat(ali.upTo("Thank you for using Arbiter." + EOL)).isEqualTo(
        EOL + "Logging you out." + EOL + EOL + "Thank you for using Arbiter." + EOL);
    bob.close();
    carl.close();
  }

  /**
   * In a game, a line with no move's shape is an unknown command, as on FICS: XBoard 4.9 reads
   * any "Illegal move" as its last move refused, pops that up and takes a move it has sent off
   * its board. Its menus' adjourn and flag get FICS's answers (until session 21 all three were
   * "Illegal move (adjourn)." and the like).
   */
  @Test
  void inAGameAWordThatIsNoMoveIsAnUnknownCommandAndAdjournAndFlagAreAnswered() {
    IcsPlayer ali = logIn("ali", "pw");
    Guest guest = guest();
    IcsPlayer bob = guest.client();
    ali.send("match " + guest.name() + " 5 0");
    ali.block();
    bob.block();
    bob.send("accept");
    bob.block();
    bob.block();
    ali.block();

    ali.send("foo");
    assertThat(ali.block()).isEqualTo("foo: Command not found." + EOL + "fics% ");
    bob.send("pending now");
    assertThat(bob.block()).as("not the mover's turn").isEqualTo(
        "pending: Command not found." + EOL + "fics% ");
    ali.send("e2e5");
    assertThat(ali.block()).isEqualTo("Illegal move (e2e5)." + EOL + "fics% ");
    ali.send("adjourn");
    assertThat(ali.block()).isEqualTo("Arbiter does not adjourn games: a game goes on until it"
        + " ends, and across a restart of the server. Offer a draw (draw) or resign (resign)."
        + EOL + "fics% ");
    bob.send("flag");
    assertThat(bob.block()).isEqualTo("Your opponent is not out of time!" + EOL + "fics% ");
    ali.send("e4");
    assertThat(ali.block()).contains("P/e2-e4");
    assertThat(bob.block()).contains("P/e2-e4");
    bob.send("resign");
    bob.block();
    ali.block();
    ali.send("flag");
    assertThat(ali.block()).isEqualTo("You are not playing a game." + EOL + "fics% ");
  }

  /**
   * An observer who asks for what waits until they stop watching is told to unobserve: until
   * session 21 they were told "You are playing a game", which they were not (and a game of a
   * variant the port cannot show leaves them watching it).
   */
  @Test
  void anObserverWhoMatchesOrObservesAgainIsToldToUnobserveFirst() {
    Guest guest = gameOfAliAndAGuest();

    IcsPlayer carl = guest().client();
    carl.send("observe 1");
    assertThat(carl.block()).startsWith("You are now observing game 1.");
    for (String line : List.of("observe 1", "match " + guest.name(), "seek 5 0")) {
      carl.send(line);
      assertThat(carl.block()).as(line).isEqualTo(
          "You are observing game 1: type \"unobserve\" first." + EOL + "fics% ");
    }
    guest.client().send("observe 1");
    assertThat(guest.client().block()).isEqualTo(
        "You are playing a game: that waits until it ends." + EOL + "fics% ");
    carl.send("unobserve");
    carl.block();
    carl.send("seek 5 0");
    assertThat(carl.block()).startsWith("Your seek has been posted");
  }

  /**
   * FICS's {@code observe NAME}, which Jin's and eboard's "observe player" send, watches the game
   * that player plays (until session 21 every name was "There is no such game.").
   */
  @Test
  void observeNameWatchesTheGameThatPlayerPlays() {
    Guest guest = gameOfAliAndAGuest();

    IcsPlayer carl = guest().client();
    carl.send("observe nobody");
    assertThat(carl.block()).isEqualTo("There is no such game." + EOL + "fics% ");
    carl.send("observe ALI");
    assertThat(carl.block()).startsWith("You are now observing game 1." + EOL
        + "Game 1: ali (----) " + guest.name() + " (++++) ");
  }

  /** Game 1: ali (logged in) against a guest who accepted ali's match, both told it began. */
  private Guest gameOfAliAndAGuest() {
    IcsPlayer ali = logIn("ali", "pw");
    Guest guest = guest();
    ali.send("match " + guest.name());
    ali.block();
    guest.client().block();
    guest.client().send("accept");
    guest.client().block();
    guest.client().block();
    ali.block();
    return guest;
  }

  /** Chat out of any game is answered as FICS answers it (until session 21, "invalid command"). */
  @Test
  void chatOutOfAGameIsAnsweredThatTheUserNeitherPlaysNorObserves() {
    IcsPlayer ali = logIn("ali", "pw");
    for (String line : List.of("kibitz hi", "whisper hi", "say hi")) {
      ali.send(line);
      assertThat(ali.block()).as(line).isEqualTo(
          "You are not playing or observing a game." + EOL + "fics% ");
    }
  }

  @Test
  void timedGameSendsBothClocksInMilliseconds() {
    IcsPlayer ali = logIn("ali", "pw");
    ali.send("$iset ms 1");
    ali.block();
    Guest guest = guest();
    ali.send("match " + guest.name() + " 2 1");
    assertThat(ali.block()).contains("Issuing: ali (----) " + guest.name()
        + " (++++) unrated lightning 2 1.");
    assertThat(guest.client().block()).contains("unrated lightning 2 1.");
    guest.client().send("accept ali");
    guest.client().block();
    String start = ali.block();
    assertThat(start).contains("Creating: ali (----) " + guest.name()
        + " (++++) unrated lightning 2 1" + EOL);
    // white's clock runs from the start: at most 120000 ms, black's untouched, ticking 1
    assertThat(start).containsPattern(
        " 1 2 1 39 39 1[0-9]{5} 120000 1 none \\(0:00\\.000\\) none 0 1 0" + EOL);
    guest.client().block();
    ali.send("e4");
    // the time e4 took, from white's clocks before and after it: a few ms on this loopback
    Matcher took = Pattern.compile(" -1 2 1 39 39 1[0-9]{5} 1[0-9]{5} 1 P/e2-e4 \\(0:0([0-9])\\.([0-9]{3})\\) e4 0 1 0"
        + EOL).matcher(ali.block());
    assertThat(took.find()).isTrue();
    // the guest, without iset ms, in whole seconds
    assertThat(guest.client().block()).contains(" 1 P/e2-e4 (0:0" + took.group(1) + ") e4 1 1 0"
        + EOL);
    ali.send("resign");
    assertThat(ali.block()).isEqualTo(
        "{Game 1 (ali vs. " + guest.name() + ") ali resigns} 0-1" + EOL + "fics% ");
    guest.client().close();
    ali.close();
  }

  @Test
  void withdrawAndAbortAnswerInOneLine() {
    IcsPlayer ali = logIn("ali", "pw");
    Guest guest = guest();
    IcsPlayer bob = guest.client();
    String g = guest.name();
    ali.send("withdraw");
    assertThat(ali.block()).isEqualTo("You have no offers to withdraw." + EOL + "fics% ");
    ali.send("match " + g + " 5 0 unrated");
    ali.block();
    bob.block();
    ali.send("withdraw");
    assertThat(ali.block()).isEqualTo("You withdraw the match offer to " + g + "." + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL + "ali withdraws the match offer." + EOL + "fics% ");
    bob.send("accept ali");
    assertThat(bob.block()).isEqualTo("There are no offers pending from ali." + EOL + "fics% ");
    bob.send("accept");
    assertThat(bob.block()).isEqualTo("You have no offers to accept." + EOL + "fics% ");
    ali.send("withdraw " + g);
    assertThat(ali.block()).isEqualTo("There are no offers pending to " + g + "." + EOL + "fics% ");
    ali.send("abort");
    assertThat(ali.block()).isEqualTo("Arbiter cannot abort a game: every game it starts ends"
        + " with a result. Offer a draw (draw) or resign (resign)." + EOL + "fics% ");
    ali.close();
    bob.close();
  }

  @Test
  void seekSoughtUnseekAndPlayWithTheLinesXboardReads() {
    IcsPlayer ali = logIn("ali", "pw");
    Guest guest = guest();
    IcsPlayer bob = guest.client();
    String g = guest.name();
    // what XBoard sends for its seek graph
    bob.send("$iset seekremove 1");
    assertThat(bob.block()).isEqualTo("seekremove set." + EOL + "fics% ");
    bob.send("$set seek 1");
    assertThat(bob.block()).isEqualTo("You will now hear seek ads." + EOL + "fics% ");
    IcsPlayer carl = guest().client();
    carl.send("iset seekinfo 1");
    assertThat(carl.block()).isEqualTo("seekinfo set." + EOL + "<sc>" + EOL + "fics% ");

    ali.send("seek 5 0");
    assertThat(ali.block()).isEqualTo("Your seek has been posted with index 1." + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL
        + "ali (----) seeking 5 0 rated blitz (\"play 1\" to respond)" + EOL + "fics% ");
    assertThat(carl.block()).isEqualTo(EOL
        + "<s> 1 w=ali ti=00 rt=0P t=5 i=0 r=r tp=blitz c=? rr=0-9999 a=t f=f" + EOL + "fics% ");
    bob.send("sought");
    assertThat(bob.block()).isEqualTo(
        "  1 ---- ali                 5   0 rated    blitz      0-9999" + EOL
            + "1 ad displayed." + EOL + "fics% ");
    ali.send("unseek");
    assertThat(ali.block()).isEqualTo("Your seeks have been removed." + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo(EOL + "Ads removed: 1" + EOL + "fics% ");
    assertThat(carl.block()).isEqualTo(EOL + "<sr> 1" + EOL + "fics% ");
    ali.send("unseek");
    assertThat(ali.block()).isEqualTo("You have no active seeks." + EOL + "fics% ");
    bob.send("play 1");
    assertThat(bob.block()).isEqualTo("That seek is not available." + EOL + "fics% ");
    bob.send("sought");
    assertThat(bob.block()).isEqualTo("0 ads displayed." + EOL + "fics% ");

    ali.send("seek 2 1 unrated white");
    assertThat(ali.block()).isEqualTo(
        "Arbiter's seek ads take no colour: the seeker plays white." + EOL + "fics% ");
    ali.send("seek 2 1 unrated");
    assertThat(ali.block()).isEqualTo("Your seek has been posted with index 2." + EOL + "fics% ");
    bob.block();
    assertThat(carl.block()).isEqualTo(EOL
        + "<s> 2 w=ali ti=00 rt=0P t=2 i=1 r=u tp=lightning c=? rr=0-9999 a=t f=f" + EOL
        + "fics% ");
    ali.send("play 2");
    assertThat(ali.block()).isEqualTo("You cannot respond to your own seek." + EOL + "fics% ");

    bob.send("play 2");
    assertThat(bob.block()).isEqualTo(EOL + "Ads removed: 2" + EOL + "fics% ");
    assertThat(bob.block()).isEqualTo("fics% ");
    assertThat(bob.block()).startsWith(EOL
        + "Creating: ali (----) " + g + " (++++) unrated lightning 2 1" + EOL
        + "{Game 1 (ali vs. " + g + ") Creating unrated lightning match.}" + EOL + "<12> ");
    assertThat(ali.block()).isEqualTo(EOL + g + " accepts your seek." + EOL + "fics% ");
    assertThat(ali.block()).startsWith(EOL
        + "Creating: ali (----) " + g + " (++++) unrated lightning 2 1" + EOL
        + "{Game 1 (ali vs. " + g + ") Creating unrated lightning match.}" + EOL + "<12> ");
    assertThat(carl.block()).isEqualTo(EOL + "<sr> 2" + EOL + "fics% ");
    ali.send("seek 5 0");
    assertThat(ali.block()).isEqualTo(
        "You are playing a game: that waits until it ends." + EOL + "fics% ");
    ali.send("resign");
    assertThat(ali.block()).isEqualTo(
        "{Game 1 (ali vs. " + g + ") ali resigns} 0-1" + EOL + "fics% ");
    ali.close();
    bob.close();
    carl.close();
  }
}
