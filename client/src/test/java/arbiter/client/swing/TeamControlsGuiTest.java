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
 * The Tournaments tab's Teams controls on a real (virtual) display against a real server: a
 * captain creates a team, invites players (who accept), moves one to board 1 and takes one off,
 * sees the team as a table of its boards and invitations, creates a team round robin in the creation row and enters the team in it; a
 * refusal shows as the server's words. Skipped without a display.
 */
@Tag("socket")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class TeamControlsGuiTest {

  private static final Duration WAIT = GuiSession.WAIT;

  @TempDir Path data;
  private GuiSession gui;
  private final List<Bot> bots = new java.util.ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    gui = new GuiSession(data);
  }

  @AfterEach
  void stop() {
    bots.forEach(Bot::close);
    if (gui != null) {
      gui.close();
    }
  }

  @Test
  void aCaptainKeepsATeamAndEntersItInATeamRoundRobin() throws Exception {
    for (String name : List.of("ann", "bob", "zed", "yan")) {
      Bot bot = new Bot(gui.server.port());
      bot.login(name);
      bots.add(bot);
    }
    FrameFixture lobby = gui.logIn("cap");
    lobby.tabbedPane("tabs").selectTab("Tournaments");
    lobby.tabbedPane("tournamentSections").selectTab("Teams");
    lobby.textBox("teamName").setText("knights");
    lobby.button("team-create").click();
    lobby.textBox("teamPlayer").setText("cap");
    lobby.button("team-add").click();
    for (String name : List.of("ann", "bob")) { // invited: each answers from their own client
      lobby.textBox("teamPlayer").setText(name);
      lobby.button("team-add").click();
    }
    JTable table = lobby.table("tournamentTable").target();
    await().atMost(WAIT).untilAsserted(() -> assertThat(SwingClientGuiTest.rows(table))
        .containsExactly(List.of("1", "cap"), List.of("invited", "ann"),
            List.of("invited", "bob")));
    screenshot(lobby.target(), "swing-teams.png");
    for (Bot invited : bots.subList(0, 2)) {
      invited.send(new Request.Tournament("team_join", "knights", null, null, null, null, null));
      invited.await(Event.Tournament.class);
    }
    lobby.textBox("teamPlayer").setText("bob");
    GuiActionRunner.execute(() -> lobby.spinner("teamBoard").target().setValue(1));
    lobby.button("team-add").click(); // a member to board 1
    lobby.textBox("teamPlayer").setText("ann");
    lobby.button("team-remove").click();
    lobby.button("team-show").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(title(lobby))
        .isEqualTo("Team knights, captain cap"));
    await().atMost(WAIT).untilAsserted(() -> assertThat(SwingClientGuiTest.rows(table))
        .containsExactly(List.of("1", "bob"), List.of("2", "cap")));

    Bot zed = bots.get(2);
    for (Request.Tournament request : List.of(team("team_create", null), team("team_add", "zed"),
        team("team_add", "yan"))) {
      zed.send(request);
      zed.await(Event.Tournament.class);
    }
    bots.get(3).send(team("team_join", null));
    bots.get(3).await(Event.Tournament.class);

    lobby.tabbedPane("tournamentSections").selectTab("Play");
    lobby.textBox("tournamentName").setText("league");
    lobby.comboBox("tournamentSystem").selectItem("teamroundrobin");
    GuiActionRunner.execute(() -> lobby.spinner("tournamentBoards").target().setValue(2));
    lobby.button("tournamentCreate").click();
    await().atMost(WAIT).until(() -> lobby.list("tournaments").contents().length == 1);
    lobby.list("tournaments").selectItem(0);
    lobby.button("tournament-join").click(); // alone: refused with the reason
    await().atMost(WAIT).untilAsserted(() -> assertThat(lobby.textBox("tournamentText").text())
        .startsWith("league is a team competition"));
    lobby.tabbedPane("tournamentSections").selectTab("Teams");
    lobby.button("team-enter").click();
    await().atMost(WAIT).untilAsserted(() -> assertThat(lobby.textBox("tournamentText").text())
        .isEqualTo("you joined league"));
    zed.send(new Request.Tournament("join", "league", null, null, null, null, null, null, null,
        null, null, null, null, "rooks", null, null));
    zed.await(Event.Tournament.class);
    lobby.tabbedPane("tournamentSections").selectTab("Play");
    lobby.button("tournament-standings").click();
    await().atMost(WAIT).untilAsserted(() -> {
      lobby.button("tournament-standings").click();
      assertThat(title(lobby)).startsWith("Teams of league");
      assertThat(SwingClientGuiTest.rows(table)).extracting(row -> row.get(1))
          .containsExactlyInAnyOrder("knights", "rooks");
    });
  }

  private static Request.Tournament team(String action, String player) {
    return new Request.Tournament(action, "rooks", null, null, null, null, null, null, player,
        null, null, null, null, null, null, null);
  }

  private static String title(FrameFixture lobby) {
    return text(lobby.label("tournamentTableTitle").target());
  }
}
