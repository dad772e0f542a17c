package arbiter.face.text;

import arbiter.event.DomainEvent;
import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.game.BoardText;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The text protocol's lines for every domain event: the sentences every face shares, from
 * {@link Sentences}, a tournament's from {@link TournamentText}, and the text face's own, its
 * boards, looked up in {@link Words}.
 */
public final class TextRenderer {

  private static final Words WORDS = Words.english();

  private TextRenderer() {}

  /** The lines of an event. */
  public static List<String> lines(DomainEvent event) {
    List<String> lines = new ArrayList<>();
    render(event, lines, TextRenderer::board);
    return lines;
  }

  /** The lines of several events, in order. */
  public static List<String> lines(List<DomainEvent> events) {
    return lines(events, TextRenderer::board);
  }

  /** The lines of several events, in order, each board drawn by {@code boards}. */
  public static List<String> lines(List<DomainEvent> events,
      Function<GameView, List<String>> boards) {
    List<String> lines = new ArrayList<>();
    events.forEach(event -> render(event, lines, boards));
    return lines;
  }

  private static void render(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    List<String> tournament = TournamentText.news(event);
    List<String> said = tournament != null ? tournament : Sentences.lines(WORDS, event);
    if (said != null) {
      out.addAll(said);
    } else if (event instanceof DomainEvent.ReplayShown replay) {
      out.addAll(boards.apply(replay.view()));
      out.add(turn(replay.view().name(replay.view().mover()), replay.view().mover()));
    } else {
      renderGame(event, out, boards);
    }
  }

  private static void renderGame(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    if (event instanceof DomainEvent.GameShown shown) {
      GameView view = shown.view();
      switch (shown.arrival()) {
        case STARTED, STARTED_HERE -> out.add(WORDS.get("game.started", view.white(), view.black(),
            view.limit()));
        case OBSERVING -> out.add(WORDS.get("game.observing",
            Sentences.summary(WORDS, view.summary())));
        case RESUMED -> { }
      }
      if (shown.arrival() == DomainEvent.Arrival.STARTED_HERE) {
        return;
      }
      if (shown.side() != null) {
        out.add(WORDS.get("game.you_play", Sentences.side(WORDS, shown.side()), view.id(),
            view.variant().id()));
      }
      out.addAll(boards.apply(view));
      out.add(turn(view.name(view.mover()), view.mover()));
      Sentences.clock(WORDS, view, out);
    } else if (event instanceof DomainEvent.OpponentMoved moved) {
      PlayedMove move = moved.move();
      String player = moved.view().name(move.side());
      out.add(moved.completed() ? WORDS.get("game.opponent_played", player, move.notation())
          : WORDS.get("game.opponent_moved", player, Sentences.move(WORDS, move)));
      out.addAll(boards.apply(moved.view()));
      if (moved.completed()) {
        Sentences.clock(WORDS, moved.view(), out);
      }
    } else if (event instanceof DomainEvent.OpponentUndid undid) {
      out.add(WORDS.get("game.opponent_undid", undid.player()));
      out.addAll(boards.apply(undid.view()));
    } else if (event instanceof DomainEvent.BoardShown board) {
      out.addAll(boards.apply(board.view()));
    } else {
      throw new IllegalArgumentException("no text for " + event);
    }
  }

  private static String turn(String player, Side side) {
    return Sentences.turn(WORDS, player, side);
  }

  /** The board as the variant's seed draws it. */
  public static List<String> board(GameView view) {
    return BoardText.of(view.variant().id()).lines(view.position());
  }
}
