package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuestNamesTest {

  @Test
  void aGuestIsNeverOfferedANameOnlineNow() {
    List<String> asked = new ArrayList<>();
    // the first twenty names drawn are all online
    String drawn = GuestNames.draw(name -> asked.add(name) && asked.size() <= 20);
    assertThat(drawn).matches("Guest[A-Z]{4}").isEqualTo(asked.get(20));
    assertThat(asked).hasSize(21);
  }
}
