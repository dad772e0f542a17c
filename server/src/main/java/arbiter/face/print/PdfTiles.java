package arbiter.face.print;

import arbiter.face.words.Words;
import java.awt.Color;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * Draws a sheet's tiles, stacked a fixed number to a page under its title, a dashed line between
 * them to cut along: a result slip puts its board number large at the left with the names beside
 * it and the boxes and signature lines under them; a board card (no boxes) centres a huge number.
 */
final class PdfTiles {

  private static final float LINE = 15;

  private PdfTiles() {}

  static void draw(PDDocument document, PdfPen pen, Sheet sheet, PDRectangle size, Words w)
      throws IOException {
    int per = sheet.tilesPerPage();
    List<Pages.Span> pages = Pages.split(sheet.tiles().size(), per, per);
    for (int n = 0; n < pages.size(); n++) {
      PDPage page = new PDPage(size);
      document.addPage(page);
      try (PDPageContentStream out = new PDPageContentStream(document, page)) {
        float top = PdfSheets.head(out, pen, sheet, size, false);
        float height = (top - PdfSheets.MARGIN) / per;
        Pages.Span span = pages.get(n);
        for (int t = span.from(); t < span.to(); t++) {
          Sheet.Tile tile = sheet.tiles().get(t);
          float tileTop = top - (t - span.from()) * height;
          if (tile.card()) {
            card(out, pen, tile, size, tileTop, height);
          } else {
            slip(out, pen, tile, size, tileTop, height);
          }
          cut(out, size, tileTop - height);
        }
        PdfSheets.foot(out, pen, size, w, n + 1, pages.size());
      }
    }
  }

  private static void slip(PDPageContentStream out, PdfPen pen, Sheet.Tile tile, PDRectangle size,
      float top, float height) throws IOException {
    float left = PdfSheets.MARGIN + 6;
    float big = Math.min(48, height * 0.4f);
    float bigWidth = Math.max(pen.width(tile.big(), big), big * 1.2f);
    pen.text(out, tile.big(), left, top - 8 - big, bigWidth, big, false);
    float x = left + bigWidth + 18;
    float width = size.getWidth() - PdfSheets.MARGIN - 6 - x;
    float y = top - 8 - 11;
    for (String line : tile.lines()) {
      pen.text(out, line, x, y, width, 11, false);
      y -= LINE;
    }
    float boxes = top - height + 14;
    float bx = left;
    out.setStrokingColor(Color.BLACK);
    out.setLineWidth(0.8f);
    for (String choice : tile.choices()) {
      out.addRect(bx, boxes, 10, 10);
      out.stroke();
      pen.text(out, choice, bx + 14, boxes + 1, 40, 10, false);
      bx += 62;
    }
    float sign = (size.getWidth() - PdfSheets.MARGIN - 6 - bx) / Math.max(1,
        tile.signatures().size());
    for (String signature : tile.signatures()) {
      out.moveTo(bx, boxes);
      out.lineTo(bx + sign - 12, boxes);
      out.stroke();
      pen.text(out, signature, bx, boxes + 3, sign - 12, 7, false);
      bx += sign;
    }
  }

  private static void card(PDPageContentStream out, PdfPen pen, Sheet.Tile tile, PDRectangle size,
      float top, float height) throws IOException {
    float centre = size.getWidth() / 2;
    float width = size.getWidth() - 2 * PdfSheets.MARGIN;
    float big = Math.min(260, height * 0.6f);
    float y = top - 20 - big * 0.75f;
    pen.centred(out, tile.big(), centre, y, width, big);
    y -= 30;
    for (String line : tile.lines()) {
      pen.centred(out, line, centre, y, width, 16);
      y -= 22;
    }
  }

  /** A dashed line across the page to cut along. */
  private static void cut(PDPageContentStream out, PDRectangle size, float y) throws IOException {
    out.setStrokingColor(Color.GRAY);
    out.setLineWidth(0.5f);
    out.setLineDashPattern(new float[] {4, 3}, 0);
    out.moveTo(PdfSheets.MARGIN / 2, y);
    out.lineTo(size.getWidth() - PdfSheets.MARGIN / 2, y);
    out.stroke();
    out.setLineDashPattern(new float[] {}, 0);
  }
}
