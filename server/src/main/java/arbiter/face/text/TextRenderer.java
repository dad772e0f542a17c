package arbiter.face.text;

import arbiter.event.DomainEvent;
import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.game.BoardText;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The text protocol's lines for every domain event: the sentences every face shares, from
 * {@link Sentences}, a tournament's from {@link TournamentText}, and the text face's own, its
 * boards, looked up in {@link Words}.
 */
public final class TextRenderer {

  /** Seed 002's language: the local console and the ICS port speak it. */
  private static final Words ENGLISH = Words.english();

  private TextRenderer() {}

  /** The lines of an event. */
  public static List<String> lines(DomainEvent event) {
    List<String> lines = new ArrayList<>();
    render(ENGLISH, event, lines, TextRenderer::board);
    return lines;
  }

  /** The lines of several events, in order. */
  public static List<String> lines(List<DomainEvent> events) {
    return lines(ENGLISH, events, TextRenderer::board);
  }

  /** The lines of several events in a language, in order, each board drawn by {@code boards}. */
  public static List<String> lines(Words words, List<DomainEvent> events,
      Function<GameView, List<String>> boards) {
    List<String> lines = new ArrayList<>();
    events.forEach(event -> render(words, event, lines, boards));
    return lines;
  }

  private static void render(Words w, DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    List<String> tournament = TournamentText.news(w, event);
    List<String> said = tournament != null ? tournament : Sentences.lines(w, event);
    if (said != null) {
      out.addAll(said);
    } else if (event instanceof DomainEvent.ReplayShown replay) {
      out.addAll(boards.apply(replay.view()));
      out.add(Sentences.turn(w, replay.view().name(replay.view().mover()),
          replay.view().mover()));
    } else {
      renderGame(w, event, out, boards);
    }
  }

  private static void renderGame(Words w, DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    if (event instanceof DomainEvent.GameShown shown) {
      GameView view = shown.view();
      switch (shown.arrival()) {
        case STARTED, STARTED_HERE -> out.add(w.get("game.started", view.white(), view.black(),
            view.limit()));
        case OBSERVING -> out.add(w.get("game.observing",
            Sentences.summary(w, view.summary())));
        case RESUMED -> { }
      }
      if (shown.arrival() == DomainEvent.Arrival.STARTED_HERE) {
        return;
      }
      if (shown.side() != null) {
        out.add(w.get("game.you_play", Sentences.side(w, shown.side()), view.id(),
            view.variant().id()));
      }
      out.addAll(boards.apply(view));
      out.add(Sentences.turn(w, view.name(view.mover()), view.mover()));
      Sentences.clock(w, view, out);
    } else if (event instanceof DomainEvent.OpponentMoved moved) {
      PlayedMove move = moved.move();
      String player = moved.view().name(move.side());
      out.add(moved.completed() ? w.get("game.opponent_played", player, move.notation())
          : w.get("game.opponent_moved", player, Sentences.move(w, move)));
      out.addAll(boards.apply(moved.view()));
      if (moved.completed()) {
        Sentences.clock(w, moved.view(), out);
      }
    } else if (event instanceof DomainEvent.OpponentUndid undid) {
      out.add(w.get("game.opponent_undid", undid.player()));
      out.addAll(boards.apply(undid.view()));
    } else if (event instanceof DomainEvent.BoardShown board) {
      out.addAll(boards.apply(board.view()));
    } else {
      throw new IllegalArgumentException("no text for " + event);
    }
  }

  /** The board as the variant's seed draws it. */
  public static List<String> board(GameView view) {
    return BoardText.of(view.variant().id()).lines(view.position());
  }
}
