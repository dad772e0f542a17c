package arbiter.client.swing;

import arbiter.client.clock.ClockFace;
import arbiter.client.words.ClientWords;
import arbiter.protocol.GameState;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.function.LongSupplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.Timer;
import javax.swing.UIManager;

/**
 * A timed game's two clocks beside its board, the upper one for the side drawn at the top of the
 * board. While the panel is on screen the running clock counts down every 100 ms (tenths under ten
 * seconds) from the state's arrival; the running clock is emphasised, a low one red. Hidden while
 * the game is untimed.
 */
final class ClockPanel extends JPanel {

  static final Color LOW = new Color(0xC62828);
  static final Color RUNNING = new Color(0xFFF1B8);
  private static final int TICK_MILLIS = 100;
  private static final float TIME_SIZE = 24f;

  private final LongSupplier now;
  private final Timer ticks = new Timer(TICK_MILLIS, e -> tick());
  private final Row top = new Row();
  private final Row bottom = new Row();
  private ClockFace face;

  /** @param now this client's monotonic time in milliseconds, the time base of arrivals */
  ClockPanel(LongSupplier now) {
    super(new GridLayout(2, 1, 0, 4));
    this.now = now;
    setName("clocks");
    add(top);
    add(bottom);
    setVisible(false);
  }

  /**
   * Shows a state's clocks, counted from {@code arrivedAt}; {@code mine} is the viewer's side (null
   * to watch), drawn at the bottom as the board draws it.
   */
  void show(GameState state, long arrivedAt, String mine) {
    face = ClockFace.of(state, arrivedAt);
    if (face == null) {
      ticks.stop();
      setVisible(false);
      return;
    }
    String upper = "black".equals(mine) ? "white" : "black";
    String lower = upper.equals("white") ? "black" : "white";
    top.side(upper, upper.equals("white") ? state.white() : state.black());
    bottom.side(lower, lower.equals("white") ? state.white() : state.black());
    setBorder(BorderFactory.createTitledBorder(
        ClientWords.current().get("swing.clock_title", face.control())));
    setVisible(true);
    tick();
    if (face.running() != null && isDisplayable()) {
      ticks.start();
    }
  }

  /** Counts the running clock down to now; stops ticking once no clock runs. */
  void tick() {
    if (face == null) {
      return;
    }
    long at = now.getAsLong();
    top.show(face, at);
    bottom.show(face, at);
    if (face.running() == null) {
      ticks.stop();
    }
  }

  /** Whether the 100 ms ticks run (while on screen and a clock runs). */
  boolean ticking() {
    return ticks.isRunning();
  }

  @Override
  public void addNotify() {
    super.addNotify();
    if (face != null && face.running() != null) {
      ticks.start();
    }
  }

  @Override
  public void removeNotify() {
    ticks.stop(); // a closed window's clocks must not go on firing
    super.removeNotify();
  }

  /** One side's clock: the player's name and the time left. */
  private static final class Row extends JPanel {

    private final JLabel player = new JLabel(" ");
    private final JLabel time = new JLabel(" ");
    private String side;

    Row() {
      super(new BorderLayout());
      setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
      time.setFont(time.getFont().deriveFont(Font.PLAIN, TIME_SIZE));
      // the time has the row's width to itself: a longer text (tenths, periods) is never cut
      time.setHorizontalAlignment(SwingConstants.RIGHT);
      add(player, BorderLayout.NORTH);
      add(time, BorderLayout.CENTER);
    }

    void side(String side, String name) {
      this.side = side;
      player.setText(name + " (" + ClientWords.current().get("swing." + side) + ")");
      player.setName("clockName-" + side);
      time.setName("clock-" + side);
    }

    void show(ClockFace face, long now) {
      String text = face.text(side, now);
      if (!text.equals(time.getText())) {
        time.setText(text);
      }
      boolean running = face.runs(side);
      setOpaque(running);
      setBackground(running ? RUNNING : null);
      int style = running ? Font.BOLD : Font.PLAIN;
      if (time.getFont().getStyle() != style) {
        time.setFont(time.getFont().deriveFont(style));
        player.setFont(player.getFont().deriveFont(style));
      }
      Color ink = face.low(side, now) ? LOW : UIManager.getColor("Label.foreground");
      time.setForeground(ink);
    }
  }
}
