package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import arbiter.protocol.TournamentData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/**
 * The Tournaments tab follows a tournament to its end: a round's games are no longer "started"
 * once it is over, and after the last round the final standings fill the table (no display);
 * standings with a round in play say so below the table.
 */
class TournamentPanelEndTest {

  private final List<Request> sent = new ArrayList<>();

  @Test
  void aRoundOverAndTheTournamentsEndShowInTheTab() throws Exception {
    TournamentPanel panel = onEdt(() -> new TournamentPanel(sent::add, text -> { }));
    onEdt(() -> {
      panel.published(new Event.RoundPairings("cup", 3, List.of("1. ann - bob"), 0,
          List.of(new TournamentData.Board(1, "ann", "bob", null))));
      return null;
    });
    assertThat(onEdt(panel::title)).isEqualTo("cup round 3 published: games started");

    onEdt(() -> {
      panel.roundOver(new Event.RoundOver("cup", 3));
      return null;
    });
    assertThat(onEdt(panel::title)).isEqualTo("cup round 3 is over");

    onEdt(() -> {
      panel.finished(new Event.TournamentOver("cup", List.of(
          new TournamentData.StandingRow(1, "ann", 1, 2.5, Map.of("BH", 4.0)),
          new TournamentData.StandingRow(2, "bob", 2, 0.5, Map.of("BH", 5.0))), List.of("BH")));
      return null;
    });
    assertThat(onEdt(panel::title)).isEqualTo("cup is over, won by ann: final standings");
    JTable table = panel.table();
    assertThat(onEdt(table::getRowCount)).isEqualTo(2);
    assertThat(onEdt(() -> table.getValueAt(0, 1))).isEqualTo("ann");
    // the list is asked for again: the tournament shows as finished there
    assertThat(sent).filteredOn(r -> r instanceof Request.Tournament t && t.action().equals("list"))
        .hasSize(2);
  }

  @Test
  void standingsOfAHalfPlayedRoundSayItsResultsAreNotYetInTheTieBreaks() throws Exception {
    TournamentPanel panel = onEdt(() -> new TournamentPanel(sent::add, text -> { }));
    List<TournamentData.StandingRow> rows =
        List.of(new TournamentData.StandingRow(1, "ann", 1, 2.0, Map.of("WIN", 1.0)));
    TournamentData standings = TournamentData.of("standings").withStandings(rows,
        List.of("WIN"), false);
    onEdt(() -> {
      panel.answered(new Event.Tournament("standings", "cup", List.of(),
          standings.withRoundInPlay(2)));
      return null;
    });
    assertThat(onEdt(panel::below)).isEqualTo(
        "Round 2 in play: its results so far are in the points, not yet in the tie-breaks.");
    onEdt(() -> {
      panel.answered(new Event.Tournament("standings", "cup", List.of(), standings));
      return null;
    });
    assertThat(onEdt(panel::below)).isEmpty();
  }

  private static <T> T onEdt(java.util.concurrent.Callable<T> work) throws Exception {
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Exception> failure = new AtomicReference<>();
    SwingUtilities.invokeAndWait(() -> {
      try {
        result.set(work.call());
      } catch (Exception e) {
        failure.set(e);
      }
    });
    if (failure.get() != null) {
      throw failure.get();
    }
    return result.get();
  }
}
