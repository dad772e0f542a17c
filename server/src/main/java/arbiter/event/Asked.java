package arbiter.event;

/**
 * What a command asked, as much as a face needs to word its answer: the request's name as the JSON
 * protocol knows it, and for the few requests whose words name more (the user logging in, the
 * challenge's terms, the move typed), those values. The faces read this, never the command.
 */
public sealed interface Asked {

  /** The request's wire name, as a JSON {@code ok} gives it: {@code challenge}, {@code move}. */
  String request();

  /** The user the request names, or {@code null}. */
  default String user() {
    return null;
  }

  /** A request whose answer needs nothing but its name. */
  record Other(String request) implements Asked {}

  /** A login with a password or, {@code guest}, as a guest (ICS). */
  record Login(String user, boolean guest) implements Asked {
    @Override
    public String request() {
      return guest ? "guest_login" : "login";
    }
  }

  /** A saved login resumed (the web face's cookie). */
  record Resume(String user) implements Asked {
    @Override
    public String request() {
      return "resume";
    }
  }

  /** A logout, of this connection or ({@code all}) of every saved login too. */
  record Logout(boolean all) implements Asked {
    @Override
    public String request() {
      return all ? "logout_all" : "logout";
    }
  }

  /** A challenge of {@code user} at {@code time} (as typed, {@code null} for the default). */
  record Challenge(String user, String time, boolean rated) implements Asked {
    @Override
    public String request() {
      return "challenge";
    }
  }

  /** What one does with another user's challenge: accept, decline or withdraw. */
  record Offer(Answering answering, String user) implements Asked {
    @Override
    public String request() {
      return answering.request;
    }
  }

  /** The three answers to a challenge. */
  enum Answering {
    ACCEPT("accept"), DECLINE("decline"), WITHDRAW("withdraw");

    private final String request;

    Answering(String request) {
      this.request = request;
    }
  }

  /** A move as typed (a move made by selecting squares is an {@link Other} named {@code move}). */
  record Move(String text) implements Asked {
    @Override
    public String request() {
      return "move";
    }
  }

  /** The seek list, with each seek's details ({@code info}, ICS's {@code seekinfo}) or not. */
  record Sought(boolean info) implements Asked {
    @Override
    public String request() {
      return "sought";
    }
  }

  /** The clocks asked for (the ICS face shows them as text, not as a board's refresh). */
  record ShowTime() implements Asked {
    @Override
    public String request() {
      return "show_time";
    }
  }
}
