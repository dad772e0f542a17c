package arbiter.client.swing;

import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JTextField;
import javax.swing.WindowConstants;

/** Asks for a user name and password; logs in or registers. */
final class LoginDialog extends JDialog {

  private final JTextField user = new JTextField(16);
  private final JPasswordField password = new JPasswordField(16);
  private final JLabel message = new JLabel(" ");
  private final Predicate<Request> server;

  LoginDialog(String address, Predicate<Request> server, Runnable onClose) {
    super((java.awt.Frame) null, "Arbiter - " + address, false);
    this.server = server;
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
    form.add(new JLabel("User"), c);
    c.gridx = 1;
    form.add(user, c);
    c.gridx = 0;
    c.gridy = 1;
    form.add(new JLabel("Password"), c);
    c.gridx = 1;
    form.add(password, c);
    c.gridx = 0;
    c.gridy = 2;
    c.gridwidth = 2;
    form.add(message, c);
    JButton login = new JButton("Log in");
    JButton register = new JButton("Register");
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
    pack();
    setLocationRelativeTo(null);
  }

  String user() {
    return user.getText().strip();
  }

  void message(String text) {
    message.setText(text);
  }

  private void send(boolean login) {
    String name = user();
    String secret = new String(password.getPassword());
    if (name.isEmpty() || secret.isEmpty()) {
      message("enter a user name and a password");
      return;
    }
    Request request = login ? new Request.Login(name, secret) : new Request.Register(name, secret);
    if (!server.test(request)) {
      message("not connected yet; try again in a moment");
    } else {
      message(login ? "logging in..." : "registering...");
    }
  }
}
