package arbiter.client.swing;

import static arbiter.client.swing.GuiSession.screenshot;
import static arbiter.client.swing.GuiSession.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Tournaments tab's Organize controls on a real (virtual) display against a real server: the
 * creator runs a Swiss of three JSON players from the tab, sets options, corrects a result and
 * sees the standings follow, withdraws and reinstates a player, names an arbiter, enters a late
 * player with half-point byes, reads the audit log and the crosstable, pairs the next round, sees
 * it published with its countdown, swaps a board's players and begins the round. Skipped without a display.
 */
@Tag("socket")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class TournamentOrganizerGuiTest {

  private static final Duration WAIT = GuiSession.WAIT;

  @TempDir Path data;
  private GuiSession gui;
  private final Map<String, Bot> bots = new java.util.HashMap<>();

  @BeforeEach
  void start() throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    gui = new GuiSession(data);
  }

  @AfterEach
  void stop() {
    bots.values().forEach(Bot::close);
    if (gui != null) {
      gui.close();
    }
  }

  @Test
  void theCreatorCorrectsAResultWithdrawsReinstatesAndPairsFromTheTab() throws Exception {
    FrameFixture lobby = swissCreated("open", 2);
    for (String name : List.of("ann", "bob", "cat")) {
      Bot bot = new Bot(gui.server.port());
      bot.login(name);
      bot.send(new Request.Tournament("join", "open", null, null, null, null, null));
      bot.await(Event.Tournament.class);
      bots.put(name, bot);
    }

    lobby.tabbedPane("tournamentSections").selectTab("Organize");
    pick(lobby, "organizeOption", "pairing");
    lobby.textBox("organizeValue").setText("manual");
    lobby.button("organize-set").click();
    awaitAnswer(lobby, "open pairing manual");

    lobby.tabbedPane("tournamentSections").selectTab("Play");
    lobby.button("tournament-start").click();
    // the creator is shown the round published (no countdown on this server: started at once)
    await().atMost(WAIT).untilAsserted(() -> assertThat(title(lobby))
        .as(() -> "answer: " + lobby.textBox("tournamentText").text())
        .isEqualTo("open round 1 published: games started"));
    JTable table = lobby.table("tournamentTable").target();
    List<List<String>> boards = SwingClientGuiTest.rows(table);
    assertThat(boards).hasSize(2);
    String white = boards.get(0).get(1);
    String black = boards.get(0).get(2);
    String byed = boards.get(1).get(1);
    assertThat(boards.get(1).get(3)).isEqualTo("bye");
    Bot forfeiting = bots.get(white);
    forfeiting.await(Event.GameStarted.class);
    forfeiting.send(new Request.Forfeit());
    lobby.button("tournament-standings").click();
    await().atMost(WAIT).untilAsserted(() -> {
      lobby.button("tournament-standings").click();
      assertThat(points(table)).containsEntry(white, "0.0").containsEntry(black, "1.0");
    });

    lobby.tabbedPane("tournamentSections").selectTab("Organize");
    set(lobby, "organizeRound", 1);
    set(lobby, "organizeBoard", 2);
    lobby.comboBox("organizeResult").selectItem("=");
    lobby.button("organize-result").click();
    // a refusal is shown in the tab as the server's words
    awaitAnswer(lobby, "board 2 of round 1 is a bye");
    set(lobby, "organizeBoard", 1);
    lobby.button("organize-result").click();
    awaitAnswer(lobby, "open result round 1 board 1 from 0-1 to 1/2-1/2");
    lobby.tabbedPane("tournamentSections").selectTab("Play");
    lobby.button("tournament-standings").click();
    await().atMost(WAIT).untilAsserted(() ->
        assertThat(points(table)).containsEntry(white, "0.5").containsEntry(black, "0.5")
            .containsEntry(byed, "1.0"));

    lobby.tabbedPane("tournamentSections").selectTab("Organize");
    lobby.textBox("organizePlayer").setText(byed);
    lobby.button("organize-withdraw").click();
    awaitAnswer(lobby, byed + " withdrawn from open");
    lobby.button("organize-reinstate").click();
    awaitAnswer(lobby, byed + " reinstated in open");
    lobby.textBox("organizePlayer").setText("ann");
    lobby.button("organize-arbiter").click();
    awaitAnswer(lobby, "ann is an arbiter of open");
    lobby.textBox("organizePlayer").setText("dave");
    lobby.checkBox("organizeHalf").check();
    lobby.button("organize-enter").click();
    awaitAnswer(lobby, "dave entered open (rounds so far: byes worth 1/2)");
    lobby.tabbedPane("tournamentSections").selectTab("Play");
    lobby.button("tournament-standings").click();
    await().atMost(WAIT).untilAsserted(() ->
        assertThat(points(table)).containsEntry("dave", "0.5").hasSize(4));
    lobby.tabbedPane("tournamentSections").selectTab("Organize");
    lobby.button("organize-audit").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(title(lobby))
        .isEqualTo("Audit log of open"));
    String audit = lobby.textBox("tournamentView").text();
    assertThat(audit).contains("gui", "set pairing manual",
        "result round 1 board 1 from 0-1 to 1/2-1/2", "withdraw " + byed, "reinstate " + byed,
        "arbiter ann", "enter dave half");
    assertThat(audit.indexOf("withdraw " + byed)).isLessThan(audit.indexOf("reinstate " + byed));
    lobby.button("organize-crosstable").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(title(lobby))
        .isEqualTo("Crosstable of open"));
    assertThat(lobby.textBox("tournamentView").text()).contains(white, black, byed, "dave");

    pick(lobby, "organizeOption", "countdown");
    lobby.textBox("organizeValue").setText("60");
    lobby.button("organize-set").click();
    awaitAnswer(lobby, "open countdown 60");
    lobby.button("organize-pair").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(title(lobby))
        .matches("open round 2 published: games start in (60|59|58) s"));
    List<List<String>> round2 = SwingClientGuiTest.rows(table);
    assertThat(round2).hasSize(2);
    assertThat(round2.get(0).get(3)).isEqualTo("waiting");
    // before the round starts: the two players of board 1 exchange seats, and everyone is shown
    lobby.textBox("organizePlayer").setText(round2.get(0).get(1));
    lobby.textBox("organizeOther").setText(round2.get(0).get(2));
    lobby.button("organize-swap").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(SwingClientGuiTest.rows(table).get(0))
        .containsExactly("1", round2.get(0).get(2), round2.get(0).get(1), "waiting"));
    screenshot(lobby.target(), "swing-tournaments-organize.png");
    lobby.button("organize-begin").click();
    awaitAnswer(lobby, "open round 2 started");
    assertThat(title(lobby)).isEqualTo("open round 2 published: games started");
    assertThat(SwingClientGuiTest.rows(table).get(0).get(3)).isEqualTo("playing");
  }

  /**
   * The Organize tab's *Offer seat*: the creator enters a player without an account (a seat) and
   * offers it to an account, which is invited with the seat named and, once it accepts, plays
   * under its own name: the seat's name is gone from the standings.
   */
  @Test
  void theCreatorOffersASeatToAnAccountFromTheTab() throws Exception {
    FrameFixture lobby = swissCreated("club", 3);
    Bot zoe = new Bot(gui.server.port());
    bots.put("zoe", zoe);
    zoe.login("zoe");

    lobby.tabbedPane("tournamentSections").selectTab("Organize");
    lobby.textBox("organizePlayer").setText("sam");
    lobby.button("organize-enter").click();
    awaitAnswer(lobby, "sam entered club (rounds so far: byes worth 0)");
    lobby.textBox("organizeOther").setText("zoe");
    lobby.button("organize-seat").click();
    awaitAnswer(lobby, "the seat sam in club is offered to zoe; it stays a seat until they accept");

    Event.TournamentInvited invited = zoe.await(Event.TournamentInvited.class);
    assertThat(invited.seat()).isEqualTo("sam");
    assertThat(invited.by()).isEqualTo("gui");
    zoe.send(new Request.Tournament("join", "club", null, null, null, null, null));
    zoe.await(Event.Tournament.class);
    lobby.tabbedPane("tournamentSections").selectTab("Play");
    JTable table = lobby.table("tournamentTable").target();
    await().atMost(WAIT).untilAsserted(() -> {
      lobby.button("tournament-standings").click();
      assertThat(points(table)).containsOnlyKeys("zoe");
    });
  }

  /** gui logged in, has created a Swiss of {@code rounds} rounds from the tab and picked it. */
  private FrameFixture swissCreated(String name, int rounds) {
    FrameFixture lobby = gui.logIn("gui");
    lobby.tabbedPane("tabs").selectTab("Tournaments");
    lobby.textBox("tournamentName").setText(name);
    lobby.comboBox("tournamentSystem").selectItem("swiss");
    set(lobby, "tournamentRounds", rounds);
    lobby.button("tournamentCreate").click();
    await().atMost(WAIT).until(() -> lobby.list("tournaments").contents().length == 1);
    lobby.list("tournaments").selectItem(0);
    return lobby;
  }

  /**
   * The robot's pick in an editable box once left the editor's old item (the answer was about
   * "countdown"): picked again until the box holds it, before anything reads it.
   */
  private static void pick(FrameFixture lobby, String box, String item) {
    await().atMost(WAIT).until(() -> {
      lobby.comboBox(box).selectItem(item);
      return item.equals(GuiActionRunner.execute(() -> lobby.comboBox(box).target().getSelectedItem()));
    });
  }

  private static void set(FrameFixture lobby, String spinner, int value) {
    GuiActionRunner.execute(() -> lobby.spinner(spinner).target().setValue(value));
  }

  private static void awaitAnswer(FrameFixture lobby, String expected) {
    await().atMost(WAIT).untilAsserted(() ->
        assertThat(lobby.textBox("tournamentText").text()).isEqualTo(expected));
  }

  private static String title(FrameFixture lobby) {
    return text(lobby.label("tournamentTableTitle").target());
  }

  /** The standings' points by player, read by the columns' names. */
  private static Map<String, String> points(JTable table) {
    return GuiActionRunner.execute(() -> {
      Map<String, String> points = new java.util.HashMap<>();
      int player = -1;
      int score = -1;
      for (int column = 0; column < table.getColumnCount(); column++) {
        String name = table.getColumnName(column);
        player = name.equals("Player") ? column : player;
        score = name.equals("Points") ? column : score;
      }
      if (player < 0 || score < 0) {
        return points;
      }
      for (int row = 0; row < table.getRowCount(); row++) {
        points.put(String.valueOf(table.getValueAt(row, player)),
            String.valueOf(table.getValueAt(row, score)));
      }
      return points;
    });
  }
}
