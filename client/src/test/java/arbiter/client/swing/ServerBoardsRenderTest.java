package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.TestServers;
import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;
import javax.swing.JPanel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The boards of every variant as the server sends them, drawn headless to target/boards/server-*.png:
 * each square shows a piece exactly where the state has one. Minishogi is drawn after captures,
 * with both hands beside the board.
 */
@Tag("socket")
class ServerBoardsRenderTest {

  @TempDir static Path data;
  private static ArbiterServer server;

  @BeforeAll
  static void start() throws InterruptedException {
    server = TestServers.start(data, 0);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"kingcapture", "chess", "pawns", "minishogi", "checkers"})
  void piecesAreDrawnExactlyWhereTheStateHasThem(String variant) throws Exception {
    GameState state = played(variant);
    BoardPanel board = new BoardPanel(move -> { });
    board.show(state, "white");
    JPanel window = new JPanel(new java.awt.BorderLayout());
    window.add(board, java.awt.BorderLayout.CENTER);
    if (variant.equals("minishogi")) {
      window.add(new HandPanel(board, "black"), java.awt.BorderLayout.WEST);
      window.add(new HandPanel(board, "white"), java.awt.BorderLayout.EAST);
    }
    window.setSize(variant.equals("minishogi") ? 620 : 460, 460);
    window.doLayout();
    BufferedImage image = new BufferedImage(window.getWidth(), window.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    window.paint(g);
    g.dispose();
    Files.createDirectories(Path.of("target", "boards"));
    ImageIO.write(image, "png", Path.of("target", "boards", "server-" + variant + ".png").toFile());

    int size = board.squareSize();
    for (int row = 0; row < state.board().rows(); row++) {
      for (int column = 0; column < state.board().columns(); column++) {
        Rectangle cell = board.cell(row, column);
        cell.translate(board.getX(), board.getY());
        Color square = new Color(image.getRGB(cell.x + 2, cell.y + 2));
        boolean inked = false;
        Point centre = new Point(cell.x + size / 2, cell.y + size / 2);
        for (int d = -size / 6; d <= size / 6; d += Math.max(1, size / 24)) {
          inked |= image.getRGB(centre.x + d, centre.y) != square.getRGB()
              || image.getRGB(centre.x, centre.y + d) != square.getRGB();
        }
        assertThat(inked).as("%s square %d,%d", variant, row, column)
            .isEqualTo(state.board().cells().get(row).get(column) != null);
      }
    }
  }

  /** The start, or for minishogi a game after some captures (both bots take when they can). */
  private static GameState played(String variant) {
    try (Bot white = new Bot(server.port()); Bot black = new Bot(server.port())) {
      white.login("w_" + variant);
      black.login("b_" + variant);
      white.send(new Request.Challenge("b_" + variant, 0, variant));
      black.await(Event.Challenged.class);
      black.send(new Request.Accept("w_" + variant));
      GameState state = white.awaitState(1);
      black.awaitState(1);
      Random random = new Random(5);
      while (variant.equals("minishogi") && state.status().equals("ongoing")
          && (state.hands().white().isEmpty() || state.hands().black().isEmpty())) {
        Bot mover = state.sideToMove().equals("white") ? white : black;
        mover.send(new Request.Move(choose(state, random).move()));
        long next = state.seq() + 1;
        state = white.awaitState(next);
        black.awaitState(next);
      }
      return state;
    }
  }

  /** A capture (but not of the king, to keep the game going) if there is one, else any move. */
  private static GameState.LegalMove choose(GameState state, Random random) {
    List<GameState.LegalMove> moves = state.legalMoves();
    for (GameState.LegalMove move : moves) {
      GameState.Piece taken = state.board().cells().get(move.to()[0]).get(move.to()[1]);
      if (move.from() != null && taken != null && !taken.kind().equals("K")) {
        return move;
      }
    }
    return moves.get(random.nextInt(moves.size()));
  }
}
