package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * An offer from the opponent (a draw, a rematch) above the move list: its words, Accept and
 * Decline. Hidden until an offer comes and again once it is answered or has lapsed.
 */
final class OfferPrompt extends JPanel {

  private final JLabel text = new JLabel(" ");
  private Runnable onAccept = () -> { };
  private Runnable onDecline = () -> { };
  /** A draw offer lapses with the next move; a rematch does not. */
  private boolean lapsesWithMove;

  OfferPrompt() {
    super(new BorderLayout(4, 4));
    setName("prompt");
    setBorder(BorderFactory.createCompoundBorder(
        BorderFactory.createLineBorder(new Color(0xE0A800), 2),
        BorderFactory.createEmptyBorder(4, 6, 4, 6)));
    setBackground(new Color(0xFFF4CC));
    text.setName("promptText");
    JButton accept = new JButton(ClientWords.current().get("swing.accept"));
    JButton decline = new JButton(ClientWords.current().get("swing.decline"));
    accept.setName("promptAccept");
    decline.setName("promptDecline");
    accept.addActionListener(e -> answer(onAccept));
    decline.addActionListener(e -> answer(onDecline));
    JPanel answers = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
    answers.setOpaque(false);
    answers.add(accept);
    answers.add(decline);
    add(text, BorderLayout.CENTER);
    add(answers, BorderLayout.SOUTH);
    setMaximumSize(new Dimension(Integer.MAX_VALUE, 80));
    setVisible(false);
  }

  /** Shows an offer; the answer runs once, after the prompt is hidden. */
  void ask(String question, boolean lapsesWithMove, Runnable accept, Runnable decline) {
    text.setText("<html>" + escape(question) + "</html>");
    this.lapsesWithMove = lapsesWithMove;
    onAccept = accept;
    onDecline = decline;
    setVisible(true);
    revalidate();
  }

  /** Whether the offer shown lapses with the next move (a draw offer). */
  boolean lapsesWithMove() {
    return isVisible() && lapsesWithMove;
  }

  /** Takes the offer away unanswered. */
  void dismiss() {
    setVisible(false);
    lapsesWithMove = false;
    onAccept = () -> { };
    onDecline = () -> { };
  }

  private void answer(Runnable action) {
    dismiss();
    action.run();
  }

  /** Text for an HTML label: what a user typed must not become markup. */
  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
