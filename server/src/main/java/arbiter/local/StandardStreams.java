package arbiter.local;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Standard input and output as the local programs use them: UTF-8 whatever the platform's
 * default, and buffered, since they are compared byte for byte and may carry long games. Output
 * goes straight to the file descriptor: {@code System.out} would add a second buffer.
 */
final class StandardStreams {

  private static final int BUFFER = 1 << 16;

  private StandardStreams() {}

  static BufferedReader in() {
    return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), BUFFER);
  }

  static Writer out() {
    return new BufferedWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8),
        BUFFER);
  }
}
