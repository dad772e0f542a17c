package arbiter.edge.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpVersion;
import org.junit.jupiter.api.Test;

class OriginsTest {

  private static HttpRequest request(String host, String origin) {
    HttpRequest request = new DefaultHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.GET, "/ws");
    if (host != null) {
      request.headers().set("Host", host);
    }
    if (origin != null) {
      request.headers().set("Origin", origin);
    }
    return request;
  }

  @Test
  void thePagesOwnOriginMayOpenTheSocket() {
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "http://192.168.1.20:8080"))).isTrue();
    assertThat(Origins.sameOrigin(request("Arbiter.lan", "https://arbiter.LAN"))).isTrue();
  }

  @Test
  void aClientThatIsNoBrowserNamesNoOriginAndMayOpenIt() {
    assertThat(Origins.sameOrigin(request("127.0.0.1:8080", null))).isTrue();
  }

  @Test
  void everyOtherOriginIsRefused() {
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "http://evil.example"))).isFalse();
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "http://192.168.1.20:8081"))).isFalse();
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "http://192.168.1.20"))).isFalse();
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "null"))).isFalse();
    assertThat(Origins.sameOrigin(request("192.168.1.20:8080", "file://192.168.1.20:8080"))).isFalse();
    assertThat(Origins.sameOrigin(request(null, "http://192.168.1.20:8080"))).isFalse();
    assertThat(Origins.sameOrigin(request("a", "http://a/%%"))).isFalse();
  }
}
