package arbiter.protocol;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.ToNumberPolicy;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import com.google.gson.stream.MalformedJsonException;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Turns {@link Request}s and {@link Event}s into one-line JSON objects and back. The {@code type}
 * field is the record's name in snake case ({@code GameStarted} → {@code "game_started"}).
 */
public final class JsonCodec {

  /**
   * The latest protocol version, which the clients ask for in {@code hello}; the server answers
   * in the version a client asks for (version 2: tournament messages carry fields).
   */
  public static final int VERSION = 2;

  /** How Gson begins its message for JSON only a lenient reader takes. */
  private static final String LENIENT_ADVICE =
      "Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON";

  private static final Gson GSON = new GsonBuilder()
      .disableHtmlEscaping()
      // an audit action's arguments are texts and whole numbers: a number reads back as a Long
      .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
      // Gson's own adapters narrow: 4294967297 becomes the int 1, 1.5 becomes 1
      .registerTypeAdapter(int.class, new ExactNumber<>("an int", BigDecimal::intValueExact, true))
      .registerTypeAdapter(Integer.class,
          new ExactNumber<>("an int", BigDecimal::intValueExact, false))
      .registerTypeAdapter(long.class, new ExactNumber<>("a long", BigDecimal::longValueExact, true))
      .registerTypeAdapter(Long.class,
          new ExactNumber<>("a long", BigDecimal::longValueExact, false))
      .create();
  private static final Map<String, Class<? extends Request>> REQUESTS = table(Request.class);
  /** Gson's words for a number field sent as null. */
  private static final Map<String, Class<? extends Event>> EVENTS = table(Event.class);

  private JsonCodec() {}

  /** One line of JSON (no newline) for a request. */
  public static String encode(Request request) {
    return encodeTyped(request);
  }

  /** One line of JSON (no newline) for an event. */
  public static String encode(Event event) {
    return encodeTyped(event);
  }

  /** The request a client line holds. */
  public static Request decodeRequest(String line) throws ProtocolException {
    Request.Move move = plainMove(line);
    return move != null ? move : decode(line, REQUESTS);
  }

  private static final String MOVE_START = "{\"type\":\"move\",\"move\":\"";

  /**
   * The hot request read without a tree: a move exactly as the clients write it, whose text
   * needs no unescaping; {@code null} for any other line, which Gson reads.
   */
  private static Request.Move plainMove(String line) {
    if (line.length() < MOVE_START.length() + 2 || !line.startsWith(MOVE_START)
        || !line.endsWith("\"}")) {
      return null;
    }
    int end = line.length() - 2;
    for (int i = MOVE_START.length(); i < end; i++) {
      char c = line.charAt(i);
      if (c == '"' || c == '\\' || c < 0x20) {
        return null;
      }
    }
    return new Request.Move(line.substring(MOVE_START.length(), end));
  }

  /** The event a server line holds. */
  public static Event decodeEvent(String line) throws ProtocolException {
    return decode(line, EVENTS);
  }

  /** Whether the line is one well-formed JSON object (of any type). */
  public static boolean isJsonObject(String line) {
    try {
      parseObject(line);
      return true;
    } catch (ProtocolException e) {
      return false;
    }
  }

  /** The wire type of a message class. */
  public static String typeOf(Class<?> messageClass) {
    String name = messageClass.getSimpleName();
    StringBuilder type = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        type.append('_');
      }
      type.append(Character.toLowerCase(c));
    }
    return type.toString();
  }

  private static String encodeTyped(Object message) {
    JsonObject typed = new JsonObject();
    typed.addProperty("type", typeOf(message.getClass()));
    GSON.toJsonTree(message).getAsJsonObject().entrySet().forEach(e -> typed.add(e.getKey(), e.getValue()));
    return GSON.toJson(typed);
  }

  private static <T> T decode(String line, Map<String, Class<? extends T>> table)
      throws ProtocolException {
    JsonObject object = parseObject(line);
    JsonElement type = object.get("type");
    if (type == null || !type.isJsonPrimitive() || !type.getAsJsonPrimitive().isString()) {
      throw new ProtocolException(ErrorCode.UNKNOWN_TYPE, "missing \"type\"");
    }
    Class<? extends T> messageClass = table.get(type.getAsString());
    if (messageClass == null) {
      throw new ProtocolException(ErrorCode.UNKNOWN_TYPE, "unknown type: " + type.getAsString());
    }
    object.remove("type");
    try {
      return GSON.fromJson(object, messageClass);
    } catch (JsonParseException | IllegalArgumentException e) {
      throw new ProtocolException(ErrorCode.BAD_REQUEST, "bad " + type.getAsString() + ": " + rootMessage(e));
    }
  }

  private static JsonObject parseObject(String line) throws ProtocolException {
    try (JsonReader reader = new JsonReader(new StringReader(line))) {
      reader.setStrictness(Strictness.STRICT);
      JsonElement element = JsonParser.parseReader(reader);
      if (!atEnd(reader)) {
        throw new ProtocolException(ErrorCode.BAD_JSON, "text after the JSON object");
      }
      if (!element.isJsonObject()) {
        throw new ProtocolException(ErrorCode.BAD_JSON, "not a JSON object");
      }
      return element.getAsJsonObject();
    } catch (JsonParseException | IOException | IllegalStateException e) {
      throw new ProtocolException(ErrorCode.BAD_JSON, "malformed JSON: " + syntaxMessage(e));
    }
  }

  /**
   * Whether nothing but white space follows the object. A strict reader refuses a second value
   * (two objects on a line, or in one WebSocket frame) already at {@code peek}.
   */
  private static boolean atEnd(JsonReader reader) throws IOException {
    try {
      return reader.peek() == JsonToken.END_DOCUMENT;
    } catch (MalformedJsonException e) {
      return false;
    }
  }

  /**
   * Gson's words for JSON it refuses, less its advice to its own programmers (to read leniently),
   * which a client's author cannot follow: what is left says where.
   */
  private static String syntaxMessage(Throwable e) {
    String message = rootMessage(e);
    return message.startsWith(LENIENT_ADVICE)
        ? "unexpected character" + message.substring(LENIENT_ADVICE.length()) : message;
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    String message = root.getMessage();
    if (message == null) {
      return root.getClass().getSimpleName();
    }
    return message.lines().findFirst().orElse("");
  }

  /**
   * Reads a JSON number into an int or long only when it is a whole number in the type's range;
   * anything else (a fraction, a number out of range, a string) is a malformed field.
   */
  private static final class ExactNumber<N extends Number> extends TypeAdapter<N> {

    private final String kind;
    private final Function<BigDecimal, N> exact;
    private final boolean primitive;

    /** @param primitive an int or long, which null cannot be: a field sent as null is missing */
    ExactNumber(String kind, Function<BigDecimal, N> exact, boolean primitive) {
      this.kind = kind;
      this.exact = exact;
      this.primitive = primitive;
    }

    @Override
    public void write(JsonWriter out, N value) throws IOException {
      out.value(value);
    }

    @Override
    public N read(JsonReader in) throws IOException {
      JsonToken token = in.peek();
      if (token == JsonToken.NULL) {
        if (primitive) {
          // Gson's own refusal names a "record component of primitive type", for its programmers
          String path = in.getPath();
          throw new JsonSyntaxException(
              "\"" + path.substring(path.lastIndexOf('.') + 1) + "\" is missing");
        }
        in.nextNull();
        return null; // an optional Integer left out
      }
      if (token != JsonToken.NUMBER) {
        throw new JsonSyntaxException("expected a number but was " + token + " at " + in.getPath());
      }
      String text = in.nextString();
      try {
        // intValueExact and longValueExact refuse a fraction or an overflow instead of wrapping
        return exact.apply(new BigDecimal(text));
      } catch (ArithmeticException | NumberFormatException e) {
        throw new JsonSyntaxException(text + " is not " + kind + " at " + in.getPath());
      }
    }
  }

  private static <T> Map<String, Class<? extends T>> table(Class<T> sealed) {
    Map<String, Class<? extends T>> table = new HashMap<>();
    for (Class<?> permitted : sealed.getPermittedSubclasses()) {
      table.put(typeOf(permitted), permitted.asSubclass(sealed));
    }
    return Map.copyOf(table);
  }
}
