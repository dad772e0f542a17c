package arbiter.face.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The projector's join address and its QR code, read back by a real reader (zbarimg). */
class JoinCodeTest {

  @TempDir Path dir;

  @Test
  void aConfiguredAddressIsUsedAsItIs() {
    assertThat(JoinCode.url(new InetSocketAddress("127.0.0.1", 8080), "https://club.example/",
        "cup")).isEqualTo("https://club.example/?join=cup");
  }

  @Test
  void aLoopbackConnectionIsGivenAnAddressAPhoneCanReach() {
    String url = JoinCode.url(new InetSocketAddress("127.0.0.1", 8080), "", "cup");
    assertThat(url).startsWith("http://").endsWith(":8080/?join=cup");
    assertThat(url).doesNotContain("0.0.0.0");
  }

  @Test
  void theQrCodeIsSquareAndReadsBackAsTheAddress() throws Exception {
    String url = "http://192.168.1.20:8080/?join=spring-open";
    List<String> rows = JoinCode.rows(url);
    assertThat(rows).allSatisfy(row -> assertThat(row).hasSize(rows.size()).matches("[01]+"));
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/zbarimg")),
        "skipped: reading the code back needs zbarimg (apt-get install zbar-tools)");
    assertThat(zbarimg(png(rows))).isEqualTo(url);
  }

  /** The modules drawn as the projector draws them: 8 pixels each, a quiet zone of 4. */
  private Path png(List<String> rows) throws IOException {
    int scale = 8;
    int size = (rows.size() + 8) * scale;
    BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        int my = y / scale - 4;
        int mx = x / scale - 4;
        boolean dark = my >= 0 && my < rows.size() && mx >= 0 && mx < rows.size()
            && rows.get(my).charAt(mx) == '1';
        image.setRGB(x, y, dark ? 0x000000 : 0xffffff);
      }
    }
    Path file = dir.resolve("qr.png");
    ImageIO.write(image, "png", file.toFile());
    return file;
  }

  static String zbarimg(Path png) throws IOException, InterruptedException {
    Process reader = new ProcessBuilder("/usr/bin/zbarimg", "-q", "--raw", png.toString())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start(); // it talks of D-Bus there
    String text = new String(reader.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    reader.waitFor();
    return text.strip();
  }
}
