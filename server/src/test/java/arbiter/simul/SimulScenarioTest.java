package arbiter.simul;

import static arbiter.command.SimulAction.AUDIT;
import static arbiter.command.SimulAction.CREATE;
import static arbiter.command.SimulAction.JOIN;
import static arbiter.command.SimulAction.LEAVE;
import static arbiter.command.SimulAction.LIST;
import static arbiter.command.SimulAction.SHOW;
import static arbiter.command.SimulAction.START;
import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.SimulAction;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.event.SimulEvent;
import arbiter.lobby.RecordingPlayer;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variants;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Simuls end to end through the in-memory server: typed events, no English. */
class SimulScenarioTest {

  private final InMemoryServer server = new InMemoryServer();

  private static Command simul(SimulAction action, String host) {
    return new Command.Simul(action, host, null, null, null);
  }

  private static Command create(String variant, String time, String colour) {
    return new Command.Simul(CREATE, null, variant, time, colour);
  }

  private static SimulView answered(List<DomainEvent> answer, SimulNotice action) {
    assertThat(answer).hasSize(1).first().isInstanceOf(SimulEvent.SimulAnswered.class);
    SimulEvent.SimulAnswered answered = (SimulEvent.SimulAnswered) answer.get(0);
    assertThat(answered.action()).isEqualTo(action);
    return answered.simul();
  }

  private static SimulRefusal refused(List<DomainEvent> answer) {
    assertThat(answer).hasSize(1).first().isInstanceOf(SimulEvent.SimulRefused.class);
    return ((SimulEvent.SimulRefused) answer.get(0)).reason();
  }

  /** ann hosts bob and cat; the boards have started. */
  private SimulView started(Player ann, Player bob, Player cat) {
    answered(ann.send(create("chess", null, null)), SimulNotice.CREATED);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    answered(cat.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    return answered(ann.send(simul(START, null)), SimulNotice.STARTED);
  }

  @Test
  void theHostPlaysEveryBoardAndEveryoneIsToldTheSummary() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    Player cat = server.login("cat");
    SimulView simul = started(ann, bob, cat);
    long bobGame = simul.boards().get(0).game();
    long catGame = simul.boards().get(1).game();
    assertThat(simul.boards()).extracting(SimulView.Board::opponent).containsExactly("bob", "cat");
    assertThat(simul.boards()).extracting(SimulView.Board::hostSide)
        .containsOnly(Side.WHITE);
    assertThat(bob.last(SimulEvent.SimulNews.class).game()).isEqualTo(bobGame);
    assertThat(bob.last(GameNews.GameShown.class).view().id()).isEqualTo(bobGame);
    assertThat(ann.all(GameNews.GameShown.class)).extracting(shown -> shown.view().id())
        .containsExactly(bobGame, catGame);

    // the host is at the first board: a move goes there
    assertThat(ann.send(new Command.Move("e4"))).anyMatch(GameNews.YouMoved.class::isInstance);
    assertThat(bob.last(GameNews.OpponentMoved.class).view().id()).isEqualTo(bobGame);
    // game N takes the host to another board
    List<DomainEvent> moved = ann.send(new Command.Board(catGame));
    assertThat(moved.get(0)).isEqualTo(
        new SimulEvent.SimulNews(SimulNotice.AT_BOARD, "ann", "cat", catGame));
    assertThat(moved.get(1)).isInstanceOf(GameNews.BoardShown.class);
    ann.send(new Command.Move("d4"));
    assertThat(cat.last(GameNews.OpponentMoved.class).view().id()).isEqualTo(catGame);

    cat.send(new Command.Draw());
    ann.send(new Command.Draw()); // agreed: the host is moved on to the board left
    assertThat(ann.answer()).contains(
        new SimulEvent.SimulNews(SimulNotice.AT_BOARD, "ann", "bob", bobGame));
    bob.send(new Command.Forfeit());

    for (Player player : List.of(ann, bob, cat)) {
      SimulView over = player.last(SimulEvent.SimulOver.class).simul();
      assertThat(over.stage()).isEqualTo(Simul.Stage.OVER);
      assertThat(List.of(over.wins(), over.draws(), over.losses())).containsExactly(1, 1, 0);
    }
    // the host is back in the main menu, free to play
    assertThat(server.lobby.isPlaying("ann")).isFalse();
    assertThat(refused(ann.send(simul(SHOW, "ann")))).isEqualTo(SimulRefusal.NO_SUCH_SIMUL);

    // every board's game in one file: the event names the simul, the round is the board
    List<DomainEvent> exported = bob.send(new Command.ExportSimul("ann"));
    assertThat(exported).singleElement().isInstanceOf(AnswerEvent.ExportShown.class);
    assertThat(((AnswerEvent.ExportShown) exported.get(0)).files()).singleElement()
        .satisfies(file -> assertThat(file.text()).contains("[Event \"Simul ann\"]",
            "[Round \"1\"]\n[White \"ann\"]\n[Black \"bob\"]",
            "[Round \"2\"]\n[White \"ann\"]\n[Black \"cat\"]"));
    assertThat(ann.send(new Command.ExportSimul("bob")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SIMUL_GAMES));
  }

  @Test
  void aHundredBoardSimulRunsThroughTheHarness() {
    Player host = server.login("host");
    answered(host.send(create("chess", "30+30", null)), SimulNotice.CREATED);
    List<Player> opponents = new java.util.ArrayList<>();
    for (int i = 0; i < 100; i++) {
      Player opponent = server.login("p" + i);
      answered(opponent.send(simul(JOIN, "host")), SimulNotice.JOINED);
      opponents.add(opponent);
    }
    SimulView simul = answered(host.send(simul(START, null)), SimulNotice.STARTED);
    assertThat(simul.boards()).hasSize(100);
    for (SimulView.Board board : simul.boards()) {
      host.send(new Command.Board(board.game()));
      assertThat(host.send(new Command.Move("e4")))
          .anyMatch(GameNews.YouMoved.class::isInstance);
    }
    opponents.forEach(opponent -> opponent.send(new Command.Forfeit()));
    SimulView over = host.last(SimulEvent.SimulOver.class).simul();
    assertThat(List.of(over.wins(), over.draws(), over.losses())).containsExactly(100, 0, 0);
  }

  @Test
  void badInputIsRefusedWithTheReason() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    assertThat(refused(ann.send(create("nochess", null, null))))
        .isEqualTo(SimulRefusal.NO_SUCH_VARIANT);
    assertThat(refused(ann.send(create("chess", "5+x", null))))
        .isEqualTo(SimulRefusal.BAD_TIME_CONTROL);
    answered(ann.send(create("chess", "5+3", "alternate")), SimulNotice.CREATED);
    assertThat(refused(ann.send(simul(JOIN, "ann")))).isEqualTo(SimulRefusal.HOST_IS_OPPONENT);
    assertThat(refused(ann.send(simul(START, null)))).isEqualTo(SimulRefusal.NO_OPPONENTS);
    assertThat(refused(ann.send(create("chess", null, null))))
        .isEqualTo(SimulRefusal.ALREADY_IN_SIMUL);
    assertThat(refused(bob.send(simul(JOIN, "zed")))).isEqualTo(SimulRefusal.NO_SUCH_SIMUL);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    assertThat(refused(bob.send(simul(JOIN, "ann")))).isEqualTo(SimulRefusal.ALREADY_JOINED);
    SimulView running = answered(ann.send(simul(START, null)), SimulNotice.STARTED);
    assertThat(running.time()).isEqualTo("5+3");
    Player cat = server.login("cat");
    assertThat(refused(cat.send(simul(JOIN, "ann")))).isEqualTo(SimulRefusal.ALREADY_STARTED);
    assertThat(refused(bob.send(simul(LEAVE, null)))).isEqualTo(SimulRefusal.ALREADY_STARTED);
    assertThat(refused(ann.send(new Command.Board(999)))).isEqualTo(SimulRefusal.NOT_YOUR_BOARD);
    assertThat(server.simuls.listing().simuls()).hasSize(1);
  }

  @Test
  void aPlayerInOneFormatsGameIsRefusedASecond() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    Player cat = server.login("cat");
    Player dan = server.login("dan");
    answered(ann.send(create("chess", null, null)), SimulNotice.CREATED);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    answered(cat.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    // cat starts a casual game before the simul does: cat gets no board
    InMemoryServer.startGame(dan, cat, "chess", null);
    SimulView simul = answered(ann.send(simul(START, null)), SimulNotice.STARTED);
    assertThat(simul.boards()).extracting(SimulView.Board::opponent).containsExactly("bob");
    assertThat(cat.last(SimulEvent.SimulNews.class).kind()).isEqualTo(SimulNotice.DROPPED);
    // a casual game's player may not join a simul...
    Player eve = server.login("eve");
    answered(eve.send(create("chess", null, null)), SimulNotice.CREATED);
    assertThat(refused(dan.send(simul(JOIN, "eve")))).isEqualTo(SimulRefusal.ALREADY_PLAYING);
    // ...nor may a simul's host or board be challenged to a casual game
    Player fay = server.login("fay");
    assertThat(fay.send(new Command.Challenge("ann", 0, "chess", null, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.USER_IN_GAME));
    assertThat(fay.send(new Command.Challenge("bob", 0, "chess", null, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.USER_IN_GAME));
    // and the host at the boards cannot challenge anyone
    assertThat(ann.send(new Command.Challenge("fay", 0, "chess", null, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.LEAVE_GAME_FIRST));
  }

  @Test
  void anOpenSimulIsLeftOrCancelled() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    answered(ann.send(create("checkers", null, "black")), SimulNotice.CREATED);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    assertThat(ann.last(SimulEvent.SimulNews.class).kind()).isEqualTo(SimulNotice.JOINED);
    answered(bob.send(simul(LEAVE, null)), SimulNotice.LEFT);
    assertThat(refused(bob.send(simul(LEAVE, null)))).isEqualTo(SimulRefusal.NOT_JOINED);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    answered(ann.send(simul(LEAVE, null)), SimulNotice.CANCELLED);
    assertThat(bob.last(SimulEvent.SimulNews.class).kind()).isEqualTo(SimulNotice.CANCELLED);
    assertThat(refused(bob.send(simul(SHOW, "ann")))).isEqualTo(SimulRefusal.NO_SUCH_SIMUL);
    // the host's actions stay in the audit log once the simul is gone
    SimulEvent.SimulAudited audit = (SimulEvent.SimulAudited) ann.send(simul(AUDIT, "ann")).get(0);
    assertThat(audit.lines()).extracting(SimulArchive.AuditLine::action).containsExactly(
        AuditAction.of(Kind.SIMUL_CREATE_UNTIMED, "checkers", "black"),
        AuditAction.of(Kind.SIMUL_CANCEL));
    // by the account, not the bare name: a later account of the name is told apart
    assertThat(audit.lines()).extracting(SimulArchive.AuditLine::by)
        .allSatisfy(by -> assertThat(by).matches("ann#[1-9][0-9]*"));
  }

  /**
   * A simul's start makes its host and its players busy, as any game's start does: their seek ads
   * lapse (watchers told) and so do the challenges to them.
   */
  @Test
  void aSimulsStartLapsesItsHostsAndPlayersSeekAdsAndChallenges() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    Player cat = server.login("cat");
    RecordingPlayer dan = new RecordingPlayer("dan") {
      @Override
      public boolean seesSeeks() {
        return true;
      }
    };
    server.lobby.login("dan", dan);
    ann.send(new Command.Seek("5+0", false));
    bob.send(new Command.Seek("10+0", false));
    server.lobby.challenge("dan", dan, "ann", 0, Variants.byId("chess").orElseThrow(),
        TimeControl.parse("none"), false);
    assertThat(server.lobby.seeks()).hasSize(2);

    started(ann, bob, cat);

    assertThat(server.lobby.seeks()).isEmpty();
    assertThat(dan.received(LobbyNews.SeeksRemoved.class))
        .flatExtracting(LobbyNews.SeeksRemoved::ids).hasSize(2);
    assertThat(server.lobby.challengesFrom("dan")).isZero();
  }

  @Test
  void theSimulSurvivesARestart() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    Player cat = server.login("cat");
    SimulView simul = started(ann, bob, cat);
    long bobGame = simul.boards().get(0).game();
    long catGame = simul.boards().get(1).game();
    ann.send(new Command.Move("e4"));
    // the server is killed; the games and the simul's boards come back
    InMemoryServer next = server.restarted(5_000, 60_000);
    Player ann2 = next.login("ann");
    Player bob2 = next.login("bob");
    Player cat2 = next.login("cat");
    assertThat(ann2.all(GameNews.GameShown.class)).extracting(shown -> shown.view().id())
        .containsExactlyInAnyOrder(bobGame, catGame);
    assertThat(bob2.last(GameNews.GameShown.class).view().id()).isEqualTo(bobGame);
    assertThat(next.lobby.isPlaying("ann")).isTrue();
    bob2.send(new Command.Move("e5"));
    ann2.send(new Command.Board(catGame));
    ann2.send(new Command.Move("e4"));
    assertThat(cat2.last(GameNews.OpponentMoved.class).view().id()).isEqualTo(catGame);
    cat2.send(new Command.Forfeit());
    bob2.send(new Command.Forfeit());
    SimulView over = bob2.last(SimulEvent.SimulOver.class).simul();
    assertThat(List.of(over.wins(), over.draws(), over.losses())).containsExactly(2, 0, 0);
    assertThat(ann2.last(SimulEvent.SimulOver.class)).isNotNull();
  }

  @Test
  void aRemovedHostsOpenSimulIsCancelledAndTheNameRegisteredAgainHostsNothing() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    answered(ann.send(create("chess", null, null)), SimulNotice.CREATED);
    answered(bob.send(simul(JOIN, "ann")), SimulNotice.JOINED);
    ann.send(new Command.Logout());
    ann.send(new Command.Remove("ann", "pw"));

    assertThat(bob.last(SimulEvent.SimulNews.class).kind()).isEqualTo(SimulNotice.CANCELLED);
    Player newAnn = server.login("ann");
    assertThat(refused(newAnn.send(simul(START, null)))).isNotNull();
    assertThat(bob.send(simul(LIST, null))).singleElement()
        .isEqualTo(new SimulEvent.SimulsListed(List.of()));
  }
}
