package arbiter.cluster;

import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Renderings;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.rules.checkers.CheckersMove;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.minishogi.MinishogiMove;
import arbiter.rules.pawns.PawnsMove;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ToNumberPolicy;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The wire form of a typed {@link Payload}: JSON through Gson, one generic codec rather than code
 * per record. Records go field by field; a value of a sealed type goes as {@code [name, value]},
 * {@code name} the simple name of its record among the type's permitted subclasses (found with
 * {@link Class#getPermittedSubclasses()}), so only those classes are ever made from a message,
 * never a class a message names. Three rule types are not records: a {@link Variant} goes as its
 * id, a {@link Position} as its variant and FEN, a {@link Move} (an open interface) as one of the
 * variants' move classes listed here, field by field. A {@link Renderings} cache is not sent. A
 * game view carries only the moves its connection's other end lacks ({@link History}). What
 * crosses with every move is written by hand: the view ({@link GameViewForm}), the move events,
 * their played moves and clocks ({@link MoveForms}).
 */
public final class WireCodec {

  /** The move classes a message may hold: every variant's (a new variant adds its own here). */
  private static final Map<String, Class<?>> MOVES = named(List.of(ChessMove.class,
      CheckersMove.class, PawnsMove.class, MinishogiMove.class));

  /** The history of the connection whose payload this thread writes or reads, if any. */
  private static final ThreadLocal<History> HISTORY = new ThreadLocal<>();

  private static final Gson GSON = new GsonBuilder()
      .registerTypeAdapterFactory(new Subtypes())
      .registerTypeAdapterFactory(new ViewsAfterHistory())
      .registerTypeAdapterFactory(new MoveForms())
      .registerTypeHierarchyAdapter(Variant.class, new VariantById().nullSafe())
      .registerTypeHierarchyAdapter(Position.class, new PositionAsFen().nullSafe())
      .registerTypeAdapter(Renderings.class, new FreshRenderings())
      // a number in an untyped list (a refusal's arguments) comes back whole when it was whole
      .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
      .enableComplexMapKeySerialization()
      .disableHtmlEscaping()
      .create();

  private WireCodec() {}

  /** The UTF-8 JSON of {@code payload}. */
  public static byte[] encode(Payload payload) {
    return GSON.toJson(payload, Payload.class).getBytes(StandardCharsets.UTF_8);
  }

  /** The UTF-8 JSON of {@code payload}, its game views after what {@code history} sent. */
  public static byte[] encode(Payload payload, History history) {
    HISTORY.set(history);
    try {
      return encode(payload);
    } finally {
      HISTORY.remove();
    }
  }

  /** The payload of {@code json} written with the other end's history, read with this end's. */
  public static Payload decode(byte[] json, History history) {
    HISTORY.set(history);
    try {
      return decode(json);
    } finally {
      HISTORY.remove();
    }
  }

  /** The payload of {@code json}; {@link IllegalArgumentException} when it is none. */
  public static Payload decode(byte[] json) {
    try {
      Payload payload = GSON.fromJson(new String(json, StandardCharsets.UTF_8), Payload.class);
      if (payload == null) {
        throw new IllegalArgumentException("an empty payload");
      }
      return payload;
    } catch (JsonParseException | IllegalStateException | UnsupportedOperationException
        | IndexOutOfBoundsException e) {
      throw new IllegalArgumentException("no payload: " + e.getMessage(), e);
    }
  }

  /** The wire form of any value of the typed crossing (for tests: every record round-trips). */
  static String json(Object value, Class<?> type) {
    return GSON.toJson(value, type);
  }

  /** {@link #json}'s reverse. */
  static Object value(String json, Class<?> type) {
    return GSON.fromJson(json, type);
  }

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
        named = MOVES;
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
    /** The subtypes written by hand ({@link MoveForms}), by class. */
    private final Map<Class<?>, TypeAdapter<?>> forms = new HashMap<>();

    Tagged(Gson gson, Map<String, Class<?>> named) {
      this.gson = gson;
      this.named = named;
      for (Class<?> type : named.values()) {
        TypeAdapter<?> form = MoveForms.of(gson, type);
        if (form != null) {
          forms.put(type, form);
        }
      }
    }

    private TypeAdapter<?> adapter(Class<?> type) {
      TypeAdapter<?> form = forms.get(type);
      return form != null ? form : gson.getAdapter(type);
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
      ((TypeAdapter<Object>) adapter(type)).write(out, value);
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
      T value = (T) adapter(type).read(in);
      in.endArray();
      return value;
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
      History history = HISTORY.get();
      String key = id + ' ' + fen;
      Position known = history == null ? null : history.positions.get(key);
      if (known != null) {
        return known; // immutable: a view's position is often the next one's position before
      }
      try {
        Position position = Variants.byId(id)
            .orElseThrow(() -> new JsonParseException("no variant " + id)).fromFen(fen);
        if (history != null) {
          history.positions.put(key, position);
        }
        return position;
      } catch (IllegalArgumentException e) {
        throw new JsonParseException("a bad FEN: " + fen, e);
      }
    }
  }

  /** A view's cache of renderings stays behind: the edge renders afresh. */
  private static final class FreshRenderings extends TypeAdapter<Renderings> {
    @Override
    public void write(JsonWriter out, Renderings renderings) throws IOException {
      out.value(0); // present, so that the view read back gets a cache, not null
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
   * one move, not 200, each time), and the positions it read lately (a view's position is the
   * next one's position before its move). Each end keeps its own for each direction; the two stay
   * alike because a connection's payloads are read in the order they were written, or the
   * connection closes at the first gap. Bounded: the last {@value #GAMES} games.
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
    private final Map<String, Position> positions = new LinkedHashMap<>(8, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Position> eldest) {
        return size() > POSITIONS;
      }
    };

    /** How many of a view's moves the other end has: those of its game's last view, if still its first. */
    private int known(GameView view) {
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

    private void remember(GameView view) {
      if (view.moves() != null) {
        moves.put(view.id(), view.moves());
      }
    }
  }

  /**
   * A game view as {@code [k, legal, view, moves]}: the view without its moves (written by hand,
   * {@link GameViewForm}), made once per view whichever connections it goes to (kept in its
   * {@link Renderings}), then its moves from the {@code k}th, the rest being in the reading end's
   * history. Legal moves that are the turn start's own list (as a game's views have them but
   * while a move waits or at the end) go as {@code legal} {@code true}, not in the view: the
   * reading end takes them from its turn start when a face asks ({@link TurnStartMoves}), which
   * halves a move's view.
   */
  private static final class ViewsAfterHistory implements TypeAdapterFactory {
    /** The key of a view's wire form without its moves, in its renderings. */
    private enum WithoutMoves { KEY }

    @Override
    @SuppressWarnings("unchecked")
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
      if (type.getRawType() != GameView.class) {
        return null;
      }
      TypeAdapter<GameView> whole = new GameViewForm(gson);
      TypeAdapter<List<PlayedMove>> moveList =
          gson.getAdapter(new TypeToken<List<PlayedMove>>() { });
      return (TypeAdapter<T>) new TypeAdapter<GameView>() {
        @Override
        public void write(JsonWriter out, GameView view) throws IOException {
          History history = HISTORY.get();
          int known = history == null ? 0 : history.known(view);
          out.beginArray().value(known).value(legalOfTurnStart(view));
          out.jsonValue(view.renderings().get(WithoutMoves.KEY,
              () -> whole.toJson(withMoves(view, null, legalOfTurnStart(view) ? null
                  : view.legalMoves()))));
          moveList.write(out, view.moves() == null ? null
              : view.moves().subList(known, view.moves().size()));
          out.endArray();
          if (history != null) {
            history.remember(view);
          }
        }

        @Override
        public GameView read(JsonReader in) throws IOException {
          History history = HISTORY.get();
          in.beginArray();
          int known = in.nextInt();
          boolean turnStarts = in.nextBoolean();
          GameView view = whole.read(in);
          List<PlayedMove> moves = moveList.read(in);
          in.endArray();
          if (known > 0) {
            List<PlayedMove> before = history == null ? null : history.moves.get(view.id());
            if (before == null || before.size() < known || moves == null) {
              throw new JsonParseException("a view of game " + view.id() + " after " + known
                  + " moves this end does not have");
            }
            List<PlayedMove> all = new ArrayList<>(known + moves.size());
            all.addAll(before.subList(0, known));
            all.addAll(moves);
            moves = all;
          }
          if (turnStarts && view.turnStart() == null) {
            throw new JsonParseException("the legal moves of game " + view.id()
                + " are its turn start's, which it lacks");
          }
          view = withMoves(view, moves == null ? null : List.copyOf(moves),
              turnStarts ? new TurnStartMoves(view.turnStart()) : view.legalMoves());
          if (history != null) {
            history.remember(view);
          }
          return view;
        }
      }.nullSafe();
    }

    private static GameView withMoves(GameView view, List<PlayedMove> moves,
        List<Move> legalMoves) {
      return new GameView(view.id(), view.seq(), view.variant(), view.white(), view.black(),
          view.limit(), view.turns(), view.mover(), view.position(), view.turnStart(),
          legalMoves, moves, view.ending(), view.clock(), view.before(), view.renderings());
    }

    /**
     * Whether a view's legal moves are its turn start's own list: the very list (a position
     * keeps it), so telling costs nothing, or one read back as such.
     */
    private static boolean legalOfTurnStart(GameView view) {
      List<Move> legal = view.legalMoves();
      Position turnStart = view.turnStart();
      return turnStart != null && legal != null
          && (legal instanceof TurnStartMoves moves ? moves.turnStart == turnStart
              : legal == turnStart.legalMoves());
    }
  }

  /**
   * The legal moves of a turn start, found when first asked for: an edge whose faces show no
   * legal moves never generates them. Equal to the position's own list, as its elements are.
   */
  private static final class TurnStartMoves extends AbstractList<Move> implements RandomAccess {
    private final Position turnStart;
    /** The position's list once asked for (not every variant's position keeps it). */
    private volatile List<Move> moves;

    TurnStartMoves(Position turnStart) {
      this.turnStart = turnStart;
    }

    private List<Move> moves() {
      List<Move> found = moves;
      if (found == null) {
        found = turnStart.legalMoves();
        moves = found; // a race makes the same list twice, no harm
      }
      return found;
    }

    @Override
    public Move get(int index) {
      return moves().get(index);
    }

    @Override
    public int size() {
      return moves().size();
    }
  }
}
