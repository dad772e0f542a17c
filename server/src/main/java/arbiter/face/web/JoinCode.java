package arbiter.face.web;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketAddress;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Where a phone on the same network joins the tournament the projector shows, and that address as
 * a QR code: the server's LAN address (a big screen often reads the page on loopback, which a
 * phone cannot reach), or the {@code projector.join.url} setting when the server sits behind a name.
 */
public final class JoinCode {

  private JoinCode() {}

  /**
   * The page that joins {@code tournament}.
   *
   * @param local the address the projector's connection came in on (its port is the web port)
   * @param configured the {@code projector.join.url} setting, blank when unset
   */
  static String url(SocketAddress local, String configured, String tournament) {
    String base = configured == null || configured.isBlank() ? "http://" + hostOf(local) + "/"
        : configured.endsWith("/") ? configured : configured + "/";
    return base + "?join=" + tournament;
  }

  /** The phone page of a tournament played over the board, on the same server as {@link #url}. */
  static String phoneUrl(String joinUrl, String tournament) {
    return joinUrl.substring(0, joinUrl.lastIndexOf("?join=")) + "phone.html?name=" + tournament;
  }

  private static String hostOf(SocketAddress local) {
    if (!(local instanceof InetSocketAddress address)) {
      return "localhost";
    }
    InetAddress ip = address.getAddress();
    if (ip == null || ip.isLoopbackAddress() || ip.isAnyLocalAddress()) {
      ip = lanAddress(ip);
    }
    String host = ip == null ? "localhost" : ip.getHostAddress();
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort();
  }

  /** The first IPv4 address of an interface that is up and not loopback; else {@code fallback}. */
  private static InetAddress lanAddress(InetAddress fallback) {
    try {
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (!nic.isUp() || nic.isLoopback()) {
          continue;
        }
        for (InetAddress ip : Collections.list(nic.getInetAddresses())) {
          if (ip instanceof Inet4Address && !ip.isLinkLocalAddress()) {
            return ip;
          }
        }
      }
    } catch (SocketException e) { // no interfaces to read: the projector shows what it has
      return fallback;
    }
    return fallback;
  }

  /**
   * The QR code of {@code text}, row by row, {@code 1} a dark module and {@code 0} a light one,
   * without the quiet zone (the page draws it).
   */
  public static List<String> rows(String text) {
    BitMatrix matrix;
    try {
      matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
          Map.of(EncodeHintType.MARGIN, 0, EncodeHintType.ERROR_CORRECTION,
              ErrorCorrectionLevel.M));
    } catch (WriterException e) { // a URL of a few dozen characters always fits a QR code
      throw new IllegalArgumentException("cannot encode " + text, e);
    }
    List<String> rows = new ArrayList<>(matrix.getHeight());
    for (int y = 0; y < matrix.getHeight(); y++) {
      StringBuilder row = new StringBuilder(matrix.getWidth());
      for (int x = 0; x < matrix.getWidth(); x++) {
        row.append(matrix.get(x, y) ? '1' : '0');
      }
      rows.add(row.toString());
    }
    return rows;
  }
}
