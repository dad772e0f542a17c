package arbiter.edge.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpRequest;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The host names the web face answers to, against DNS rebinding: a page of another site whose
 * name is made to resolve to this server reaches it with that site's name in {@code Host}, and is
 * refused. Answered: the address the client connected to, {@code localhost} on a loopback
 * connection, the machine's own name, and the names of {@code http.hosts} (comma-separated;
 * {@code *} answers any name, for a server behind a proxy that checks names itself).
 */
public final class Hosts {

  private final Set<String> names = new HashSet<>();
  private final boolean any;

  public Hosts(String configured) {
    boolean star = false;
    if (configured != null) {
      for (String name : configured.split(",")) {
        String trimmed = name.trim().toLowerCase(Locale.ROOT);
        star |= trimmed.equals("*");
        if (!trimmed.isEmpty()) {
          names.add(trimmed);
        }
      }
    }
    any = star;
    try {
      InetAddress self = InetAddress.getLocalHost();
      names.add(self.getHostName().toLowerCase(Locale.ROOT));
      names.add(self.getCanonicalHostName().toLowerCase(Locale.ROOT));
    } catch (UnknownHostException e) {
      // a machine with no name of its own: its addresses and configured names still answer
    }
  }

  /** Whether the request names this server in {@code Host}, reached at {@code local}. */
  public boolean served(HttpRequest request, SocketAddress local) {
    if (any) {
      return true;
    }
    String host = request.headers().get(HttpHeaderNames.HOST);
    if (host == null) {
      return false;
    }
    String name = withoutPort(host.trim().toLowerCase(Locale.ROOT));
    if (names.contains(name)) {
      return true;
    }
    InetAddress reached = ((InetSocketAddress) local).getAddress();
    if (name.equals("localhost") || name.endsWith(".localhost")) {
      return reached.isLoopbackAddress();
    }
    return isLiteralOf(name, reached);
  }

  private static String withoutPort(String host) {
    if (host.startsWith("[")) {
      int end = host.indexOf(']');
      return end < 0 ? host : host.substring(1, end);
    }
    int colon = host.indexOf(':');
    return colon < 0 ? host : host.substring(0, colon);
  }

  /** Whether {@code name} is an address literal for {@code reached} (no name is looked up). */
  private static boolean isLiteralOf(String name, InetAddress reached) {
    if (!name.matches("[0-9.]+|[0-9a-f:.%]*:[0-9a-f:.%]*")) {
      return false; // a name, not an address: resolving it is what rebinding exploits
    }
    try {
      InetAddress literal = InetAddress.getByName(name);
      return literal.equals(reached) || literal.isLoopbackAddress() && reached.isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }
}
