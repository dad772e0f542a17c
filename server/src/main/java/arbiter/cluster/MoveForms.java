package arbiter.cluster;

import arbiter.event.DomainEvent;
import arbiter.game.ClockView;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Square;
import arbiter.rules.Move;
import arbiter.rules.Side;
import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The records every move carries, written by hand as arrays of their fields in order, as
 * {@link GameViewForm} writes the view: a move's answer ({@code YouMoved}) and its news
 * ({@code OpponentMoved}), the played moves in them and in the view's list, and the clocks. The
 * generic record form names each field and reads it back by reflection, most of what was left
 * of a move's cost. Each is read through its record's canonical constructor, so a field added
 * to one does not compile until written here too; {@code WireCodecTest} round-trips each with
 * every field set. The event's played move, when it is the view's last (as a move's always is),
 * goes as {@code 0}.
 */
final class MoveForms implements TypeAdapterFactory {

  private static final Side[] SIDES = Side.values();

  @Override
  @SuppressWarnings("unchecked")
  public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
    Class<?> raw = type.getRawType();
    if (raw == PlayedMove.class) {
      return (TypeAdapter<T>) new Played(gson).nullSafe();
    }
    if (raw == ClockView.class) {
      return (TypeAdapter<T>) new Clocks().nullSafe();
    }
    return null;
  }

  /**
   * The hand form of a sealed type's record, null when it has none. Not a factory's adapter:
   * Gson writes a field's value with the adapter of its class when that is not the reflective
   * one, which would skip the sealed type's tag.
   */
  static TypeAdapter<?> of(Gson gson, Class<?> type) {
    if (type == DomainEvent.YouMoved.class) {
      return new MoveEvent<>(gson, DomainEvent.YouMoved::new, DomainEvent.YouMoved::view,
          DomainEvent.YouMoved::move, DomainEvent.YouMoved::completed);
    }
    if (type == DomainEvent.OpponentMoved.class) {
      return new MoveEvent<>(gson, DomainEvent.OpponentMoved::new,
          DomainEvent.OpponentMoved::view, DomainEvent.OpponentMoved::move,
          DomainEvent.OpponentMoved::completed);
    }
    return null;
  }

  /** A move event's constructor. */
  private interface Made<E> {
    E of(GameView view, PlayedMove move, boolean completed);
  }

  /** A move event as {@code [view, move, completed]}, its move {@code 0} when the view's last. */
  private static final class MoveEvent<E> extends TypeAdapter<E> {
    private final TypeAdapter<GameView> views;
    private final TypeAdapter<PlayedMove> played;
    private final Made<E> made;
    private final Function<E, GameView> view;
    private final Function<E, PlayedMove> move;
    private final Predicate<E> completed;

    MoveEvent(Gson gson, Made<E> made, Function<E, GameView> view, Function<E, PlayedMove> move,
        Predicate<E> completed) {
      this.views = gson.getAdapter(GameView.class);
      this.played = gson.getAdapter(PlayedMove.class);
      this.made = made;
      this.view = view;
      this.move = move;
      this.completed = completed;
    }

    @Override
    public void write(JsonWriter out, E event) throws IOException {
      GameView shown = view.apply(event);
      PlayedMove last = lastOf(shown);
      PlayedMove its = move.apply(event);
      out.beginArray();
      views.write(out, shown);
      if (its != null && (its == last || its.equals(last))) {
        out.value(0);
      } else {
        played.write(out, its);
      }
      out.value(completed.test(event)).endArray();
    }

    @Override
    public E read(JsonReader in) throws IOException {
      in.beginArray();
      GameView shown = views.read(in);
      PlayedMove its;
      if (in.peek() == JsonToken.NUMBER) {
        in.nextInt();
        its = lastOf(shown);
        if (its == null) {
          throw new JsonParseException("a move event names its view's last move, which it lacks");
        }
      } else {
        its = played.read(in);
      }
      boolean done = in.nextBoolean();
      in.endArray();
      return made.of(shown, its, done);
    }

    private static PlayedMove lastOf(GameView view) {
      List<PlayedMove> moves = view == null ? null : view.moves();
      return moves == null || moves.isEmpty() ? null : moves.get(moves.size() - 1);
    }
  }

  /**
   * A played move as {@code [side, move, notation, piece, killed]}, each kill
   * {@code [name, owner, [row, column]]}.
   */
  private static final class Played extends TypeAdapter<PlayedMove> {
    private final TypeAdapter<Move> moves;

    Played(Gson gson) {
      this.moves = gson.getAdapter(Move.class);
    }

    @Override
    public void write(JsonWriter out, PlayedMove played) throws IOException {
      out.beginArray();
      side(out, played.side());
      moves.write(out, played.move());
      out.value(played.notation()).value(played.piece());
      List<PlayedMove.Kill> killed = played.killed();
      if (killed == null) {
        out.nullValue();
      } else {
        out.beginArray();
        for (PlayedMove.Kill kill : killed) {
          out.beginArray().value(kill.name());
          side(out, kill.owner());
          Square square = kill.square();
          if (square == null) {
            out.nullValue();
          } else {
            out.beginArray().value(square.row()).value(square.column()).endArray();
          }
          out.endArray();
        }
        out.endArray();
      }
      out.endArray();
    }

    @Override
    public PlayedMove read(JsonReader in) throws IOException {
      in.beginArray();
      Side side = side(in);
      Move move = moves.read(in);
      String notation = string(in);
      String piece = string(in);
      List<PlayedMove.Kill> killed = null;
      if (in.peek() == JsonToken.NULL) {
        in.nextNull();
      } else {
        killed = new ArrayList<>(1);
        in.beginArray();
        while (in.hasNext()) {
          in.beginArray();
          String name = string(in);
          Side owner = side(in);
          Square square = null;
          if (in.peek() == JsonToken.NULL) {
            in.nextNull();
          } else {
            in.beginArray();
            square = new Square(in.nextInt(), in.nextInt());
            in.endArray();
          }
          in.endArray();
          killed.add(new PlayedMove.Kill(name, owner, square));
        }
        in.endArray();
        killed = List.copyOf(killed);
      }
      in.endArray();
      return new PlayedMove(side, move, notation, piece, killed);
    }
  }

  /** Both clocks as {@code [control, white, black, running, at, periods, periods, period]}. */
  private static final class Clocks extends TypeAdapter<ClockView> {
    @Override
    public void write(JsonWriter out, ClockView clock) throws IOException {
      out.beginArray().value(clock.control()).value(clock.white()).value(clock.black());
      side(out, clock.running());
      out.value(clock.epochMillis()).value(clock.whitePeriods()).value(clock.blackPeriods())
          .value(clock.periodMillis()).endArray();
    }

    @Override
    public ClockView read(JsonReader in) throws IOException {
      in.beginArray();
      ClockView clock = new ClockView(string(in), in.nextLong(), in.nextLong(), side(in),
          in.nextLong(), in.nextInt(), in.nextInt(), in.nextLong());
      in.endArray();
      return clock;
    }
  }

  /** A side as {@code 0} (white), {@code 1} (black) or null. */
  private static void side(JsonWriter out, Side side) throws IOException {
    if (side == null) {
      out.nullValue();
    } else {
      out.value(side.ordinal());
    }
  }

  private static Side side(JsonReader in) throws IOException {
    if (in.peek() == JsonToken.NULL) {
      in.nextNull();
      return null;
    }
    int ordinal = in.nextInt();
    if (ordinal < 0 || ordinal >= SIDES.length) {
      throw new JsonParseException("no side " + ordinal);
    }
    return SIDES[ordinal];
  }

  /** A string or null. */
  static String string(JsonReader in) throws IOException {
    if (in.peek() == JsonToken.NULL) {
      in.nextNull();
      return null;
    }
    return in.nextString();
  }
}
