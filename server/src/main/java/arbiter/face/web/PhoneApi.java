package arbiter.face.web;

import arbiter.command.ChatText;
import arbiter.command.TournamentCommand;
import arbiter.director.PhoneSeat;
import arbiter.edge.ChannelConnection;
import arbiter.edge.http.HttpResponses;
import arbiter.edge.http.Origins;
import arbiter.event.AnswerEvent;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Words;
import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code POST /api/phone}: a player's phone at an over-the-board tournament, identified by the
 * short code on their pairing line instead of a password. The body names the tournament, the
 * code and what to do: {@code status} (their seat), {@code checkin}, {@code report} (with
 * {@code round} and {@code result}) or {@code call} (the arbiter, with {@code text}). The command
 * runs as that player, exactly as theirs on telnet; the answer is {@code ok}, the lines in the
 * page's language ({@code lang}) and the seat as it now stands. Only this server's own pages may
 * ask ({@code Origin}).
 */
final class PhoneApi {

  private static final Logger LOG = LoggerFactory.getLogger(PhoneApi.class);
  private static final Gson GSON = new Gson();
  private static final Pattern CODE = Pattern.compile("[A-Za-z0-9 ]{1,12}");
  private static final int TEXT_MAX = 200;

  /** An answer's status and body. */
  private record Reply(HttpResponseStatus status, Map<String, Object> json) {}

  private PhoneApi() {}

  static void answer(ChannelHandlerContext ctx, WebContext web, FullHttpRequest request,
      boolean keepAlive) {
    if (!Origins.ownPagePost(ctx, request, keepAlive)) {
      return;
    }
    HttpMethod method = request.method();
    JsonObject body = body(request);
    String name = string(body, "name");
    String code = string(body, "code");
    String action = string(body, "action");
    if (name == null || !WebApi.NAME.matcher(name).matches() || code == null
        || !CODE.matcher(code).matches() || action == null) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    String lang = string(body, "lang");
    Words words = lang != null && Words.exists(lang) ? Words.of(lang) : Words.english();
    TournamentCommand command = command(name, action, body);
    if (command == null && !action.equals("status")) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    String address = ChannelConnection.address(ctx.channel());
    web.source().seat(name, code, address).thenCompose(found -> {
      if (found.tooMany()) { // not even a right code is looked up: the core counted them
        return CompletableFuture.completedFuture(new Reply(HttpResponseStatus.TOO_MANY_REQUESTS,
            answer(false, List.of(words.get("page.phone_guesses")), null)));
      }
      PhoneSeat seat = found.seat();
      if (seat == null) {
        return CompletableFuture.completedFuture(new Reply(HttpResponseStatus.OK, answer(false,
            List.of(words.get("page.phone_unknown_code")), null)));
      }
      if (command == null) {
        return CompletableFuture.completedFuture(
            new Reply(HttpResponseStatus.OK, answer(true, List.of(), seat)));
      }
      return web.source().byCode(seat.player(), command).thenCompose(events -> {
        boolean ok = events.stream().noneMatch(e -> e instanceof AnswerEvent.TournamentRefused
            || e instanceof AnswerEvent.Refused);
        List<String> lines = TextRenderer.lines(words, events, view -> List.of());
        return web.source().seat(name, code, address)
            .thenApply(now -> new Reply(HttpResponseStatus.OK, answer(ok, lines, now.seat())));
      });
    }).whenComplete((reply, error) -> {
      if (error != null) {
        LOG.error("phone request failed", error);
        HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.INTERNAL_SERVER_ERROR);
      } else {
        HttpResponses.json(ctx, keepAlive, method, reply.status(), GSON.toJson(reply.json()));
      }
    });
  }

  /** The command an action stands for; {@code null} for status or anything malformed. */
  private static TournamentCommand command(String name, String action, JsonObject body) {
    return switch (action) {
      case "checkin" -> new TournamentCommand.Checkin(name);
      case "report" -> {
        String result = string(body, "result");
        Integer round = number(body, "round");
        yield result == null || round == null || result.length() > 8 ? null
            : new TournamentCommand.Report(name, round, result);
      }
      case "call" -> {
        String text = string(body, "text");
        String said = text == null ? "" : text.strip();
        yield said.length() > TEXT_MAX || ChatText.hasControl(said) ? null
            : new TournamentCommand.CallArbiter(name, said);
      }
      default -> null;
    };
  }

  private static Map<String, Object> answer(boolean ok, List<String> lines, PhoneSeat seat) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("ok", ok);
    json.put("lines", lines);
    json.put("seat", seat);
    return json;
  }

  private static JsonObject body(FullHttpRequest request) {
    try {
      var parsed = JsonParser.parseString(request.content().toString(StandardCharsets.UTF_8));
      return parsed.isJsonObject() ? parsed.getAsJsonObject() : new JsonObject();
    } catch (JsonParseException e) {
      return new JsonObject(); // not JSON: answered 400
    }
  }

  private static String string(JsonObject body, String key) {
    var value = body.get(key);
    return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()
        ? value.getAsString() : null;
  }

  private static Integer number(JsonObject body, String key) {
    var value = body.get(key);
    if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isNumber()) {
      return null;
    }
    double number = value.getAsDouble();
    return number >= 0 && number <= 999 && number == Math.rint(number) ? (int) number : null;
  }
}
