package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonBytesTest {

  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  @Test
  void stringsAreWrittenAsGsonWritesThem() {
    for (String text : new String[] {"", "e4", "Nbd7+", "quote \" and \\ back", "tab\tline\nend\r",
        "\u0001\u001f", "été, 王, ♞", "emoji \uD83D\uDE00 pair", "lone \uD83D surrogate", "\u2028\u2029",
        "mixed é\u2028x\"é"}) {
      String written = new JsonBytes(4).value(text).copied().toString(StandardCharsets.UTF_8);
      // Gson's text as UTF-8, a lone surrogate as '?' (what Netty's encoder wrote before)
      String expected = new String(GSON.toJson(text).getBytes(StandardCharsets.UTF_8),
          StandardCharsets.UTF_8);
      assertThat(written).as(text).isEqualTo(expected);
    }
  }

  @Test
  void membersNumbersAndNestingGetTheirCommas() {
    JsonBytes json = new JsonBytes(1).beginObject().member("a", 1).member("b", -12345)
        .name("c").beginArray().value(true).nullValue().raw(new byte[] {'7'}).endArray()
        .member(JsonBytes.Name.of("d"), "x").endObject().endLine();

    assertThat(json.copied().toString(StandardCharsets.UTF_8))
        .isEqualTo("{\"a\":1,\"b\":-12345,\"c\":[true,null,7],\"d\":\"x\"}\r\n");
  }

  @Test
  void anObjectInOneCallIsTheObjectWrittenPartByPart() {
    JsonBytes.Name move = JsonBytes.Name.of("move");
    byte[] from = new JsonBytes(4).name("from").beginArray().value(6).value(4).endArray().toBytes();
    byte[] to = new JsonBytes(4).name("to").beginArray().value(4).value(4).endArray().toBytes();
    for (String text : new String[] {"e4", "", "Qxe8#", "quote \" and \\", "été \u2028"}) {
      // two in an array: the second needs its comma, and a room made once must hold each
      String whole = new JsonBytes(1).beginArray().object(move, text, from, to)
          .object(move, text, from, to).endArray().copied().toString(StandardCharsets.UTF_8);
      JsonBytes parts = new JsonBytes(1).beginArray();
      for (int i = 0; i < 2; i++) {
        parts.beginObject().member(move, text).raw(from).raw(to).endObject();
      }
      assertThat(whole).as(text)
          .isEqualTo(parts.endArray().copied().toString(StandardCharsets.UTF_8))
          .startsWith("[{\"move\":" + GSON.toJson(text) + ",\"from\":[6,4],\"to\":[4,4]},{");
    }
  }
}
