package arbiter.edge;

import static arbiter.edge.EdgeChannels.lines;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;

/**
 * A simul on the ICS port, without a socket: a chess program's user lists, shows, joins and
 * leaves a telnet host's simul in the text face's lines, gets their board as a FICS game (the
 * Creating lines and style 12) when the host starts, and plays it to the end; a simul in a
 * variant a chess program cannot show, and hosting from this port, are refused in one line.
 */
class IcsSimulTest {

  private static final String EOL = "\n\r";
  private static final String IAC_WILL_ECHO = "\u00ff\u00fb\u0001";

  private final Hall hall = new Hall();

  private IcsPlayer logIn(String name) {
    hall.services().accounts().register(name, "pw");
    IcsPlayer client = hall.ics();
    client.upTo("login: ");
    client.send(name);
    client.upTo(IAC_WILL_ECHO);
    client.send("pw");
    client.block();
    client.send("iset ms 1");
    client.block();
    return client;
  }

  @Test
  void anIcsOpponentJoinsATelnetHostsSimulAndPlaysItsBoard() {
    EmbeddedChannel ann = hall.login("ann");
    EmbeddedChannel zed = hall.login("zed");
    IcsPlayer ali = logIn("ali");
    IcsPlayer bob = logIn("bob");

    hall.type(ann, "simul create chess 5+3");
    hall.type(zed, "simul create minishogi");
    ali.send("simul list");
    assertThat(ali.block()).isEqualTo(
        "ann: chess 5+3, host white, open, 0 boards, +0 =0 -0" + EOL
            + "zed: minishogi untimed, host white, open, 0 boards, +0 =0 -0" + EOL + "fics% ");
    ali.send("simul join zed");
    assertThat(ali.block()).isEqualTo("this simul plays minishogi, which a chess program on the"
        + " ICS port cannot show: join it from telnet, the web page or the Arbiter clients" + EOL
        + "fics% ");
    ali.send("simul create chess");
    assertThat(ali.block()).startsWith("A simul's host plays from telnet");
    ali.send("simul join");
    assertThat(ali.block()).isEqualTo(
        "Usage: simul list | simul show HOST | simul join HOST | simul leave" + EOL + "fics% ");

    ali.send("simul join ann");
    assertThat(ali.block()).isEqualTo("you joined the simul of ann (1 boards so far)" + EOL
        + "fics% ");
    assertThat(lines(ann)).contains("ali joined your simul");
    bob.send("simul join ann");
    bob.block();
    bob.send("simul leave ann");
    assertThat(bob.block()).isEqualTo("you left the simul of ann" + EOL + "fics% ");
    ali.send("simul show ann");
    assertThat(ali.block()).isEqualTo("the simul of ann, 1 boards:" + EOL
        + "ann: chess 5+3, host white, open, 1 boards, +0 =0 -0" + EOL
        + "board 1: ali, game 0, host white " + EOL + "fics% ");

    hall.type(ann, "simul start");
    assertThat(ali.block()).contains("Creating: ann (----) ali (----) rated blitz 5 3" + EOL
            + "{Game 1 (ann vs. ali) Creating rated blitz match.}" + EOL)
        .contains("<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR"
            + " W -1 1 1 1 1 0 1 ann ali -1 5 3 39 39 300000 300000 1 none");
    assertThat(ali.block()).contains("your board in the simul of ann began: game 1" + EOL);

    hall.type(ann, "e2e4");
    assertThat(ali.block()).contains(" B 4 1 1 1 1 0 1 ann ali 1 ").contains(" P/e2-e4 ");
    ali.send("e5");
    assertThat(ali.block()).contains(" W 4 1 1 1 1 0 1 ann ali -1 ").contains(" P/e7-e5 ");
    assertThat(lines(ann)).anyMatch(line -> line.contains("e5"));
    ali.send("resign");
    // the simul's end is told as the last board ends, then the board's FICS result line
    assertThat(ali.upTo("{Game 1 (ann vs. ali) ali resigns} 1-0" + EOL))
        .contains("the simul of ann is over: +1 =0 -0 for the host");
    assertThat(lines(ann)).contains("the simul of ann is over: +1 =0 -0 for the host");
  }
}
