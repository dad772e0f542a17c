package arbiter.cluster;

import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.PlayedMove;
import arbiter.game.Square;
import arbiter.rules.Move;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.checkers.CheckersMove;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.minishogi.MinishogiMove;
import arbiter.rules.pawns.PawnsMove;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The binary forms of what every move carries beside its view ({@link GameViewForm}): the played
 * moves, the rules' moves, the clocks, an ending and a side. Each record is read through its
 * canonical constructor, so a field added to one does not compile until written here too;
 * {@code WireCodecTest} round-trips each with every field set.
 */
final class MoveForms {

  /** The move classes a message may hold: every variant's (a new variant adds its own here). */
  static final List<Class<?>> MOVES = List.of(ChessMove.class, CheckersMove.class,
      PawnsMove.class, MinishogiMove.class);

  /** How each of {@link #MOVES} crosses, by its index there. */
  private static final MoveClass[] MOVE_CLASSES = MOVES.stream().map(MoveClass::new)
      .toArray(MoveClass[]::new);

  private static final Side[] SIDES = Side.values();

  private MoveForms() {}

  /** A side: 0 white, 1 black, 2 none. */
  static void side(WireOut out, Side side) {
    out.u8(side == null ? SIDES.length : side.ordinal());
  }

  static Side side(WireIn in) {
    int ordinal = in.u8();
    if (ordinal > SIDES.length) {
      throw new IllegalArgumentException("no side " + ordinal);
    }
    return ordinal == SIDES.length ? null : SIDES[ordinal];
  }

  /** A played move: side, move, notation, piece, then its kills (0 for none, else count + 1). */
  static void played(WireOut out, PlayedMove played) {
    side(out, played.side());
    move(out, played.move());
    out.string(played.notation()).string(played.piece());
    List<PlayedMove.Kill> killed = played.killed();
    out.count(killed == null ? 0 : killed.size() + 1L);
    if (killed != null) {
      for (PlayedMove.Kill kill : killed) {
        out.string(kill.name());
        side(out, kill.owner());
        Square square = kill.square();
        if (square == null) {
          out.u8(0);
        } else {
          out.u8(1).number(square.row()).number(square.column());
        }
      }
    }
  }

  static PlayedMove played(WireIn in) {
    Side side = side(in);
    Move move = move(in);
    String notation = in.string();
    String piece = in.string();
    int kills = in.size();
    List<PlayedMove.Kill> killed = null;
    if (kills > 0) {
      killed = new ArrayList<>(kills - 1);
      for (int i = 1; i < kills; i++) {
        String name = in.string();
        Side owner = side(in);
        Square square = in.bool() ? new Square((int) in.number(), (int) in.number()) : null;
        killed.add(new PlayedMove.Kill(name, owner, square));
      }
      killed = List.copyOf(killed);
    }
    return new PlayedMove(side, move, notation, piece, killed);
  }

  /** A list of played moves: 0 for null, else its size + 1, then each. */
  static void playedList(WireOut out, List<PlayedMove> moves) {
    out.count(moves == null ? 0 : moves.size() + 1L);
    if (moves != null) {
      for (PlayedMove played : moves) {
        played(out, played);
      }
    }
  }

  static List<PlayedMove> playedList(WireIn in) {
    int size = in.size();
    if (size == 0) {
      return null;
    }
    List<PlayedMove> moves = new ArrayList<>(size - 1);
    for (int i = 1; i < size; i++) {
      moves.add(played(in));
    }
    return moves;
  }

  /** A rules' move: 0 for null, else its class's index in {@link #MOVES} + 1, then its fields. */
  static void move(WireOut out, Move move) {
    if (move == null) {
      out.u8(0);
      return;
    }
    int index = MOVES.indexOf(move.getClass());
    if (index < 0) {
      throw new IllegalArgumentException(move.getClass().getName() + " has no wire form");
    }
    out.u8(index + 1);
    MOVE_CLASSES[index].write(out, move);
  }

  static Move move(WireIn in) {
    int index = in.u8();
    if (index == 0) {
      return null;
    }
    if (index > MOVE_CLASSES.length) {
      throw new IllegalArgumentException("no move class " + index);
    }
    return MOVE_CLASSES[index - 1].read(in);
  }

  /** A list of moves: 0 for null, else its size + 1, then each. */
  static void moveList(WireOut out, List<Move> moves) {
    out.count(moves == null ? 0 : moves.size() + 1L);
    if (moves != null) {
      for (Move move : moves) {
        move(out, move);
      }
    }
  }

  static List<Move> moveList(WireIn in) {
    int size = in.size();
    if (size == 0) {
      return null;
    }
    List<Move> moves = new ArrayList<>(size - 1);
    for (int i = 1; i < size; i++) {
      moves.add(move(in));
    }
    return List.copyOf(moves);
  }

  /** Both clocks: 0 for none, else 1 then control, white, black, running, at, periods, period. */
  static void clock(WireOut out, ClockView clock) {
    if (clock == null) {
      out.u8(0);
      return;
    }
    out.u8(1).string(clock.control()).number(clock.white()).number(clock.black());
    side(out, clock.running());
    out.number(clock.epochMillis()).number(clock.whitePeriods()).number(clock.blackPeriods())
        .number(clock.periodMillis());
  }

  static ClockView clock(WireIn in) {
    return in.bool() ? new ClockView(in.string(), in.number(), in.number(), side(in),
        in.number(), (int) in.number(), (int) in.number(), in.number()) : null;
  }

  /** An ending: 0 for none, else 1 then its winner and its termination's name. */
  static void ending(WireOut out, Ending ending) {
    if (ending == null) {
      out.u8(0);
      return;
    }
    out.u8(1);
    side(out, ending.winner());
    out.string(ending.termination() == null ? null : ending.termination().name());
  }

  static Ending ending(WireIn in) {
    if (!in.bool()) {
      return null;
    }
    Side winner = side(in);
    String termination = in.string();
    return new Ending(winner, termination == null ? null : Termination.valueOf(termination));
  }

  /**
   * How a variant's move class crosses: its instance fields in their order ({@code int},
   * {@code long} or {@code int[]}: a packed move), read back through its constructor of those
   * fields. The rules keep these package-private; the wire reads them as Gson did, by
   * reflection, once per class.
   */
  private static final class MoveClass {
    private final MethodHandle[] getters;
    private final Class<?>[] types;
    private final MethodHandle constructor;

    MoveClass(Class<?> type) {
      List<Field> fields = new ArrayList<>();
      for (Field field : type.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers())) {
          fields.add(field);
        }
      }
      types = new Class<?>[fields.size()];
      getters = new MethodHandle[fields.size()];
      try {
        for (int i = 0; i < types.length; i++) {
          Field field = fields.get(i);
          types[i] = field.getType();
          if (types[i] != int.class && types[i] != long.class && types[i] != int[].class) {
            throw new IllegalStateException(type + "'s field " + field.getName()
                + " has no wire form");
          }
          field.setAccessible(true);
          getters[i] = MethodHandles.lookup().unreflectGetter(field)
              .asType(MethodType.methodType(Object.class, Object.class));
        }
        Constructor<?> made = type.getDeclaredConstructor(types);
        made.setAccessible(true);
        constructor = MethodHandles.lookup().unreflectConstructor(made)
            .asType(MethodType.genericMethodType(types.length))
            .asSpreader(Object[].class, types.length);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(type + " has no constructor of its fields", e);
      }
    }

    void write(WireOut out, Move move) {
      try {
        for (int i = 0; i < types.length; i++) {
          Object value = (Object) getters[i].invokeExact((Object) move);
          if (value instanceof int[] array) {
            out.count(array.length);
            for (int one : array) {
              out.number(one);
            }
          } else {
            out.number(((Number) value).longValue());
          }
        }
      } catch (Throwable e) {
        throw new IllegalStateException("a move that does not read: " + move, e);
      }
    }

    Move read(WireIn in) {
      Object[] values = new Object[types.length];
      for (int i = 0; i < types.length; i++) {
        if (types[i] == int[].class) {
          int[] array = new int[in.size()];
          for (int j = 0; j < array.length; j++) {
            array[j] = (int) in.number();
          }
          values[i] = array;
        } else {
          long value = in.number();
          values[i] = types[i] == int.class ? (Object) (int) value : (Object) value;
        }
      }
      try {
        return (Move) (Object) constructor.invokeExact(values);
      } catch (Throwable e) {
        throw new IllegalArgumentException("a move that its class refuses", e);
      }
    }
  }
}
