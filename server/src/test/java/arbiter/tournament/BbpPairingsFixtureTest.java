package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.tournament.trf.TrfFile;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every round of every tournament under {@code pairing/} paired as bbpPairings paired it (see the
 * README there): a TRF in, the expected boards of each round out, colours and order included.
 */
class BbpPairingsFixtureTest {

  @TestFactory
  Stream<DynamicTest> everyRoundAsBbpPairingsPairsIt() throws IOException, URISyntaxException {
    Path folder = Path.of(getClass().getResource("/pairing").toURI());
    List<Path> files;
    try (Stream<Path> listing = Files.list(folder)) {
      files = listing.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(20);
    return files.stream().map(trf -> DynamicTest.dynamicTest(trf.getFileName().toString(), () -> {
      TrfFile file = TrfFile.parse(Files.readString(trf, StandardCharsets.UTF_8));
      String pairingsName = trf.getFileName().toString().replace(".trf", ".pairings");
      List<String> expected = Files.readAllLines(trf.resolveSibling(pairingsName));
      for (String line : expected) {
        int round = Integer.parseInt(line.substring(6, line.indexOf(':')));
        String boards = DutchPairer.pair(TrfRound.entrants(file, round), TrfRound.setting(file))
            .map(TrfRound::describe).orElse("none");
        assertThat("round " + round + ": " + boards).isEqualTo(line);
      }
    }));
  }
}
