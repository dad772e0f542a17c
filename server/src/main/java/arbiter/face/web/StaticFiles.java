package arbiter.face.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The pages: every file under {@code web/} in the server's resources, read into memory at start.
 * A request only ever looks a name up in this map, so no path from a URL reaches the disk.
 */
public final class StaticFiles {

  /** One file: its bytes and content type. */
  record File(byte[] bytes, String contentType) {}

  private static final String ROOT = "web";
  private final Map<String, File> files;

  private StaticFiles(Map<String, File> files) {
    this.files = Map.copyOf(files);
  }

  /** Reads every file under {@code web/} of the class path (a directory or the server's jar). */
  public static StaticFiles load() {
    URL index = StaticFiles.class.getClassLoader().getResource(ROOT + "/index.html");
    if (index == null) {
      throw new IllegalStateException("the web pages are missing from the resources");
    }
    try {
      URI uri = index.toURI();
      if ("jar".equals(uri.getScheme())) {
        FileSystem jar;
        boolean opened = false;
        try {
          jar = FileSystems.newFileSystem(uri, Map.of());
          opened = true;
        } catch (FileSystemAlreadyExistsException e) {
          jar = FileSystems.getFileSystem(uri);
        }
        try {
          return new StaticFiles(read(jar.getPath("/" + ROOT)));
        } finally {
          if (opened) {
            jar.close();
          }
        }
      }
      return new StaticFiles(read(Path.of(uri).getParent()));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the web pages", e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot read the web pages", e);
    }
  }

  private static Map<String, File> read(Path root) throws IOException {
    Map<String, File> files = new HashMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : (Iterable<Path>) walk::iterator) {
        if (Files.isRegularFile(path)) {
          String name = root.relativize(path).toString().replace('\\', '/');
          try (InputStream in = Files.newInputStream(path)) {
            files.put(name, new File(in.readAllBytes(), contentType(name)));
          }
        }
      }
    }
    return files;
  }

  /** The file for a URL path ({@code /} is {@code index.html}), or {@code null}. */
  File find(String urlPath) {
    if (!urlPath.startsWith("/") || urlPath.contains("..") || urlPath.contains("\\")
        || urlPath.contains("%")) {
      return null;
    }
    String name = urlPath.equals("/") ? "index.html" : urlPath.substring(1);
    return files.get(name);
  }

  private static String contentType(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    String extension = lower.substring(lower.lastIndexOf('.') + 1);
    return switch (extension) {
      case "html" -> "text/html; charset=utf-8";
      case "css" -> "text/css; charset=utf-8";
      case "js" -> "text/javascript; charset=utf-8";
      case "svg" -> "image/svg+xml";
      case "png" -> "image/png";
      case "json" -> "application/json";
      case "ico" -> "image/x-icon";
      default -> "text/plain; charset=utf-8";
    };
  }
}
