package arbiter.cluster;

import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Renderings;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The wire form of a typed {@link Payload} (wire format {@value #VERSION}, README's cluster
 * section). What crosses with every move is written by hand in binary ({@link PayloadForms}: a
 * move's command, answer and news; their game view, {@link GameViewForm}; their played moves and
 * clocks, {@link MoveForms}); any other value goes as a JSON island through Gson, one generic
 * codec rather than code per record, in which a game view or a played move is a reference to its
 * binary form written beside the JSON. In an island, records go field by field; a value of a
 * sealed type goes as {@code [name, value]}, {@code name} the simple name of its record among the
 * type's permitted subclasses (found with {@link Class#getPermittedSubclasses()}), so only those
 * classes are ever made from a message, never a class a message names. A {@link Variant} goes as
 * its id, a {@link Position} as its variant and FEN, a {@link Move} (an open interface) as one of
 * the variants' move classes, a list of untyped arguments (a refusal's) with each one's type
 * ({@link TypedArguments}).
 */
public final class WireCodec {

  /**
   * The wire format's version, written at the head of every message ({@link FrameCodec}): nodes
   * of a cluster run the same version, and one refuses a message of another. 1 was JSON payloads;
   * 2 the binary forms of a move's payloads and typed refusal arguments.
   */
  public static final int VERSION = 2;

  /** The binary values of the island being written or read on this thread, in order. */
  private static final ThreadLocal<List<Object>> BESIDE = new ThreadLocal<>();

  /** A value beside an island: a game view, a played move. */
  private static final int VIEW = 1;
  private static final int PLAYED = 2;

  private static final Gson GSON = new GsonBuilder()
      .registerTypeAdapterFactory(new Subtypes())
      .registerTypeAdapterFactory(new Beside())
      .registerTypeAdapterFactory(new TypedArguments())
      .registerTypeHierarchyAdapter(Variant.class, new VariantById().nullSafe())
      .registerTypeHierarchyAdapter(Position.class, new PositionAsFen().nullSafe())
      .registerTypeAdapter(Renderings.class, new FreshRenderings())
      .enableComplexMapKeySerialization()
      .disableHtmlEscaping()
      .create();

  private WireCodec() {}

  /** The wire form of {@code payload}, written without a history (a view sends all its moves). */
  public static byte[] encode(Payload payload) {
    return encode(payload, null);
  }

  /** The wire form of {@code payload}, its game views after what {@code history} sent. */
  public static byte[] encode(Payload payload, History history) {
    WireOut out = new WireOut(256);
    PayloadForms.write(out, payload, history);
    return out.toByteArray();
  }

  /** The payload of {@code wire}; {@link IllegalArgumentException} when it is none. */
  public static Payload decode(byte[] wire) {
    return decode(wire, null);
  }

  /** The payload of {@code wire} written with the other end's history, read with this end's. */
  public static Payload decode(byte[] wire, History history) {
    try {
      WireIn in = new WireIn(wire);
      Payload payload = PayloadForms.read(in, history);
      if (!in.atEnd()) {
        throw new IllegalArgumentException("bytes after the payload");
      }
      return payload;
    } catch (JsonParseException | IllegalStateException | UnsupportedOperationException
        | IndexOutOfBoundsException | ClassCastException | NullPointerException e) {
      throw new IllegalArgumentException("no payload: " + e.getMessage(), e);
    }
  }

  /**
   * Writes {@code value} of {@code type} as a JSON island: the binary values it refers to, then
   * its JSON.
   */
  static void island(WireOut out, Object value, Type type, History history) {
    List<Object> beside = new ArrayList<>(1);
    BESIDE.set(beside);
    String json;
    try {
      json = GSON.toJson(value, type);
    } finally {
      BESIDE.remove();
    }
    out.count(beside.size());
    for (Object one : beside) {
      if (one instanceof GameView view) {
        out.u8(VIEW);
        GameViewForm.write(out, view, history);
      } else {
        out.u8(PLAYED);
        MoveForms.played(out, (PlayedMove) one);
      }
    }
    out.string(json);
  }

  /** An island's value, as {@link #island} wrote it. */
  static Object island(WireIn in, Type type, History history) {
    int count = in.size();
    List<Object> beside = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int kind = in.u8();
      beside.add(switch (kind) {
        case VIEW -> GameViewForm.read(in, history);
        case PLAYED -> MoveForms.played(in);
        default -> throw new IllegalArgumentException("no value of kind " + kind + " beside");
      });
    }
    String json = in.string();
    BESIDE.set(beside);
    try {
      Object value = GSON.fromJson(json, type);
      if (value == null) {
        throw new IllegalArgumentException("an empty value");
      }
      return value;
    } finally {
      BESIDE.remove();
    }
  }

  /** An island's JSON without the values beside it (for tests: every record round-trips). */
  static String json(Object value, Class<?> type) {
    return GSON.toJson(value, type);
  }

  /** {@link #json}'s reverse. */
  static Object value(String json, Class<?> type) {
    return GSON.fromJson(json, type);
  }

  /** Classes by their simple names, which must differ. */
  private static Map<String, Class<?>> named(List<Class<?>> classes) {
    Map<String, Class<?>> named = new LinkedHashMap<>();
    for (Class<?> type : classes) {
      if (named.put(type.getSimpleName(), type) != null) {
        throw new IllegalStateException("two subtypes named " + type.getSimpleName());
      }
    }
    return named;
  }

  /** The concrete classes a sealed type permits, through sealed types in between. */
  private static void leaves(Class<?> sealed, List<Class<?>> into) {
    for (Class<?> sub : sealed.getPermittedSubclasses()) {
      if (isSealedAbstract(sub)) {
        leaves(sub, into);
      } else {
        into.add(sub);
      }
    }
  }

  private static boolean isSealedAbstract(Class<?> type) {
    return type.isSealed() && !type.isEnum()
        && (type.isInterface() || Modifier.isAbstract(type.getModifiers()));
  }

  /** Sealed types, and {@link Move}, as {@code [name, value]}. */
  private static final class Subtypes implements TypeAdapterFactory {
    @Override
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
      Class<?> raw = type.getRawType();
      Map<String, Class<?>> named;
      if (raw == Move.class) {
        named = named(MoveForms.MOVES);
      } else if (isSealedAbstract(raw)) {
        List<Class<?>> leaves = new ArrayList<>();
        leaves(raw, leaves);
        named = named(leaves);
      } else {
        return null;
      }
      return new Tagged<T>(gson, named).nullSafe();
    }
  }

  private static final class Tagged<T> extends TypeAdapter<T> {
    private final Gson gson;
    private final Map<String, Class<?>> named;

    Tagged(Gson gson, Map<String, Class<?>> named) {
      this.gson = gson;
      this.named = named;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(JsonWriter out, T value) throws IOException {
      Class<?> type = value.getClass();
      if (named.get(type.getSimpleName()) != type) {
        throw new IllegalArgumentException(type.getName() + " has no wire form");
      }
      out.beginArray();
      out.value(type.getSimpleName());
      ((TypeAdapter<Object>) gson.getAdapter(type)).write(out, value);
      out.endArray();
    }

    @Override
    @SuppressWarnings("unchecked")
    public T read(JsonReader in) throws IOException {
      in.beginArray();
      String name = in.nextString();
      Class<?> type = named.get(name);
      if (type == null) {
        throw new JsonParseException("no type " + name + " here");
      }
      T value = (T) gson.getAdapter(type).read(in);
      in.endArray();
      return value;
    }
  }

  /**
   * A game view or a played move in an island: the index of its binary form beside the JSON
   * ({@link GameViewForm}, {@link MoveForms}), so that each has one form on the wire.
   */
  private static final class Beside implements TypeAdapterFactory {
    @Override
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
      Class<?> raw = type.getRawType();
      if (raw != GameView.class && raw != PlayedMove.class) {
        return null;
      }
      return new TypeAdapter<T>() {
        @Override
        public void write(JsonWriter out, T value) throws IOException {
          List<Object> beside = BESIDE.get();
          if (beside == null) {
            throw new IllegalStateException(raw.getSimpleName() + " outside an island");
          }
          beside.add(value);
          out.value(beside.size() - 1);
        }

        @Override
        public T read(JsonReader in) throws IOException {
          int index = in.nextInt();
          List<Object> beside = BESIDE.get();
          if (beside == null || index < 0 || index >= beside.size()
              || !raw.isInstance(beside.get(index))) {
            throw new JsonParseException("no " + raw.getSimpleName() + " " + index + " beside");
          }
          @SuppressWarnings("unchecked")
          T value = (T) beside.get(index);
          return value;
        }
      }.nullSafe();
    }
  }

  private static final class VariantById extends TypeAdapter<Variant> {
    @Override
    public void write(JsonWriter out, Variant variant) throws IOException {
      out.value(variant.id());
    }

    @Override
    public Variant read(JsonReader in) throws IOException {
      String id = in.nextString();
      return Variants.byId(id).orElseThrow(() -> new JsonParseException("no variant " + id));
    }
  }

  private static final class PositionAsFen extends TypeAdapter<Position> {
    @Override
    public void write(JsonWriter out, Position position) throws IOException {
      out.beginArray().value(position.variant().id()).value(position.toFen()).endArray();
    }

    @Override
    public Position read(JsonReader in) throws IOException {
      in.beginArray();
      String id = in.nextString();
      String fen = in.nextString();
      in.endArray();
      try {
        return Variants.byId(id).orElseThrow(() -> new JsonParseException("no variant " + id))
            .fromFen(fen);
      } catch (IllegalArgumentException e) {
        throw new JsonParseException("a bad FEN: " + fen, e);
      }
    }
  }

  /** A view's cache of renderings stays behind: the edge renders afresh. */
  private static final class FreshRenderings extends TypeAdapter<Renderings> {
    @Override
    public void write(JsonWriter out, Renderings renderings) throws IOException {
      out.value(0); // present, so that the value read back gets a cache, not null
    }

    @Override
    public Renderings read(JsonReader in) throws IOException {
      in.skipValue();
      return new Renderings();
    }
  }

  /**
   * What one end of a connection remembers of the game views that crossed it, so that a view
   * carries only the moves after those its game's last view carried (a game of 200 plies sends
   * one move, not 200, each time), and the positions it read lately (a view's position before is
   * the last view's position). Each end keeps its own for each direction; the two stay alike
   * because a connection's payloads are read in the order they were written, or the connection
   * closes at the first gap. Bounded: the last {@value #GAMES} games.
   */
  public static final class History {
    private static final int GAMES = 8;
    private static final int POSITIONS = 4;
    private final Map<Long, List<PlayedMove>> moves = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Long, List<PlayedMove>> eldest) {
        return size() > GAMES;
      }
    };
    /** By FEN (its variant checked on use). */
    private final Map<String, Position> positions = new LinkedHashMap<>(8, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Position> eldest) {
        return size() > POSITIONS;
      }
    };

    /** How many of a view's moves the other end has: those of its game's last view, if still its first. */
    int known(GameView view) {
      List<PlayedMove> last = moves.get(view.id());
      List<PlayedMove> now = view.moves();
      if (last == null || now == null || last.size() > now.size()) {
        return 0;
      }
      for (int i = 0; i < last.size(); i++) {
        if (last.get(i) != now.get(i) && !last.get(i).equals(now.get(i))) {
          return 0; // an undo, or a replay: the whole list
        }
      }
      return last.size();
    }

    /** The moves of game {@code id}'s last view, or null. */
    List<PlayedMove> moves(long id) {
      return moves.get(id);
    }

    void remember(GameView view) {
      if (view.moves() != null) {
        moves.put(view.id(), view.moves());
      }
    }

    /** A position read lately with this FEN, or null. */
    Position position(String fen) {
      return positions.get(fen);
    }

    void remember(String fen, Position position) {
      positions.put(fen, position);
    }
  }
}
