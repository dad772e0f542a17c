package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import io.netty.buffer.ByteBuf;
import io.netty.util.concurrent.FastThreadLocalThread;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** News rendered once a thread for the connections shown it alike, and given back after. */
class NetworkTextBytesTest {

  @Test
  void theLastNewsAThreadRenderedIsReleasedWhenTheThreadEnds() throws InterruptedException {
    NetworkText network = new NetworkText("Arbiter", 1);
    DomainEvent offered = new GameNews.DrawOffered("ali");
    ByteBuf[] made = new ByteBuf[2];
    Thread loop = new FastThreadLocalThread(() -> {
      made[0] = network.pushBytes(offered);
      made[1] = network.pushBytes(offered); // the same news: the same bytes
    });
    loop.start();
    loop.join();

    assertThat(made[1]).isSameAs(made[0]);
    assertThat(made[0].refCnt()).isZero();
  }

  @Test
  void aConnectionWritesADuplicateOfItsOwn() throws InterruptedException {
    NetworkText network = new NetworkText("Arbiter", 1);
    String[] text = new String[1];
    int[] left = new int[1];
    Thread loop = new FastThreadLocalThread(() -> {
      ByteBuf written = network.pushBytes(new GameNews.DrawOffered("ali")).retainedDuplicate();
      text[0] = written.toString(StandardCharsets.UTF_8);
      network.pushBytes(new GameNews.DrawOffered("bob")); // the next news lets the first go
      left[0] = written.refCnt();
      written.release();
    });
    loop.start();
    loop.join();

    assertThat(text[0]).startsWith("ali").endsWith("\r\n");
    assertThat(left[0]).isEqualTo(1);
  }
}
