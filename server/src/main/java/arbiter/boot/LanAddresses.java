package arbiter.boot;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The addresses other machines on the LAN can reach this one by. */
final class LanAddresses {

  private LanAddresses() {}

  /** The bind address itself, or for a wildcard bind every non-loopback address that is up. */
  static List<String> of(String bind) {
    List<String> addresses = new ArrayList<>();
    if (!bind.equals("0.0.0.0") && !bind.equals("::")) {
      addresses.add(bind);
      return addresses;
    }
    try {
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (!nic.isUp() || nic.isLoopback()) {
          continue;
        }
        for (InetAddress address : Collections.list(nic.getInetAddresses())) {
          if (address instanceof Inet4Address && !address.isLinkLocalAddress()) {
            addresses.add(address.getHostAddress());
          }
        }
      }
    } catch (SocketException e) {
      // no interface list: only the loopback line below
    }
    if (addresses.isEmpty()) {
      addresses.add("127.0.0.1");
    }
    return addresses;
  }
}
