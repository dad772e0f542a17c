package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.command.SimulAction;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Reply;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A simul's host plays white on some boards and black on others: each board from its side. */
class NetworkTextSimulBoardTest {

  private static final String WHITE_BELOW = "    a  b  c  d  e  f  g  h";
  private static final String BLACK_BELOW = "    h  g  f  e  d  c  b  a";

  @Test
  void theHostSeesEachBoardFromTheSideTheyPlayThere() {
    InMemoryServer server = new InMemoryServer();
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    Player cat = server.login("cat");
    ann.send(new Command.Simul(SimulAction.CREATE, null, "chess", null, "alternate"));
    bob.send(new Command.Simul(SimulAction.JOIN, "ann", null, null, null));
    cat.send(new Command.Simul(SimulAction.JOIN, "ann", null, null, null));
    ann.send(new Command.Simul(SimulAction.START, null, null, null, null));

    NetworkText text = new NetworkText("Arbiter", 6);
    text.answer(new Reply(Asking.of(new Command.Login("ann", "secret")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    // the boards as they began: bob's (the host white), then cat's (the host black) last
    for (GameNews.GameShown shown : ann.all(GameNews.GameShown.class)) {
      text.push(shown);
    }

    // the host is at bob's board, where they play white
    Command move = new Command.Move("e4");
    List<DomainEvent> moved = ann.send(move);
    List<String> lines = text.answer(new Reply(Asking.of(move), moved));
    assertThat(lines).contains(WHITE_BELOW).doesNotContain(BLACK_BELOW);

    bob.send(new Command.Move("e5"));
    assertThat(text.push(ann.last(GameNews.OpponentMoved.class)))
        .contains(WHITE_BELOW).doesNotContain(BLACK_BELOW);

    // cat offers a draw on the other board: the host's draw would answer at bob's, where they
    // are, so the offer names its board (found by probing: "type draw to accept" there agreed a
    // draw at the host's other board)
    long catGame = ann.all(GameNews.GameShown.class).get(1).view().id();
    cat.send(new Command.Draw());
    assertThat(text.push(ann.last(GameNews.DrawOffered.class))).containsExactly(
        "cat offers a draw in game " + catGame + ": game " + catGame
            + " takes you to that board, where draw accepts");
    // a player of one game reads the seed's words
    NetworkText bobs = new NetworkText("Arbiter", 6);
    bobs.answer(new Reply(Asking.of(new Command.Login("bob", "secret")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    bobs.push(bob.all(GameNews.GameShown.class).get(0));
    ann.send(new Command.Draw());
    assertThat(bobs.push(bob.last(GameNews.DrawOffered.class)))
        .containsExactly("ann offers a draw: type draw to accept");
  }
}
