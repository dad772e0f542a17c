package arbiter.face.print;

import java.util.ArrayList;
import java.util.List;

/** How a run of rows or tiles is cut into pages: pure arithmetic, tested on its own. */
final class Pages {

  /** The rows {@code [from, to)} of one page. */
  record Span(int from, int to) {}

  private Pages() {}

  /**
   * Cuts {@code count} items into pages holding {@code first} items on the first page (which
   * carries the heading and QR code) and {@code rest} on each one after; always at least one page.
   */
  static List<Span> split(int count, int first, int rest) {
    if (first < 1 || rest < 1) {
      throw new IllegalArgumentException("a page holds at least one row: " + first + ", " + rest);
    }
    List<Span> pages = new ArrayList<>();
    int from = 0;
    int size = first;
    do {
      int to = Math.min(count, from + size);
      pages.add(new Span(from, to));
      from = to;
      size = rest;
    } while (from < count);
    return pages;
  }
}
