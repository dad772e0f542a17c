package arbiter.cluster.core;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.WebAnswer;
import arbiter.cluster.WebQuery;
import arbiter.cluster.WireCodec;
import arbiter.store.LoginTokens;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WebQueriesTest {

  @Test
  void anEdgesIcsGuestIsOfferedANameTheLobbyDoesNotHold() {
    Set<String> online = new HashSet<>();
    WebQueries web = new WebQueries(null, LoginTokens.inMemory(), Runnable::run,
        name -> { // the first thirty names drawn come online
          if (online.size() < 30) {
            online.add(name);
            return true;
          }
          return online.contains(name);
        });
    Frame.Reply reply = web.answer(new Frame.Query("e1", 1,
        new Payload.Query(new WebQuery.GuestName()))).toCompletableFuture().join();
    Payload answer = reply.payload() instanceof Payload.Written written
        ? WireCodec.decode(written.wire()) : reply.payload();
    String name = ((WebAnswer.Text) ((Payload.Response) answer).answer()).text();
    assertThat(name).matches("Guest[A-Z]{4}");
    assertThat(online).hasSize(30).doesNotContain(name);
  }
}
