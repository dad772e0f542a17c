package arbiter.client.swing;

import javax.swing.JLabel;

/**
 * A window's status bar: one line as it is; a notice of several lines (a tournament's final
 * standings) shown whole, a line each, rather than cut to one.
 */
final class StatusLine extends JLabel {

  StatusLine() {
    super(" ");
  }

  /** Shows {@code text}, every line of it. */
  void say(String text) {
    if (text == null || !text.contains("\n")) {
      setText(text);
      return;
    }
    setText("<html>" + OfferPrompt.escape(text.strip()).replace("\n", "<br>") + "</html>");
  }
}
