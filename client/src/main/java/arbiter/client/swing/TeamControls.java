package arbiter.client.swing;

import arbiter.protocol.Request;
import java.awt.GridLayout;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;

/**
 * A captain's controls: create a team, add a player at a board (0: after the last; a player not
 * yet in the team is invited) or remove one, show the team in board order, and enter it in the
 * team competition picked in the list; and an invited player's Join team and Decline.
 * Each is the JSON {@code tournament} request under the team's name; the server decides who may
 * and says why not.
 */
final class TeamControls extends JPanel {

  private final Predicate<Request> server;
  private final Consumer<String> status;
  private final JTextField team = new JTextField(8);
  private final JTextField player = new JTextField(7);
  private final JSpinner board = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));

  /**
   * Controls that send to {@code server}; {@code picked} gives the tournament picked in the list
   * (null: none, said on {@code status}).
   */
  TeamControls(Predicate<Request> server, Supplier<String> picked, Consumer<String> status) {
    super(new GridLayout(3, 1, 0, 4));
    this.server = server;
    this.status = status;
    setName("teams");
    team.setName("teamName");
    team.setToolTipText(w("swing.tm_team_tip"));
    player.setName("teamPlayer");
    board.setName("teamBoard");
    board.setToolTipText(w("swing.tm_board_tip"));

    JPanel row = OrganizerControls.row();
    row.add(LobbyWindow.label(w("swing.tm_team"), team));
    row.add(team);
    row.add(OrganizerControls.button(w("swing.tm_create"), "team-create",
        () -> send("team_create", null, null)));
    row.add(OrganizerControls.button(w("swing.tm_show"), "team-show",
        () -> send("team_show", null, null)));
    add(row);

    row = OrganizerControls.row();
    row.add(LobbyWindow.label(w("swing.tm_player"), player));
    row.add(player);
    row.add(LobbyWindow.label(w("swing.tm_board"), board));
    row.add(board);
    row.add(OrganizerControls.button(w("swing.tm_add"), "team-add", () -> send("team_add",
        text(player), (Integer) board.getValue() == 0 ? null : (Integer) board.getValue())));
    row.add(OrganizerControls.button(w("swing.tm_remove"), "team-remove",
        () -> send("team_remove", text(player), null)));
    add(row);

    row = OrganizerControls.row();
    JButton enter = OrganizerControls.button(w("swing.tm_enter"), "team-enter", () -> {
      String tournament = picked.get();
      String name = text(team);
      if (tournament == null) {
        status.accept(w("swing.t_pick"));
      } else if (name == null) {
        status.accept(w("swing.tm_name_needed"));
      } else { // the team's name in value: the JSON protocol's captain's join
        server.test(new Request.Tournament("join", tournament, null, null, null, null, null,
            null, null, null, null, null, null, name, null, null));
      }
    });
    enter.setToolTipText(w("swing.tm_enter_tip"));
    row.add(enter);
    // an invited player's answer, to the team named above
    JButton join = OrganizerControls.button(w("swing.tm_join"), "team-join",
        () -> send("team_join", null, null));
    join.setToolTipText(w("swing.tm_join_tip"));
    row.add(join);
    row.add(OrganizerControls.button(w("swing.tm_decline"), "team-decline",
        () -> send("team_decline", null, null)));
    add(row);
  }

  /** A team request under the team's name; the team field must not be empty. */
  private void send(String action, String who, Integer at) {
    String name = text(team);
    if (name == null) {
      status.accept(w("swing.tm_name_needed"));
      return;
    }
    server.test(new Request.Tournament(action, name, null, null, null, null, null, null, who,
        null, at, null, null, null, null, null));
  }

  private static String text(JTextField field) {
    String typed = field.getText().strip();
    return typed.isEmpty() ? null : typed;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
