package arbiter.client.archive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where an exported game is saved: the file name comes from the server, so it is checked first. */
public final class ExportFile {

  private ExportFile() {}

  /**
   * Whether a server's file name is a plain name in the directory it is saved to: no separators,
   * no {@code ..}, not hidden (a leading dot could replace a dot file), no control characters.
   */
  public static boolean plainName(String name) {
    return name != null && !name.isBlank() && name.length() <= 255 && !name.contains("/")
        && !name.contains("\\") && !name.contains("..") && !name.startsWith(".")
        && !name.contains(":") && name.chars().noneMatch(Character::isISOControl);
  }

  /**
   * Writes the text to {@code directory/name}, replacing an earlier export of the same name.
   *
   * @throws IllegalArgumentException when the name is not a plain name
   */
  public static Path save(Path directory, String name, String text) throws IOException {
    if (!plainName(name)) {
      throw new IllegalArgumentException("not a plain file name: " + name);
    }
    Path file = directory.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }
}
