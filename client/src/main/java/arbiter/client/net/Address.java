package arbiter.client.net;

/** Where the server listens: {@code host[:port]}, by default {@code localhost:4000}. */
public record Address(String host, int port) {

  public static final int DEFAULT_PORT = 4000;

  /** Reads {@code host}, {@code host:port}, {@code :port} or {@code [v6]:port}; null gives the default. */
  public static Address parse(String text) {
    if (text == null || text.isBlank()) {
      return new Address("localhost", DEFAULT_PORT);
    }
    String host = text.strip();
    int port = DEFAULT_PORT;
    int colon = host.lastIndexOf(':');
    boolean bareV6 = host.indexOf(':') != colon && !host.startsWith("[");
    if (colon >= 0 && !bareV6) {
      try {
        port = Integer.parseInt(host.substring(colon + 1));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a port: " + host.substring(colon + 1));
      }
      if (port < 1 || port > 65535) {
        throw new IllegalArgumentException("not a port: " + port);
      }
      host = host.substring(0, colon);
    }
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    }
    return new Address(host.isEmpty() ? "localhost" : host, port);
  }

  @Override
  public String toString() {
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
  }
}
