package arbiter.cluster;

import arbiter.command.Command;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Reply;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Payload} in binary: its kind, then its fields. What crosses with every move has a form
 * of its own: a move's command ({@code Ask} of a {@code Move}), its answer ({@code Answer} asked
 * as a move, with its events) and its news ({@code Push}), their move events
 * ({@code YouMoved}, {@code OpponentMoved}: view, move, completed) and the players an ICS face is
 * told of; any other payload, asked or event goes as a JSON island ({@link WireCodec#island}).
 */
final class PayloadForms {

  private static final int ISLAND = 0;
  private static final int ASK_MOVE = 1;
  private static final int ANSWER = 2;
  private static final int PUSH = 3;
  private static final int PLAYERS = 4;

  /** An answer's asked: a move's text, or an island, or none. */
  private static final int ASKED_MOVE = 1;
  private static final int NO_ASKED = 2;

  /** A move event's kind. */
  private static final int YOU_MOVED = 1;
  private static final int OPPONENT_MOVED = 2;

  /** A move event's move: none, its view's last, or written. */
  private static final int NO_MOVE = 0;
  private static final int LAST_MOVE = 1;
  private static final int MOVE = 2;

  private PayloadForms() {}

  static void write(WireOut out, Payload payload, WireCodec.History history) {
    if (payload instanceof Payload.Ask ask && ask.command() instanceof Command.Move move) {
      out.u8(ASK_MOVE).number(ask.lagMillis()).string(move.text());
    } else if (payload instanceof Payload.Answer answer) {
      out.u8(ANSWER);
      Asked asked = answer.reply().asked();
      if (asked == null) {
        out.u8(NO_ASKED);
      } else if (asked instanceof Asked.Move move) {
        out.u8(ASKED_MOVE).string(move.text());
      } else {
        out.u8(ISLAND);
        WireCodec.island(out, asked, Asked.class, history);
      }
      List<DomainEvent> events = answer.reply().events();
      out.count(events.size());
      for (DomainEvent event : events) {
        event(out, event, history);
      }
    } else if (payload instanceof Payload.Push push) {
      out.u8(PUSH);
      event(out, push.event(), history);
    } else if (payload instanceof Payload.Players players) {
      out.u8(PLAYERS);
      names(out, players.guests());
    } else {
      out.u8(ISLAND);
      WireCodec.island(out, payload, Payload.class, history);
    }
  }

  static Payload read(WireIn in, WireCodec.History history) {
    int kind = in.u8();
    return switch (kind) {
      case ASK_MOVE -> {
        long lag = in.number();
        yield new Payload.Ask(new Command.Move(in.string()), lag);
      }
      case ANSWER -> {
        int askedKind = in.u8();
        Asked asked = switch (askedKind) {
          case ASKED_MOVE -> new Asked.Move(in.string());
          case NO_ASKED -> null;
          case ISLAND -> (Asked) WireCodec.island(in, Asked.class, history);
          default -> throw new IllegalArgumentException("no asked of kind " + askedKind);
        };
        int count = in.size();
        List<DomainEvent> events = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
          events.add(event(in, history));
        }
        yield new Payload.Answer(new Reply(asked, List.copyOf(events)));
      }
      case PUSH -> new Payload.Push(event(in, history));
      case PLAYERS -> new Payload.Players(names(in));
      case ISLAND -> (Payload) WireCodec.island(in, Payload.class, history);
      default -> throw new IllegalArgumentException("no payload of kind " + kind);
    };
  }

  private static void event(WireOut out, DomainEvent event, WireCodec.History history) {
    if (event instanceof GameNews.YouMoved moved) {
      out.u8(YOU_MOVED);
      moveEvent(out, moved.view(), moved.move(), moved.completed(), history);
    } else if (event instanceof GameNews.OpponentMoved moved) {
      out.u8(OPPONENT_MOVED);
      moveEvent(out, moved.view(), moved.move(), moved.completed(), history);
    } else {
      out.u8(ISLAND);
      WireCodec.island(out, event, DomainEvent.class, history);
    }
  }

  private static DomainEvent event(WireIn in, WireCodec.History history) {
    int kind = in.u8();
    if (kind == ISLAND) {
      return (DomainEvent) WireCodec.island(in, DomainEvent.class, history);
    }
    if (kind != YOU_MOVED && kind != OPPONENT_MOVED) {
      throw new IllegalArgumentException("no event of kind " + kind);
    }
    GameView view = GameViewForm.read(in, history);
    int moveKind = in.u8();
    PlayedMove move = switch (moveKind) {
      case NO_MOVE -> null;
      case LAST_MOVE -> {
        PlayedMove last = lastOf(view);
        if (last == null) {
          throw new IllegalArgumentException(
              "a move event names its view's last move, which it lacks");
        }
        yield last;
      }
      case MOVE -> MoveForms.played(in);
      default -> throw new IllegalArgumentException("no move of kind " + moveKind);
    };
    boolean completed = in.bool();
    return kind == YOU_MOVED ? new GameNews.YouMoved(view, move, completed)
        : new GameNews.OpponentMoved(view, move, completed);
  }

  /** A move event: its view, its move ({@link #LAST_MOVE} when the view's last), completed. */
  private static void moveEvent(WireOut out, GameView view, PlayedMove move, boolean completed,
      WireCodec.History history) {
    GameViewForm.write(out, view, history);
    PlayedMove last = lastOf(view);
    if (move == null) {
      out.u8(NO_MOVE);
    } else if (move == last || move.equals(last)) {
      out.u8(LAST_MOVE);
    } else {
      out.u8(MOVE);
      MoveForms.played(out, move);
    }
    out.bool(completed);
  }

  private static PlayedMove lastOf(GameView view) {
    List<PlayedMove> moves = view == null ? null : view.moves();
    return moves == null || moves.isEmpty() ? null : moves.get(moves.size() - 1);
  }

  private static void names(WireOut out, List<String> names) {
    out.count(names.size());
    for (String name : names) {
      out.string(name);
    }
  }

  private static List<String> names(WireIn in) {
    int count = in.size();
    List<String> names = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      names.add(in.string());
    }
    return List.copyOf(names);
  }
}
