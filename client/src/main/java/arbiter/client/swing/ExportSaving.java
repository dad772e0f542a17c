package arbiter.client.swing;

import arbiter.client.archive.ExportFile;
import arbiter.protocol.Event;
import java.awt.Component;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.swing.JFileChooser;

/**
 * Saves an exported game where the user chooses, suggesting the server's file name only when it
 * is a plain name; the History tab and the game window both save through it.
 */
final class ExportSaving {

  /** Asks where to save an export, suggesting the server's name; null when cancelled. */
  interface SaveChoice {
    Path choose(Component parent, String suggested);
  }

  private ExportSaving() {}

  /** Asks where, writes the file, and tells {@code status} what happened. */
  static void save(Component parent, Event.Export export, SaveChoice choice,
      Consumer<String> status) {
    String suggested = ExportFile.plainName(export.name()) ? export.name() : "";
    Path file = choice.choose(parent, suggested);
    if (file == null) {
      return;
    }
    try {
      // the user chose this path, so only the server's suggestion was checked
      Files.writeString(file, export.text(), StandardCharsets.UTF_8);
      status.accept(w("client.c_saved", export.format(), file));
    } catch (IOException e) {
      status.accept(w("client.c_save_failed", file, e.getMessage()));
    }
  }

  /** The platform's save dialog. */
  static Path chooseFile(Component parent, String suggested) {
    JFileChooser chooser = new JFileChooser();
    chooser.setDialogTitle(w("swing.x_save_title"));
    if (!suggested.isEmpty()) {
      chooser.setSelectedFile(new File(chooser.getCurrentDirectory(), suggested));
    }
    boolean chosen = chooser.showSaveDialog(parent) == JFileChooser.APPROVE_OPTION;
    return chosen ? chooser.getSelectedFile().toPath() : null;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
