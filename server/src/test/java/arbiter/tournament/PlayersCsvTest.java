package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

  /**
   * A players file takes the names tournament enter takes for a seat: an accented name was
   * refused as "a name is 1 to 32 letters" (found by probe-formats).
   */
  @Test
  void aNameInAnyScriptIsASeatsNameAndOneWithASpaceIsRefused() {
    assertThat(PlayersCsv.parse("name\nM\u00fcller,2050\n\u0627\u062d\u0645\u062f\n"))
        .extracting(PlayersCsv.Row::name)
        .containsExactly("M\u00fcller", "\u0627\u062d\u0645\u062f");
    assertThatThrownBy(() -> PlayersCsv.parse("name\nAnn Lee,2050\n"))
        .isInstanceOfSatisfying(TournamentException.class, e -> {
          assertThat(e.reason()).isEqualTo(TournamentRefusal.CSV_ROW);
          assertThat(e.args()).containsExactly(2, "name");
        });
  }

  /**
   * A spreadsheet in German, French or Russian saves CSV with semicolons: each row was read as
   * one name, refused, or since a seat's name may hold a semicolon, entered as a seat named
   * {@code zed;2100;GER;FM} (found by probe-formats). A tab-separated file reads too.
   */
  @Test
  void aFileWithSemicolonsOrTabsIsReadByItsOwnSeparator() {
    PlayersCsv.Row zed = new PlayersCsv.Row("zed", 2100, "GER", "f");
    assertThat(PlayersCsv.parse("name;rating;federation;title\r\nzed;2100;GER;FM\r\n"))
        .containsExactly(zed);
    assertThat(PlayersCsv.parse("zed\t2100\tGER\tFM\n")).containsExactly(zed);
    assertThat(PlayersCsv.parse("name,rating\nsemi;colon,2000\n"))
        .containsExactly(new PlayersCsv.Row("semi;colon", 2000, "", ""));
    assertThat(PlayersCsv.lineOf("name;rating\nann;1\nzed;2\n", "zed")).isEqualTo(2);
  }
}
