package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.GameState;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Every variant's board rendered off screen (no display needed) to PNGs under target/boards, with
 * a few pixels checked: square colours, pieces where they stand, lit targets after a pick.
 */
class BoardPanelRenderTest {

  private static final Path OUT = Path.of("target", "boards");

  private static BoardPanel panel(GameState state, String mine, List<String> sent) {
    BoardPanel board = new BoardPanel(move -> sent.add(move.move()));
    board.setSize(480, 480);
    board.show(state, mine);
    return board;
  }

  private static void layOut(java.awt.Container container) {
    container.doLayout();
    for (java.awt.Component child : container.getComponents()) {
      if (child instanceof java.awt.Container inner) {
        layOut(inner);
      }
    }
  }

  private static BufferedImage render(BoardPanel board, String name) throws IOException {
    return paint(board, name);
  }

  private static BufferedImage paint(javax.swing.JComponent component, String name) throws IOException {
    BufferedImage image =
        new BufferedImage(component.getWidth(), component.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    component.paint(g);
    g.dispose();
    Files.createDirectories(OUT);
    ImageIO.write(image, "png", OUT.resolve(name + ".png").toFile());
    return image;
  }

  /** A pixel near a square's corner: the square's own colour, clear of the piece. */
  private static Color corner(BufferedImage image, BoardPanel board, int row, int column) {
    Rectangle cell = board.cell(row, column);
    return new Color(image.getRGB(cell.x + 2, cell.y + 2));
  }

  /** How many pixels of the middle half of a square have a colour. */
  private static int share(
      BufferedImage image, BoardPanel board, int row, int column, Predicate<Color> wanted) {
    Rectangle cell = board.cell(row, column);
    int count = 0;
    for (int y = cell.y + cell.height / 4; y < cell.y + cell.height * 3 / 4; y++) {
      for (int x = cell.x + cell.width / 4; x < cell.x + cell.width * 3 / 4; x++) {
        if (wanted.test(new Color(image.getRGB(x, y)))) {
          count++;
        }
      }
    }
    return count;
  }

  private static Color centre(BufferedImage image, BoardPanel board, int row, int column) {
    Point point = board.centre(row, column);
    return new Color(image.getRGB(point.x, point.y));
  }

  @Test
  void chessFamilyBoardsHaveA1DarkAndPiecesInPlace() throws IOException {
    for (String variant : List.of("chess", "kingcapture")) {
      BoardPanel board = panel(States.chess(variant), "white", new ArrayList<>());
      BufferedImage image = render(board, variant);

      assertThat(board.squareSize()).isEqualTo((480 - 40) / 8);
      assertThat(corner(image, board, 0, 0)).isEqualTo(BoardPanel.DARK);
      assertThat(corner(image, board, 0, 1)).isEqualTo(BoardPanel.LIGHT);
      // white's king on e1 is mostly light, black's on e8 mostly dark; e4 is empty
      assertThat(share(image, board, 0, 4, colour -> colour.getRed() > 230))
          .isGreaterThan(share(image, board, 0, 4, colour -> colour.getRed() < 60));
      assertThat(share(image, board, 7, 4, colour -> colour.getRed() < 60))
          .isGreaterThan(share(image, board, 7, 4, colour -> colour.getRed() > 230));
      assertThat(centre(image, board, 3, 4)).isEqualTo(BoardPanel.LIGHT);
      // white sees rank 1 at the bottom
      assertThat(board.cell(0, 0).y).isGreaterThan(board.cell(7, 0).y);
    }
  }

  @Test
  void pawnsBoardHasOnlyPawns() throws IOException {
    BoardPanel board = panel(States.pawns(), null, new ArrayList<>());
    BufferedImage image = render(board, "pawns");

    assertThat(centre(image, board, 0, 4)).isEqualTo(corner(image, board, 0, 4));
    assertThat(centre(image, board, 1, 4)).isNotEqualTo(corner(image, board, 1, 4));
  }

  @Test
  void minishogiBoardIsFiveByFiveAndTurnedForBlack() throws IOException {
    BoardPanel board = panel(States.minishogi(), "black", new ArrayList<>());
    BufferedImage image = render(board, "minishogi");

    assertThat(board.squareSize()).isEqualTo((480 - 40) / 5);
    assertThat(corner(image, board, 2, 2)).isEqualTo(BoardPanel.SHOGI);
    // black plays from the top of the state (row 4): it is drawn at the bottom for black
    assertThat(board.cell(4, 0).y).isGreaterThan(board.cell(0, 0).y);
    assertThat(board.cell(0, 0).x).isGreaterThan(board.cell(0, 4).x);
  }

  @Test
  void checkersBoardHasMenOnDarkSquaresAndAKing() throws IOException {
    BoardPanel board = panel(States.checkers(), "white", new ArrayList<>());
    BufferedImage image = render(board, "checkers");

    assertThat(corner(image, board, 0, 0)).isEqualTo(BoardPanel.DARK);
    assertThat(centre(image, board, 0, 0).getRed()).isGreaterThan(200); // a white man on a1
    assertThat(centre(image, board, 3, 3)).isEqualTo(BoardPanel.DARK);
  }

  @Test
  void pickingAPieceLightsItsTargetsAndAClickOnOneSendsTheMove() throws IOException {
    List<String> sent = new ArrayList<>();
    BoardPanel board = panel(States.chess("chess"), "white", sent);

    press(board, board.centre(1, 4));
    BufferedImage image = render(board, "chess-picked");

    assertThat(corner(image, board, 1, 4)).isEqualTo(BoardPanel.PICKED);
    Color target = centre(image, board, 3, 4);
    assertThat(target.getGreen()).isGreaterThan(target.getRed()).isGreaterThan(0);
    assertThat(centre(image, board, 4, 4)).isEqualTo(corner(image, board, 4, 4));
    press(board, board.centre(3, 4));
    assertThat(sent).containsExactly("e2e4");
  }

  @Test
  void aPieceInHandIsDroppedByAClickOnALitSquare() throws IOException {
    List<String> sent = new ArrayList<>();
    BoardPanel board = panel(States.minishogi(), "black", sent);
    javax.swing.JPanel window = new javax.swing.JPanel(new java.awt.BorderLayout());
    window.add(new HandPanel(board, "white"), java.awt.BorderLayout.WEST);
    window.add(board, java.awt.BorderLayout.CENTER);
    window.add(new HandPanel(board, "black"), java.awt.BorderLayout.EAST);
    window.setSize(660, 480);
    layOut(window);

    board.pickDrop("S");
    BufferedImage image = paint(window, "minishogi-drop");
    // the picked silver in black's hand is lit; its drop squares show dots
    Point onBoard = javax.swing.SwingUtilities.convertPoint(board, board.centre(2, 1), window);
    Color dot = new Color(image.getRGB(onBoard.x, onBoard.y));
    assertThat(dot.getGreen()).isGreaterThan(dot.getRed());
    press(board, board.centre(2, 1));

    assertThat(sent).containsExactly("s 00 23");
  }

  @Test
  void aPieceInHandIsDroppedByDraggingItOntoTheBoard() {
    List<String> sent = new ArrayList<>();
    BoardPanel board = panel(States.minishogi(), "black", sent);
    HandPanel hand = new HandPanel(board, "black");
    HandPanel theirs = new HandPanel(board, "white");
    javax.swing.JPanel window = new javax.swing.JPanel(new java.awt.BorderLayout());
    window.add(theirs, java.awt.BorderLayout.WEST);
    window.add(board, java.awt.BorderLayout.CENTER);
    window.add(hand, java.awt.BorderLayout.EAST);
    window.setSize(660, 480);
    layOut(window);

    mouse(theirs, MouseEvent.MOUSE_PRESSED, theirs.tileCentre(0)); // the opponent's hand: no pick
    assertThat(board.pickedDrop()).isNull();
    mouse(hand, MouseEvent.MOUSE_PRESSED, hand.tileCentre(1)); // black's bishop
    assertThat(board.pickedDrop()).isEqualTo("B");
    Point target = javax.swing.SwingUtilities.convertPoint(board, board.centre(1, 2), hand);
    mouse(hand, MouseEvent.MOUSE_RELEASED, target);

    assertThat(sent).containsExactly("b 00 32");
  }

  @Test
  void aTimedGameHasItsClocksBesideTheBoardTheRunningOneCountingDown() throws IOException {
    long[] now = {90_000_000};
    GameState state = States.timed(States.chess("chess"),
        new GameState.Clock("5+3", 12_400, 281_000, "white", 1_790_000_000_000L, 0, 0, 0));
    BoardPanel board = panel(state, "white", new ArrayList<>());
    ClockPanel clocks = new ClockPanel(() -> now[0]);
    clocks.show(state, now[0], "white");
    javax.swing.JPanel window = new javax.swing.JPanel(new java.awt.BorderLayout());
    window.add(board, java.awt.BorderLayout.CENTER);
    javax.swing.JPanel side = new javax.swing.JPanel(new java.awt.BorderLayout());
    side.setPreferredSize(new java.awt.Dimension(240, 480)); // as in the game window
    side.add(clocks, java.awt.BorderLayout.NORTH);
    window.add(side, java.awt.BorderLayout.EAST);
    window.setSize(480 + 240, 480);
    layOut(window);

    javax.swing.JLabel white = label(clocks, "clock-white");
    javax.swing.JLabel black = label(clocks, "clock-black");
    assertThat(white.getText()).isEqualTo("0:12");
    assertThat(black.getText()).isEqualTo("4:41");
    // black's clock above, as black's pieces are
    assertThat(black.getParent().getY()).isLessThan(white.getParent().getY());
    now[0] += 2_500;
    clocks.tick();
    assertThat(white.getText()).isEqualTo("0:09.9");
    assertThat(black.getText()).isEqualTo("4:41");
    assertThat(white.getForeground()).isEqualTo(ClockPanel.LOW);
    assertThat(black.getForeground()).isNotEqualTo(ClockPanel.LOW);
    assertThat(clocks.ticking()).isFalse(); // not on screen: no timer firing for it

    layOut(window);
    BufferedImage image = paint(window, "chess-clocks");
    java.awt.Rectangle whiteRow = javax.swing.SwingUtilities.convertRectangle(
        white.getParent(), white.getBounds(), window);
    java.awt.Rectangle blackRow = javax.swing.SwingUtilities.convertRectangle(
        black.getParent(), black.getBounds(), window);
    assertThat(pixels(image, whiteRow, colour -> colour.getRed() > 150 && colour.getGreen() < 90))
        .as("red digits on the low clock").isPositive();
    assertThat(pixels(image, blackRow, colour -> colour.getRed() > 150 && colour.getGreen() < 90))
        .isZero();
    java.awt.Rectangle running = javax.swing.SwingUtilities.convertRectangle(
        white.getParent().getParent(), white.getParent().getBounds(), window);
    assertThat(new Color(image.getRGB(running.x + 2, running.y + 2))).isEqualTo(ClockPanel.RUNNING);
  }

  @Test
  void anUntimedGameShowsNoClocks() {
    ClockPanel clocks = new ClockPanel(() -> 0);
    clocks.show(States.chess("chess"), 0, "white");
    assertThat(clocks.isVisible()).isFalse();
  }

  private static javax.swing.JLabel label(java.awt.Container container, String name) {
    for (java.awt.Component child : container.getComponents()) {
      if (name.equals(child.getName())) {
        return (javax.swing.JLabel) child;
      }
      if (child instanceof java.awt.Container inner) {
        javax.swing.JLabel found = label(inner, name);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  private static int pixels(BufferedImage image, java.awt.Rectangle area, Predicate<Color> wanted) {
    int count = 0;
    for (int y = area.y; y < area.y + area.height; y++) {
      for (int x = area.x; x < area.x + area.width; x++) {
        if (wanted.test(new Color(image.getRGB(x, y)))) {
          count++;
        }
      }
    }
    return count;
  }

  private static void mouse(java.awt.Component component, int id, Point point) {
    component.dispatchEvent(new MouseEvent(component, id, System.currentTimeMillis(), 0, point.x,
        point.y, 1, false, MouseEvent.BUTTON1));
  }

  @Test
  void aSpectatorCannotPick() {
    List<String> sent = new ArrayList<>();
    BoardPanel board = panel(States.chess("chess"), null, sent);

    press(board, board.centre(1, 4));
    press(board, board.centre(3, 4));

    assertThat(sent).isEmpty();
  }

  private static void press(BoardPanel board, Point point) {
    for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED}) {
      board.dispatchEvent(new MouseEvent(board, id, System.currentTimeMillis(), 0, point.x, point.y,
          1, false, MouseEvent.BUTTON1));
    }
  }
}
