package arbiter.client.swing;

import arbiter.client.net.Address;

/** {@code ./arbiter gui [host[:port]]}. */
public final class SwingClient {

  private SwingClient() {}

  public static void main(Address address) {
    throw new UnsupportedOperationException("not yet");
  }
}
