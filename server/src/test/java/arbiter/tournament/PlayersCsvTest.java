package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayersCsvTest {

  /**
   * A spreadsheet's "CSV UTF-8" starts with a byte order mark: the header row was read as a name
   * with it and the file refused at row 1 (found by probe-formats).
   */
  @Test
  void aFileWithAByteOrderMarkIsReadAsTheSameFileWithout() {
    String csv = "name,rating,federation,title\r\nzed,2100,GER,FM\r\n";
    List<PlayersCsv.Row> rows = PlayersCsv.parse("\uFEFF" + csv);
    assertThat(rows).containsExactly(new PlayersCsv.Row("zed", 2100, "GER", "f"));
    assertThat(rows).isEqualTo(PlayersCsv.parse(csv));
  }
}
