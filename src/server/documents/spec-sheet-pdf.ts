import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * The spec sheet's layout (issue 23): one or two Letter pages with the main
 * photo, the title, the all-in price and its wording, the specifications,
 * the features, the OMVIC disclosures, the dealer's contact and a QR code back
 * to the vehicle's page. It takes everything already worded (spec-sheet.ts
 * gathers it), so this file only places text.
 */

export type SpecSheetContent = {
  dealerName: string;
  title: string;
  /** "$189,900" / "Price on request" / "Sold". */
  price: string;
  /** "plus HST and licensing", or null when no price is shown. */
  priceNote: string | null;
  /** What the all-in price is made of (vehicle, fees), when there is more than the vehicle. */
  priceIncludes: { name: string; amount: string }[];
  stock: string;
  facts: [string, string][];
  features: { heading: string; items: string[] }[];
  disclosures: { label: string; value: string }[];
  asIs: string | null;
  contact: { phone: string; email: string; address: string };
  pageUrl: string;
  /** The main photo as JPEG or PNG bytes, already sized. */
  photo: { bytes: Uint8Array; type: 'jpeg' | 'png' } | null;
  generatedOn: string;
};

const INK = rgb(0.09, 0.09, 0.1);
const MUTED = rgb(0.38, 0.37, 0.35);
const BRONZE = rgb(0.55, 0.42, 0.25);
const LINE = rgb(0.85, 0.83, 0.79);
const PAGE = { width: 612, height: 792, margin: 48 };
const MAX_PAGES = 2;

type Fonts = { regular: PDFFont; bold: PDFFont; display: PDFFont };

export async function buildSpecSheetPdf(content: SpecSheetContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title} — spec sheet`);
  doc.setAuthor(content.dealerName);
  doc.setSubject(`Specifications, price and disclosures of the ${content.title}`);
  doc.setCreator(content.dealerName);
  doc.setProducer(content.dealerName);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    display: await doc.embedFont(StandardFonts.TimesRoman),
  };
  const layout = new Layout(doc, fonts, content);

  // Header: the dealer, then the photo and, beside it, the title, price and key facts.
  layout.header();
  const photo = content.photo
    ? await (content.photo.type === 'jpeg' ? doc.embedJpg(content.photo.bytes) : doc.embedPng(content.photo.bytes))
    : null;
  layout.hero(photo);
  layout.section('Specifications');
  layout.table(content.facts);
  if (content.features.length) {
    layout.section('Features');
    layout.features(content.features);
  }
  if (content.disclosures.length) {
    layout.section('Disclosures (OMVIC)');
    layout.table(content.disclosures.map((d) => [d.label, d.value]));
    if (content.asIs) layout.paragraph(content.asIs, 8.5);
  }
  await layout.contact();
  layout.footers();
  return doc.save();
}

class Layout {
  page: PDFPage;
  y: number;
  readonly width = PAGE.width - 2 * PAGE.margin;
  private readonly safeCache = new Map<string, boolean>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly content: SpecSheetContent,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Standard fonts write WinAnsi only: anything else becomes its nearest letter, or goes. */
  safe(text: string, font: PDFFont = this.fonts.regular): string {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      let ok = this.safeCache.get(ch);
      if (ok === undefined) {
        try {
          font.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        this.safeCache.set(ch, ok);
      }
      if (ok) out += ch;
      else {
        const base = ch.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
        out += base || (/\s/.test(ch) ? ' ' : '');
      }
    }
    return out;
  }

  /** Room for `height` more points, or a new page (at most MAX_PAGES; past that the rest is cut). */
  ensure(height: number): boolean {
    if (this.y - height >= PAGE.margin + 24) return true;
    if (this.doc.getPageCount() >= MAX_PAGES) return false;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return true;
  }

  text(text: string, x: number, y: number, size: number, font = this.fonts.regular, color = INK) {
    this.page.drawText(this.safe(text, font), { x, y, size, font, color });
  }

  wrap(text: string, width: number, size: number, font = this.fonts.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text, font).split(/\n+/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  header() {
    const { regular, bold } = this.fonts;
    this.text(this.content.dealerName.toUpperCase(), PAGE.margin, this.y - 10, 10, bold, BRONZE);
    const label = 'SPEC SHEET';
    this.text(label, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 9), this.y - 10, 9, regular, MUTED);
    this.y -= 20;
    this.rule();
    this.y -= 14;
  }

  hero(photo: PDFImage | null) {
    const { bold, display, regular } = this.fonts;
    const top = this.y;
    let textX = PAGE.margin;
    let textWidth = this.width;
    let photoBottom = top;
    if (photo) {
      const w = 300;
      const h = Math.min(220, (photo.height / photo.width) * w);
      this.page.drawImage(photo, { x: PAGE.margin, y: top - h, width: w, height: h });
      photoBottom = top - h;
      textX = PAGE.margin + w + 20;
      textWidth = this.width - w - 20;
    }
    let y = top - 22;
    for (const line of this.wrap(this.content.title, textWidth, 20, display)) {
      this.text(line, textX, y, 20, display);
      y -= 23;
    }
    y -= 6;
    this.text(this.content.price, textX, y, 18, bold);
    y -= 15;
    if (this.content.priceNote) {
      this.text(this.content.priceNote, textX, y, 9.5, regular, MUTED);
      y -= 14;
    }
    if (this.content.priceIncludes.length) {
      this.text('The price includes', textX, y, 8, bold, BRONZE);
      y -= 11;
      for (const line of this.content.priceIncludes) {
        this.text(line.name, textX, y, 8.5, regular, MUTED);
        this.text(line.amount, textX + textWidth - regular.widthOfTextAtSize(this.safe(line.amount), 8.5), y, 8.5, regular, MUTED);
        y -= 11;
      }
      y -= 3;
    }
    this.text(`Stock # ${this.content.stock}`, textX, y, 9.5, regular, MUTED);
    y -= 14;
    this.y = Math.min(y, photoBottom) - 16;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
  }

  section(title: string) {
    if (!this.ensure(40)) return;
    this.y -= 6;
    this.text(title.toUpperCase(), PAGE.margin, this.y - 10, 9, this.fonts.bold, BRONZE);
    this.y -= 16;
    this.rule();
    this.y -= 4;
  }

  /** Label / value rows in two columns of pairs. */
  table(rows: [string, string][]) {
    const { regular, bold } = this.fonts;
    const colWidth = (this.width - 24) / 2;
    for (let i = 0; i < rows.length; i += 2) {
      const pair = rows.slice(i, i + 2);
      const cells = pair.map(([label, value]) => ({ label, lines: this.wrap(value, colWidth - 110, 9, bold) }));
      const height = Math.max(...cells.map((c) => c.lines.length)) * 11 + 6;
      if (!this.ensure(height)) return;
      cells.forEach((cell, col) => {
        const x = PAGE.margin + col * (colWidth + 24);
        this.text(cell.label, x, this.y - 10, 9, regular, MUTED);
        cell.lines.forEach((line, n) => this.text(line, x + 110, this.y - 10 - n * 11, 9, bold));
      });
      this.y -= height;
    }
    this.y -= 4;
  }

  features(groups: { heading: string; items: string[] }[]) {
    const { regular, bold } = this.fonts;
    const colWidth = (this.width - 24) / 2;
    // Groups flow down two columns: each group stays whole in its column.
    const blocks = groups.map((g) => ({
      heading: g.heading,
      lines: g.items.flatMap((item) => this.wrap(item, colWidth - 10, 8.5).map((l, n) => (n === 0 ? `• ${l}` : `  ${l}`))),
    }));
    const heightOf = (b: (typeof blocks)[number]) => 14 + b.lines.length * 10.5 + 6;
    const total = blocks.reduce((sum, b) => sum + heightOf(b), 0);
    const columns: (typeof blocks)[] = [[], []];
    let left = 0;
    for (const block of blocks) {
      if (left < total / 2) {
        columns[0].push(block);
        left += heightOf(block);
      } else columns[1].push(block);
    }
    const columnHeight = Math.max(...columns.map((c) => c.reduce((s, b) => s + heightOf(b), 0)));
    if (!this.ensure(Math.min(columnHeight, 300))) return;
    const top = this.y;
    let lowest = top;
    columns.forEach((column, col) => {
      let y = top;
      const x = PAGE.margin + col * (colWidth + 24);
      for (const block of column) {
        if (y - heightOf(block) < PAGE.margin + 24) break;
        this.text(block.heading, x, y - 10, 9, bold);
        y -= 14;
        for (const line of block.lines) {
          this.text(line, x, y - 9, 8.5, regular, INK);
          y -= 10.5;
        }
        y -= 6;
      }
      lowest = Math.min(lowest, y);
    });
    this.y = lowest;
  }

  paragraph(text: string, size: number) {
    const lines = this.wrap(text, this.width, size);
    if (!this.ensure(lines.length * (size + 3) + 6)) return;
    for (const line of lines) {
      this.text(line, PAGE.margin, this.y - size, size, this.fonts.regular, MUTED);
      this.y -= size + 3;
    }
    this.y -= 6;
  }

  /** The dealer's contact and the QR code to the page, kept together. */
  async contact() {
    const { regular, bold, display } = this.fonts;
    const size = 84;
    this.ensure(size + 30);
    this.y -= 8;
    this.rule();
    const top = this.y - 12;
    const { contact, dealerName, pageUrl } = this.content;
    this.text(dealerName, PAGE.margin, top - 14, 15, display);
    this.text(contact.address, PAGE.margin, top - 30, 9, regular, MUTED);
    this.text(`Phone ${contact.phone}`, PAGE.margin, top - 44, 10, bold);
    this.text(contact.email, PAGE.margin, top - 58, 9, regular, MUTED);
    this.text('Viewings by appointment. Scan the code for photos and the latest price:', PAGE.margin, top - 76, 8, regular, MUTED);
    this.text(pageUrl, PAGE.margin, top - 87, 8, regular, BRONZE);
    this.qr(pageUrl, PAGE.width - PAGE.margin - size, top - size, size);
    this.y = top - size - 8;
  }

  /** The QR code drawn as squares (sharp at any zoom, a few hundred bytes). */
  qr(text: string, x: number, y: number, size: number) {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const cell = size / n;
    for (let row = 0; row < n; row++)
      for (let col = 0; col < n; col++)
        if (code.modules.get(row, col))
          this.page.drawRectangle({
            x: x + col * cell,
            y: y + size - (row + 1) * cell,
            width: cell + 0.05,
            height: cell + 0.05,
            color: INK,
          });
  }

  footers() {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const line = `${this.content.title} · Prices and details as of ${this.content.generatedOn}; they may change without notice. · Page ${i + 1} of ${pages.length}`;
      page.drawText(this.safe(line), { x: PAGE.margin, y: PAGE.margin - 18, size: 7, font: this.fonts.regular, color: MUTED });
    });
  }
}
