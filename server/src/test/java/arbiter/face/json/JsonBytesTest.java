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
}
