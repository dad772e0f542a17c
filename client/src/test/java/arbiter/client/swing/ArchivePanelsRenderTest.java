package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.archive.ReplayCursor;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The History tab, the Ratings tab and the replay panel drawn off screen (no display needed) to
 * target/screenshots, their buttons pressed in place: what they send, what they show.
 */
class ArchivePanelsRenderTest {

  private static final Path OUT = Path.of("target", "screenshots");
  private static final long ENDED = 1_795_183_500_000L;

  @TempDir Path folder;
  private final List<Request> sent = new ArrayList<>();
  private final List<String> statuses = new ArrayList<>();

  @BeforeAll
  static void lookAndFeel() throws Exception {
    SwingUtilities.invokeAndWait(FlatLightLaf::setup);
  }

  private static Event.History history() {
    return new Event.History("ann", List.of(
        new Event.HistoryRow(42, ENDED, "ann", "bob", "chess", "5+3", "white", "checkmate", true),
        new Event.HistoryRow(41, ENDED - 86_400_000, "carol", "ann", "minishogi", null, "white",
            "time forfeit", false),
        new Event.HistoryRow(40, ENDED - 2 * 86_400_000, "bob", "ann", "checkers", "25d5", "draw",
            "agreement", true)));
  }

  @Test
  void theHistoryTabListsGamesAndItsButtonsReplayAndSave() throws Exception {
    List<Long> replayed = new ArrayList<>();
    HistoryPanel panel = onEdt(() -> {
      HistoryPanel history = new HistoryPanel("ann", sent::add, replayed::add, statuses::add,
          ZoneOffset.UTC);
      history.history(history());
      history.setSize(760, 220);
      return history;
    });
    JTable table = panel.table();
    assertThat(table.getRowCount()).isEqualTo(3);
    assertThat(row(table, 1)).containsExactly("#41", "2026-11-19 14:05", "carol", "black",
        "minishogi", "untimed", "lost (time forfeit)", "no");
    paint(panel, "swing-history.png");

    onEdt(() -> {
      button(panel, "replay").doClick(0);
      table.setRowSelectionInterval(1, 1);
      button(panel, "replay").doClick(0);
      button(panel, "save").doClick(0);
      panel.history(history()); // a refresh keeps the selection
      return null;
    });
    assertThat(statuses).containsExactly("pick a game in the history");
    assertThat(replayed).containsExactly(41L);
    assertThat(sent).containsExactly(new Request.Export(41, null));
    assertThat(table.getSelectedRow()).isEqualTo(1);

    List<String> suggested = new ArrayList<>();
    Path file = folder.resolve("chosen.kif");
    onEdt(() -> {
      panel.saveChoice((parent, name) -> {
        suggested.add(name);
        return file;
      });
      panel.exported(new Event.Export("kif", "arbiter-41.kif", "1. P 11 12\n"));
      panel.exported(new Event.Export("kif", "../../etc/passwd", "x"));
      return null;
    });
    assertThat(suggested).containsExactly("arbiter-41.kif", ""); // a path-like name: none offered
    assertThat(Files.readString(file)).isEqualTo("x");
    assertThat(statuses).contains("saved kif to " + file);
  }

  @Test
  void theRatingsTabShowsTheUsersRatingsAndAList() throws Exception {
    RatingsPanel panel = onEdt(() -> {
      RatingsPanel ratings = new RatingsPanel("ann", sent::add);
      ratings.refresh();
      ratings.finger(new Event.Finger("ann", List.of(
          new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12),
          new Event.RatingRow("ann", "pawns", 1500, 350, 0.06, 1)), 13));
      ratings.ratings(new Event.Ratings(null, List.of(
          new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12),
          new Event.RatingRow("bob", "chess", 1488, 120, 0.06, 3))));
      ratings.setSize(760, 220);
      return ratings;
    });
    assertThat(sent).containsExactly(new Request.Finger("ann"), new Request.Ratings(null));
    assertThat(((JLabel) find(panel, "myRatings")).getText())
        .isEqualTo("Your ratings: chess 1612 \u00b145, pawns 1500 \u00b1350");
    assertThat(row((JTable) find(panel, "ratings"), 1))
        .containsExactly("2", "bob", "chess", "1488", "\u00b1120", "3");
    paint(panel, "swing-ratings.png");
  }

  @Test
  void theReplayPanelDrawsTheStateAndStepsByAskingForPlies() throws Exception {
    ReplayPanel panel = onEdt(() -> {
      ReplayPanel replay = new ReplayPanel(1, sent::add);
      replay.start();
      replay.setSize(820, 560);
      return replay;
    });
    GameState start = States.chess("chess");
    GameState after = played(States.of("chess", List.of("RNBQKB.R", "PPPP.PPP", ".....N..",
        "....P...", "....p...", "........", "pppp.ppp", "rnbqkbnr"), List.of(), List.of(), "black",
        List.of()), List.of("e2e4", "e7e5", "g1f3"), "black");
    onEdt(() -> {
      panel.show(start);
      button(panel, "next").doClick(0);
      panel.show(after); // as if three steps were made
      return null;
    });
    assertThat(panel.where()).isEqualTo("Move 3");
    assertThat(list(panel, "moves")).containsExactly("1. e2e4", "2. e7e5", "3. g1f3");
    assertThat(panel.board().myTurn()).isFalse(); // read-only, whoever is to move
    paint(panel, "swing-replay.png");

    onEdt(() -> {
      button(panel, "prev").doClick(0);
      button(panel, "last").doClick(0);
      panel.show(States.over(played(start, List.of("e2e4", "e7e5", "g1f3", "d8h4"), "white"),
          "black", "king captured"));
      button(panel, "first").doClick(0);
      panel.refused("no game 1");
      return null;
    });
    assertThat(sent).containsExactly(new Request.Replay(1, 0), new Request.Replay(1, 1),
        new Request.Replay(1, 2), new Request.Replay(1, ReplayCursor.END),
        new Request.Replay(1, 0));
    assertThat(panel.where()).isEqualTo("Move 4 of 4"); // a refused step leaves the position
    assertThat(button(panel, "next").isEnabled()).isFalse();
    assertThat(button(panel, "prev").isEnabled()).isTrue();
  }

  /** The state with these moves made and {@code toMove} to move (the board is not replayed). */
  private static GameState played(GameState state, List<String> moves, String toMove) {
    return new GameState(state.game(), state.seq(), state.variant(), state.white(), state.black(),
        state.board(), state.hands(), toMove, state.legalMoves(), moves.get(moves.size() - 1),
        moves, 0, -1, "ongoing", null, "");
  }

  private interface EdtWork<T> {
    T run() throws Exception;
  }

  private static <T> T onEdt(EdtWork<T> work) throws Exception {
    List<T> result = new ArrayList<>();
    Exception[] failure = new Exception[1];
    SwingUtilities.invokeAndWait(() -> {
      try {
        result.add(work.run());
      } catch (Exception e) {
        failure[0] = e;
      }
    });
    if (failure[0] != null) {
      throw failure[0];
    }
    return result.get(0);
  }

  private static List<String> row(JTable table, int row) {
    List<String> cells = new ArrayList<>();
    for (int column = 0; column < table.getColumnCount(); column++) {
      cells.add(String.valueOf(table.getValueAt(row, column)));
    }
    return cells;
  }

  private static List<String> list(Container panel, String name) {
    JList<?> list = (JList<?>) find(panel, name);
    List<String> items = new ArrayList<>();
    for (int i = 0; i < list.getModel().getSize(); i++) {
      items.add(String.valueOf(list.getModel().getElementAt(i)));
    }
    return items;
  }

  private static AbstractButton button(Container panel, String name) {
    return (AbstractButton) find(panel, name);
  }

  private static Component find(Container container, String name) {
    for (Component child : container.getComponents()) {
      if (name.equals(child.getName())) {
        return child;
      }
      if (child instanceof Container inner) {
        Component found = find(inner, name);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  private static void layOut(Container container) {
    container.doLayout();
    for (Component child : container.getComponents()) {
      if (child instanceof Container inner) {
        layOut(inner);
      }
    }
  }

  private static void paint(JComponent component, String name) throws Exception {
    BufferedImage image = onEdt(() -> {
      layOut(component);
      BufferedImage shot = new BufferedImage(component.getWidth(), component.getHeight(),
          BufferedImage.TYPE_INT_RGB);
      Graphics2D g = shot.createGraphics();
      component.paint(g);
      g.dispose();
      return shot;
    });
    Files.createDirectories(OUT);
    try {
      ImageIO.write(image, "png", OUT.resolve(name).toFile());
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
