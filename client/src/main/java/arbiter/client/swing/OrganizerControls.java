package arbiter.client.swing;

import arbiter.protocol.Request;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;

/**
 * The organizer's controls of the picked tournament: pair, begin, late entry, byes, withdraw and
 * reinstate, seats, result corrections, options, arbiters, the crosstable and the audit log. The
 * server decides who may: anyone else's request is refused, and the refusal is shown as text.
 */
final class OrganizerControls extends JPanel {

  /** The results an arbiter may set, in the server's words. */
  static final String[] RESULTS = {"1-0", "0-1", "=", "+-", "-+", "--"};

  /** The options of {@code tournament set}; the box is editable for any other the server has. */
  private static final String[] OPTIONS =
      {"countdown", "pairing", "delay", "absences", "tiebreaks"};

  private final Predicate<Request> server;
  private final Supplier<String> picked;
  private final Consumer<String> status;
  private final JTextField player = new JTextField(7);
  private final JTextField other = new JTextField(7);
  private final JCheckBox half = new JCheckBox(w("swing.o_half"));
  private final JSpinner round = new JSpinner(new SpinnerNumberModel(0, 0, 999, 1));
  private final JSpinner board = new JSpinner(new SpinnerNumberModel(1, 1, 999, 1));
  private final JComboBox<String> result = new JComboBox<>(RESULTS);
  private final JComboBox<String> option = new JComboBox<>(OPTIONS);
  private final JTextField value = new JTextField(8);

  /**
   * Controls that send to {@code server} for the tournament {@code picked} gives (null: none
   * picked, said on {@code status}).
   */
  OrganizerControls(Predicate<Request> server, Supplier<String> picked, Consumer<String> status) {
    super(new GridLayout(4, 1, 0, 4));
    this.server = server;
    this.picked = picked;
    this.status = status;
    setName("organizer");
    player.setName("organizePlayer");
    player.setToolTipText(w("swing.o_player_tip"));
    other.setName("organizeOther");
    other.setToolTipText(w("swing.o_other_tip"));
    half.setName("organizeHalf");
    half.setToolTipText(w("swing.o_half_tip"));
    round.setName("organizeRound");
    round.setToolTipText(w("swing.o_round_tip"));
    board.setName("organizeBoard");
    board.setToolTipText(w("swing.o_board_tip"));
    result.setName("organizeResult");
    result.setToolTipText(w("swing.o_result_tip"));
    option.setName("organizeOption");
    option.setEditable(true);
    option.setToolTipText(w("swing.o_option_tip"));
    value.setName("organizeValue");

    JPanel row = row();
    row.add(LobbyWindow.label(w("swing.o_player"), player));
    row.add(player);
    row.add(button(w("swing.o_enter"), "organize-enter",
        () -> send("enter", b -> b.player(text(player)).half(half.isSelected()))));
    row.add(half);
    row.add(button(w("swing.o_bye"), "organize-bye",
        () -> send("bye", b -> b.player(text(player)).round(roundOrNull()))));
    row.add(button(w("swing.o_withdraw"), "organize-withdraw",
        () -> send("withdraw", b -> b.player(text(player)))));
    row.add(button(w("swing.o_reinstate"), "organize-reinstate",
        () -> send("reinstate", b -> b.player(text(player)))));
    add(row);

    row = row();
    row.add(LobbyWindow.label(w("swing.o_other"), other));
    row.add(other);
    row.add(button(w("swing.o_swap"), "organize-swap",
        () -> send("swap", b -> b.player(text(player)).other(text(other)))));
    row.add(button(w("swing.o_seat"), "organize-seat",
        () -> send("seat", b -> b.player(text(player)).other(text(other)))));
    row.add(LobbyWindow.label(w("swing.o_board"), board));
    row.add(board);
    row.add(button(w("swing.o_set_board"), "organize-board", () -> send("board",
        b -> b.board((Integer) board.getValue()).player(text(player)).other(text(other)))));
    row.add(button(w("swing.o_arbiter"), "organize-arbiter",
        () -> send("arbiter", b -> b.player(text(player)))));
    add(row);

    row = row();
    row.add(LobbyWindow.label(w("swing.t_round"), round));
    row.add(round);
    row.add(LobbyWindow.label(w("swing.o_result"), result));
    row.add(result);
    row.add(button(w("swing.o_correct"), "organize-result", () -> send("result",
        b -> b.round(roundOrNull()).board((Integer) board.getValue())
            .result((String) result.getSelectedItem()))));
    row.add(button(w("swing.o_crosstable"), "organize-crosstable", () -> send("crosstable", b -> b)));
    row.add(button(w("swing.o_audit"), "organize-audit", () -> send("audit", b -> b)));
    add(row);

    row = row();
    row.add(button(w("swing.o_pair"), "organize-pair", () -> send("pair", b -> b)));
    row.add(button(w("swing.o_begin"), "organize-begin", () -> send("begin", b -> b)));
    row.add(LobbyWindow.label(w("swing.o_option"), option));
    row.add(option);
    row.add(value);
    row.add(button(w("swing.o_set"), "organize-set", () -> {
      Object key = option.getSelectedItem();
      String to = text(value.getText());
      // both or neither: without a value the server lists the options
      send("set", b -> b.key(to == null || key == null ? null : text(key.toString())).value(to));
    }));
    add(row);
  }

  /** A row of controls, left to right (right to left in Persian). */
  static JPanel row() {
    return new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
  }

  /** A named button that runs {@code action}. */
  static JButton button(String text, String name, Runnable action) {
    JButton button = new JButton(text);
    button.setName(name);
    button.addActionListener(e -> action.run());
    return button;
  }

  private static String text(String typed) {
    String stripped = typed == null ? "" : typed.strip();
    return stripped.isEmpty() ? null : stripped;
  }

  private static String text(JTextField field) {
    return text(field.getText());
  }

  private Integer roundOrNull() {
    int picked = (Integer) round.getValue();
    return picked == 0 ? null : picked;
  }

  private void send(String action, UnaryOperator<Fields> fill) {
    String name = picked.get();
    if (name == null) {
      status.accept(w("swing.t_pick"));
      return;
    }
    server.test(fill.apply(new Fields()).request(action, name));
  }

  /** The organizer's fields of one request, filled by the button pressed. */
  private static final class Fields {
    private Integer round;
    private String player;
    private String other;
    private Integer board;
    private String result;
    private String key;
    private String value;
    private Boolean half;

    Fields round(Integer to) {
      round = to;
      return this;
    }

    Fields player(String to) {
      player = to;
      return this;
    }

    Fields other(String to) {
      other = to;
      return this;
    }

    Fields board(Integer to) {
      board = to;
      return this;
    }

    Fields result(String to) {
      result = to;
      return this;
    }

    Fields key(String to) {
      key = to;
      return this;
    }

    Fields value(String to) {
      value = to;
      return this;
    }

    Fields half(boolean to) {
      half = to ? Boolean.TRUE : null;
      return this;
    }

    Request.Tournament request(String action, String name) {
      return new Request.Tournament(action, name, null, null, null, null, round, null, player,
          other, board, result, key, value, half, null);
    }
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
