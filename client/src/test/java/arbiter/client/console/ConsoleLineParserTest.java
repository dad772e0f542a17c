package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import org.jline.reader.CompletingParsedLine;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser.ParseContext;
import org.jline.reader.impl.DefaultParser;
import org.junit.jupiter.api.Test;

/** How the console splits what is typed: at spaces only, with nothing quoted or escaped. */
class ConsoleLineParserTest {

  @Test
  void anApostropheDoesNotOpenAQuote() {
    ParsedLine line = ConsoleClient.lineParser().parse("say it's fine", 13, ParseContext.ACCEPT_LINE);

    assertThat(line.line()).isEqualTo("say it's fine");
    assertThat(line.words()).containsExactly("say", "it's", "fine");
  }

  @Test
  void aCompletedMoveWithSpacesIsInsertedAsShown() {
    CompletingParsedLine line =
        (CompletingParsedLine) ConsoleClient.lineParser().parse("K", 1, ParseContext.COMPLETE);

    assertThat(line.escape("K 11 12", true).toString()).isEqualTo("K 11 12");
    // JLine's default parser would have sent the server "K\ 11\ 12"
    CompletingParsedLine byDefault =
        (CompletingParsedLine) new DefaultParser().parse("K", 1, ParseContext.COMPLETE);
    assertThat(byDefault.escape("K 11 12", true).toString()).isEqualTo("K\\ 11\\ 12");
  }
}
