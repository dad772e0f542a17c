package arbiter.cluster;

import arbiter.export.ImportFault;
import arbiter.tournament.Result;
import arbiter.tournament.trf.TrfFault;
import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A list of untyped arguments (a tournament refusal's, an audit action's) with each argument's
 * type, so that an edge reads back the very values the core had and a face words them as in one
 * process: {@code ["i", 3]} an int, {@code ["l", 3]} a long, {@code ["d", 0.5]} a double,
 * {@code ["s", "cup"]} a text, {@code ["b", true]}, {@code ["L", [...]]} a list of arguments and
 * {@code ["e", "Result", "DRAW"]} a constant of one of the enums listed here (never a class a
 * message names). Any other argument has no wire form: writing it fails, so that a new kind of
 * argument is added here rather than arriving changed.
 */
final class TypedArguments implements TypeAdapterFactory {

  /** The enums an argument may be: those the refusals name. */
  private static final Map<String, Class<? extends Enum<?>>> ENUMS = Map.of(
      "Result", Result.class, "TrfFault", TrfFault.class, "ImportFault", ImportFault.class);

  private static final TypeToken<?> ARGUMENTS = TypeToken.getParameterized(List.class,
      Object.class);

  @Override
  @SuppressWarnings("unchecked")
  public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
    return type.equals(ARGUMENTS) ? (TypeAdapter<T>) new Arguments().nullSafe() : null;
  }

  private static final class Arguments extends TypeAdapter<List<Object>> {
    @Override
    public void write(JsonWriter out, List<Object> args) throws IOException {
      out.beginArray();
      for (Object arg : args) {
        argument(out, arg);
      }
      out.endArray();
    }

    private void argument(JsonWriter out, Object arg) throws IOException {
      out.beginArray();
      if (arg instanceof Integer number) {
        out.value("i").value(number);
      } else if (arg instanceof Long number) {
        out.value("l").value(number);
      } else if (arg instanceof Double number) {
        out.value("d").value(number);
      } else if (arg instanceof String text) {
        out.value("s").value(text);
      } else if (arg instanceof Boolean truth) {
        out.value("b").value(truth);
      } else if (arg instanceof Collection<?> list) {
        out.value("L");
        write(out, new ArrayList<Object>(list));
      } else if (arg instanceof Enum<?> constant
          && ENUMS.get(constant.getDeclaringClass().getSimpleName())
              == constant.getDeclaringClass()) {
        out.value("e").value(constant.getDeclaringClass().getSimpleName()).value(constant.name());
      } else {
        throw new IllegalArgumentException("an argument of "
            + (arg == null ? "null" : arg.getClass().getName()) + " has no wire form");
      }
      out.endArray();
    }

    @Override
    public List<Object> read(JsonReader in) throws IOException {
      List<Object> args = new ArrayList<>();
      in.beginArray();
      while (in.hasNext()) {
        args.add(argument(in));
      }
      in.endArray();
      return List.copyOf(args);
    }

    private Object argument(JsonReader in) throws IOException {
      in.beginArray();
      String type = in.nextString();
      Object arg = switch (type) {
        case "i" -> in.nextInt();
        case "l" -> in.nextLong();
        case "d" -> in.nextDouble();
        case "s" -> in.nextString();
        case "b" -> in.nextBoolean();
        case "L" -> read(in);
        case "e" -> constant(in.nextString(), in.nextString());
        default -> throw new JsonParseException("no argument of type " + type);
      };
      in.endArray();
      return arg;
    }

    private static Object constant(String type, String name) {
      Class<? extends Enum<?>> found = ENUMS.get(type);
      if (found == null) {
        throw new JsonParseException("no argument of enum " + type);
      }
      for (Enum<?> constant : found.getEnumConstants()) {
        if (constant.name().equals(name)) {
          return constant;
        }
      }
      throw new JsonParseException("no " + type + " " + name);
    }
  }
}
