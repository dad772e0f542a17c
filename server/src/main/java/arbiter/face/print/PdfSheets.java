package arbiter.face.print;

import arbiter.face.words.Words;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * Lays a {@link Sheet} out as a PDF: every page headed by the sheet's title, a table's header row
 * repeated on each, the first page also carrying the line about the tournament and the QR code,
 * and every page numbered at its foot. Tiles are drawn by {@link PdfTiles}.
 */
public final class PdfSheets {

  static final float MARGIN = 36;
  static final float TITLE_SIZE = 14;
  static final float TEXT_SIZE = 9;
  static final float ROW = 13;
  static final float QR_SIZE = 78;
  private static final float PAD = 3;
  private static final float FOOTER = 14;
  private static final Color HEADER_FILL = new Color(0xDD, 0xDD, 0xDD);
  private static final Color RULE = new Color(0xAA, 0xAA, 0xAA);

  private PdfSheets() {}

  /** The sheet on {@code paper} as the bytes of a PDF; {@code w} numbers its pages. */
  public static byte[] render(Sheet sheet, Paper paper, Words w) {
    try (PDDocument document = new PDDocument()) {
      document.getDocumentInformation().setTitle(sheet.title());
      document.getDocumentInformation().setCreator("Arbiter");
      PdfPen pen = new PdfPen(PrintFont.load(document));
      PDRectangle size = sheet.landscape()
          ? new PDRectangle(paper.size().getHeight(), paper.size().getWidth()) : paper.size();
      if (sheet.tiles().isEmpty()) {
        table(document, pen, sheet, size, w);
      } else {
        PdfTiles.draw(document, pen, sheet, size, w);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      document.save(out);
      return out.toByteArray();
    } catch (IOException e) { // written to memory, from a font in memory: a bug, not the reader's
      throw new UncheckedIOException("cannot lay out " + sheet.title(), e);
    }
  }

  /** How many rows the first page and each later page hold on a page of {@code height}. */
  static int[] capacity(Sheet sheet, float height) {
    float body = height - 2 * MARGIN - FOOTER - ROW; // the header row on every page
    float later = body - heading(false, null);
    float first = body - heading(true, sheet.qr());
    return new int[] {(int) (first / ROW), (int) (later / ROW)};
  }

  /** The height of a page's heading: the title, and on the first the about line and QR code. */
  static float heading(boolean first, Sheet.Qr qr) {
    if (!first) {
      return TITLE_SIZE + 10;
    }
    float text = TITLE_SIZE + 10 + TEXT_SIZE + 8 + (qr == null ? 0 : TEXT_SIZE + 8);
    return qr == null ? text : Math.max(text, QR_SIZE + 8);
  }

  private static void table(PDDocument document, PdfPen pen, Sheet sheet, PDRectangle size,
      Words w) throws IOException {
    int[] capacity = capacity(sheet, size.getHeight());
    List<Pages.Span> pages = Pages.split(sheet.rows().size(), capacity[0], capacity[1]);
    float[] widths = widths(sheet.columns(), size.getWidth() - 2 * MARGIN);
    for (int n = 0; n < pages.size(); n++) {
      PDPage page = new PDPage(size);
      document.addPage(page);
      try (PDPageContentStream out = new PDPageContentStream(document, page)) {
        float y = head(out, pen, sheet, size, n == 0);
        row(out, pen, sheet.columns().stream().map(Sheet.Column::header).toList(), sheet, widths,
            y, true);
        y -= ROW;
        Pages.Span span = pages.get(n);
        for (int r = span.from(); r < span.to(); r++) {
          row(out, pen, sheet.rows().get(r), sheet, widths, y, false);
          y -= ROW;
        }
        foot(out, pen, size, w, n + 1, pages.size());
      }
    }
  }

  /** Draws the page's heading; returns the top of what comes under it. */
  static float head(PDPageContentStream out, PdfPen pen, Sheet sheet, PDRectangle size,
      boolean first) throws IOException {
    float top = size.getHeight() - MARGIN;
    float textWidth = size.getWidth() - 2 * MARGIN - (first && sheet.qr() != null ? QR_SIZE + 12
        : 0);
    pen.text(out, sheet.title(), MARGIN, top - TITLE_SIZE, textWidth, TITLE_SIZE, false);
    if (first) {
      float y = top - TITLE_SIZE - 10 - TEXT_SIZE;
      pen.text(out, sheet.about(), MARGIN, y, textWidth, TEXT_SIZE, false);
      if (sheet.qr() != null) {
        pen.text(out, sheet.qr().caption(), MARGIN, y - TEXT_SIZE - 8, textWidth, TEXT_SIZE,
            false);
        qr(out, sheet.qr(), size.getWidth() - MARGIN - QR_SIZE, top - QR_SIZE);
      }
    }
    return top - heading(first, sheet.qr());
  }

  /** Draws the QR code's dark modules, {@code QR_SIZE} square, its lower left at x, y. */
  private static void qr(PDPageContentStream out, Sheet.Qr qr, float x, float y)
      throws IOException {
    int n = qr.modules().size();
    float module = QR_SIZE / n;
    out.setNonStrokingColor(Color.BLACK);
    for (int row = 0; row < n; row++) {
      String line = qr.modules().get(row);
      for (int col = 0; col < line.length(); col++) {
        if (line.charAt(col) == '1') {
          out.addRect(x + col * module, y + (n - 1 - row) * module, module, module);
        }
      }
    }
    out.fill();
  }

  private static void row(PDPageContentStream out, PdfPen pen, List<String> cells, Sheet sheet,
      float[] widths, float y, boolean header) throws IOException {
    float width = 0;
    for (float w : widths) {
      width += w;
    }
    if (header) {
      out.setNonStrokingColor(HEADER_FILL);
      out.addRect(MARGIN, y - ROW, width, ROW);
      out.fill();
    }
    out.setStrokingColor(RULE);
    out.setLineWidth(0.4f);
    out.moveTo(MARGIN, y - ROW);
    out.lineTo(MARGIN + width, y - ROW);
    out.stroke();
    out.setNonStrokingColor(Color.BLACK);
    float x = MARGIN;
    for (int c = 0; c < widths.length; c++) {
      pen.text(out, c < cells.size() ? cells.get(c) : "", x + PAD, y - ROW + 3.5f,
          widths[c] - 2 * PAD, TEXT_SIZE, sheet.columns().get(c).number());
      x += widths[c];
    }
  }

  /** Numbers the page at its foot: "Page 2 of 6". */
  static void foot(PDPageContentStream out, PdfPen pen, PDRectangle size, Words w, int page,
      int pages) throws IOException {
    out.setNonStrokingColor(Color.BLACK);
    pen.centred(out, w.get("print.page", page, pages), size.getWidth() / 2, MARGIN - 8,
        size.getWidth() - 2 * MARGIN, 8);
  }

  /** Each column's width: its weight's share of {@code total}. */
  static float[] widths(List<Sheet.Column> columns, float total) {
    float weights = 0;
    for (Sheet.Column column : columns) {
      weights += column.weight();
    }
    float[] widths = new float[columns.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = total * columns.get(i).weight() / weights;
    }
    return widths;
  }
}
