package arbiter.face.print;

import java.util.Locale;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/** The paper sizes the printouts are laid out for. */
public enum Paper {
  A4(PDRectangle.A4, "a4"),
  LETTER(PDRectangle.LETTER, "letter");

  private final PDRectangle size;
  private final String code;

  Paper(PDRectangle size, String code) {
    this.size = size;
    this.code = code;
  }

  /** The paper named {@code a4} or {@code letter} (any case); empty for anything else. */
  public static Optional<Paper> parse(String name) {
    if (name == null) {
      return Optional.empty();
    }
    String lower = name.toLowerCase(Locale.ROOT);
    for (Paper paper : values()) {
      if (paper.code.equals(lower)) {
        return Optional.of(paper);
      }
    }
    return Optional.empty();
  }

  /** Its width and height in points, portrait. */
  PDRectangle size() {
    return size;
  }

  /** Its name in addresses, settings and the print style sheet: {@code a4} or {@code letter}. */
  public String code() {
    return code;
  }
}
