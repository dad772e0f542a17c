package arbiter.protocol;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;

/**
 * Turns {@link Request}s and {@link Event}s into one-line JSON objects and back. The {@code type}
 * field is the record's name in snake case ({@code GameStarted} → {@code "game_started"}).
 */
public final class JsonCodec {

  /** The protocol version sent in {@code hello} and {@code welcome}. */
  public static final int VERSION = 1;

  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();
  private static final Map<String, Class<? extends Request>> REQUESTS = table(Request.class);
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
    return decode(line, REQUESTS);
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
      if (reader.peek() != JsonToken.END_DOCUMENT) {
        throw new ProtocolException(ErrorCode.BAD_JSON, "text after the JSON object");
      }
      if (!element.isJsonObject()) {
        throw new ProtocolException(ErrorCode.BAD_JSON, "not a JSON object");
      }
      return element.getAsJsonObject();
    } catch (JsonParseException | IOException | IllegalStateException e) {
      throw new ProtocolException(ErrorCode.BAD_JSON, "malformed JSON: " + rootMessage(e));
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    String message = root.getMessage();
    return message == null ? root.getClass().getSimpleName() : message.lines().findFirst().orElse("");
  }

  private static <T> Map<String, Class<? extends T>> table(Class<T> sealed) {
    Map<String, Class<? extends T>> table = new HashMap<>();
    for (Class<?> permitted : sealed.getPermittedSubclasses()) {
      table.put(typeOf(permitted), permitted.asSubclass(sealed));
    }
    return Map.copyOf(table);
  }
}
