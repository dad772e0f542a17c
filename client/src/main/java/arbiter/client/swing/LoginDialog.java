package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JTextField;
import javax.swing.WindowConstants;

/**
 * Asks for a user name and password; logs in or registers. Its language selector sets the
 * client's language (and the server's messages'); Persian lays the window out right to left.
 */
final class LoginDialog extends JDialog {

  private final JTextField user = new JTextField(16);
  private final JPasswordField password = new JPasswordField(16);
  private final JLabel message = new JLabel(" ");
  private final Predicate<Request> server;
  private final String address;
  private final JLabel userLabel = new JLabel();
  private final JLabel passwordLabel = new JLabel();
  private final JLabel languageLabel = new JLabel();
  private final JButton login = new JButton();
  private final JButton register = new JButton();
  private final JComboBox<String> language = new JComboBox<>();

  /**
   * @param chosen told the code of a language picked in the selector
   */
  LoginDialog(String address, Predicate<Request> server, Runnable onClose, Consumer<String> chosen) {
    super((java.awt.Frame) null, "Arbiter - " + address, false);
    this.server = server;
    this.address = address;
    setName("login");
    user.setName("user");
    password.setName("password");
    message.setName("message");
    setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
    addWindowListener(new java.awt.event.WindowAdapter() {
      @Override
      public void windowClosing(java.awt.event.WindowEvent e) {
        onClose.run();
      }
    });
    JPanel form = new JPanel(new GridBagLayout());
    form.setBorder(BorderFactory.createEmptyBorder(12, 12, 4, 12));
    GridBagConstraints c = new GridBagConstraints();
    c.insets = new Insets(4, 4, 4, 4);
    c.anchor = GridBagConstraints.WEST;
    ClientWords.LANGUAGES.forEach(language::addItem);
    language.setName("language");
    language.setSelectedItem(ClientWords.current().language());
    language.setRenderer(new javax.swing.DefaultListCellRenderer() {
      @Override
      public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list,
          Object value, int index, boolean selected, boolean focused) {
        return super.getListCellRendererComponent(list,
            ClientWords.of(String.valueOf(value)).get("swing.language_name"), index, selected, focused);
      }
    });
    language.addActionListener(e -> {
      ClientWords.use((String) language.getSelectedItem());
      relabel();
      chosen.accept(ClientWords.current().language());
    });
    languageLabel.setLabelFor(language);
    userLabel.setLabelFor(user);
    passwordLabel.setLabelFor(password);
    form.add(languageLabel, c);
    c.gridx = 1;
    form.add(language, c);
    c.gridx = 0;
    c.gridy = 1;
    form.add(userLabel, c);
    c.gridx = 1;
    form.add(user, c);
    c.gridx = 0;
    c.gridy = 2;
    form.add(passwordLabel, c);
    c.gridx = 1;
    form.add(password, c);
    c.gridx = 0;
    c.gridy = 3;
    c.gridwidth = 2;
    form.add(message, c);
    login.setName("loginButton");
    register.setName("registerButton");
    login.addActionListener(e -> send(true));
    register.addActionListener(e -> send(false));
    password.addActionListener(e -> send(true));
    JPanel buttons = new JPanel();
    buttons.add(register);
    buttons.add(login);
    add(form, BorderLayout.CENTER);
    add(buttons, BorderLayout.SOUTH);
    getRootPane().setDefaultButton(login);
    relabel();
    pack();
    setLocationRelativeTo(null);
  }

  /** Words the dialog in the client's language, laid out in its direction. */
  private void relabel() {
    ClientWords w = ClientWords.current();
    setTitle(w.get("swing.title", "Arbiter", address));
    languageLabel.setText(w.get("swing.language"));
    userLabel.setText(w.get("swing.user"));
    passwordLabel.setText(w.get("swing.password"));
    login.setText(w.get("swing.login"));
    register.setText(w.get("swing.register"));
    applyComponentOrientation(w.orientation());
    pack();
  }

  String user() {
    return user.getText().strip();
  }

  void message(String text) {
    message.setText(text);
    if (getPreferredSize().width > getWidth()) {
      // wider than the dialog was packed for: without room for every preferred size the grid
      // gives each field its minimum, and in Russian "подключено к host:port" left the user and
      // password fields a few pixels wide
      pack();
    }
  }

  private void send(boolean login) {
    String name = user();
    String secret = new String(password.getPassword());
    if (name.isEmpty() || secret.isEmpty()) {
      message(ClientWords.current().get("swing.need_both"));
      return;
    }
    Request request = login ? new Request.Login(name, secret) : new Request.Register(name, secret);
    if (!server.test(request)) {
      message(ClientWords.current().get("swing.not_connected"));
    } else {
      message(ClientWords.current().get(login ? "swing.logging_in" : "swing.registering"));
    }
  }
}
