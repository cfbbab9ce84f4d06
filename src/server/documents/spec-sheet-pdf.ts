import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFOperator, rgb, type PDFFont, type PDFImage, type PDFPage, type PDFRef } from 'pdf-lib';
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
/** The contact band sits at the foot of page 1, so a second page only ever continues the content. */
const CONTACT_HEIGHT = 80;

type Fonts = { regular: PDFFont; bold: PDFFont; display: PDFFont };

// The site's own typefaces, embedded (subset) so the sheet prints the same everywhere (PDF/UA-1 7.21.4.1).
// Each path is written out in a require.resolve call so the packager (scripts/package.mjs) stages its package.
let fontBytes: Promise<Record<keyof Fonts, Uint8Array>> | undefined;
function loadFontBytes() {
  const require = createRequire(import.meta.url);
  const files: Record<keyof Fonts, string> = {
    regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
    display: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
  };
  fontBytes ??= Promise.all(Object.entries(files).map(async ([key, file]) => [key, new Uint8Array(await fs.readFile(file))] as const)).then(
    (entries) => Object.fromEntries(entries) as Record<keyof Fonts, Uint8Array>,
  );
  return fontBytes;
}

export async function buildSpecSheetPdf(content: SpecSheetContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title} — spec sheet`);
  doc.setAuthor(content.dealerName);
  doc.setSubject(`Specifications, price and disclosures of the ${content.title}`);
  doc.setCreator(content.dealerName);
  doc.setProducer(content.dealerName);
  doc.setLanguage('en-CA');
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
    display: await doc.embedFont(bytes.display, { subset: true }),
  };
  const layout = new Layout(doc, fonts, content);

  // Header: the dealer, then the photo and, beside it, the title, price and key facts.
  layout.header();
  const photo = content.photo
    ? await (content.photo.type === 'jpeg' ? doc.embedJpg(content.photo.bytes) : doc.embedPng(content.photo.bytes))
    : null;
  layout.hero(photo);
  layout.section('Specifications');
  layout.table(content.facts, 2, 100);
  if (content.features.length) {
    layout.section('Features');
    layout.features(content.features);
  }
  if (content.disclosures.length) {
    layout.section('Disclosures (OMVIC)');
    layout.table(
      content.disclosures.map((d) => [d.label, d.value]),
      2,
      130,
    );
    if (content.asIs) layout.paragraph(content.asIs, 8.5);
  }
  layout.contact();
  layout.footers();
  layout.tag();
  return doc.save();
}

/** A node of the tag tree: a structure element with its marked content and children (PDF 1.7 14.7). */
type Tag = { role: string; alt?: string; kids: ({ page: number; mcid: number } | Tag)[] };

class Layout {
  page: PDFPage;
  y: number;
  readonly width = PAGE.width - 2 * PAGE.margin;
  private readonly charsets = new Map<PDFFont, Set<number>>();
  private readonly root: Tag = { role: 'Document', kids: [] };
  private readonly open: Tag[] = [this.root];
  private readonly mcids = new Map<PDFPage, number>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly content: SpecSheetContent,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The embedded fonts hold Latin only: any other character becomes its nearest letter, or goes. */
  safe(text: string, font: PDFFont = this.fonts.regular): string {
    let set = this.charsets.get(font);
    if (!set) this.charsets.set(font, (set = new Set(font.getCharacterSet())));
    let out = '';
    for (const ch of text.normalize('NFC')) {
      if (set.has(ch.codePointAt(0) ?? 0)) out += ch;
      else {
        const base = ch.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
        out += base || (/\s/.test(ch) ? ' ' : '');
      }
    }
    return out;
  }

  /** The lowest point content may reach on the current page (page 1 keeps the contact band free). */
  get floor(): number {
    return PAGE.margin + 12 + (this.page === this.doc.getPage(0) ? CONTACT_HEIGHT : 0);
  }

  /** Room for `height` more points, or a new page (at most MAX_PAGES; past that the rest is cut). */
  ensure(height: number): boolean {
    if (this.y - height >= this.floor) return true;
    if (this.doc.getPageCount() >= MAX_PAGES) return false;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return true;
  }

  /** Opens a structure element; what is drawn until close() belongs to it. */
  begin(role: string, alt?: string): Tag {
    const tag: Tag = { role, alt, kids: [] };
    this.open[this.open.length - 1].kids.push(tag);
    this.open.push(tag);
    return tag;
  }

  end() {
    this.open.pop();
  }

  /** Draws inside a marked-content sequence tied to `tag` (or a new `role` element), so readers get the text in order. */
  marked(tagOrRole: Tag | string, draw: () => void, page = this.page) {
    const tag = typeof tagOrRole === 'string' ? this.begin(tagOrRole) : tagOrRole;
    if (typeof tagOrRole === 'string') this.end();
    const mcid = this.mcids.get(page) ?? 0;
    this.mcids.set(page, mcid + 1);
    tag.kids.push({ page: this.doc.getPages().indexOf(page), mcid });
    page.pushOperators(PDFOperator.of('BDC' as never, [PDFName.of(tag.role), `<< /MCID ${mcid} >>`]));
    draw();
    page.pushOperators(PDFOperator.of('EMC' as never));
  }

  /** Decoration (rules, the page footer) is an artifact: readers skip it. */
  artifact(draw: () => void, page = this.page) {
    page.pushOperators(PDFOperator.of('BMC' as never, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of('EMC' as never));
  }

  text(text: string, x: number, y: number, size: number, font = this.fonts.regular, color = INK, tag: Tag | string = 'P') {
    this.marked(tag, () => this.page.drawText(this.safe(text, font), { x, y, size, font, color }));
  }

  wrap(text: string, width: number, size: number, font = this.fonts.regular): string[] {
    const lines: string[] = [];
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    for (const paragraph of this.safe(text, font).split(/\n+/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) line = candidate;
        else {
          if (line) lines.push(line);
          // A word longer than the column is cut where it must be, never drawn past its column.
          let rest = word;
          while (!fits(rest)) {
            let n = rest.length - 1;
            while (n > 1 && !fits(rest.slice(0, n))) n--;
            lines.push(rest.slice(0, n));
            rest = rest.slice(n);
          }
          line = rest;
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
    this.artifact(() =>
      this.page.drawText(label, {
        x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 9),
        y: this.y - 10,
        size: 9,
        font: regular,
        color: MUTED,
      }),
    );
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
      const w = 252;
      const h = Math.min(168, (photo.height / photo.width) * w);
      this.marked(this.begin('Figure', `Photo of the ${this.content.title}`), () =>
        this.page.drawImage(photo, { x: PAGE.margin, y: top - h, width: w, height: h }),
      );
      this.end();
      photoBottom = top - h;
      textX = PAGE.margin + w + 20;
      textWidth = this.width - w - 20;
    }
    let y = top - 22;
    const title = this.begin('H1');
    this.end();
    for (const line of this.wrap(this.content.title, textWidth, 22, display)) {
      this.text(line, textX, y, 22, display, INK, title);
      y -= 24;
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
      this.begin('L');
      for (const line of this.content.priceIncludes) {
        const item = this.begin('LI');
        this.end();
        this.text(line.name, textX, y, 8.5, regular, MUTED, item);
        this.text(line.amount, textX + textWidth - regular.widthOfTextAtSize(this.safe(line.amount), 8.5), y, 8.5, regular, MUTED, item);
        y -= 11;
      }
      this.end();
      y -= 3;
    }
    this.text(`Stock # ${this.content.stock}`, textX, y, 9.5, regular, MUTED);
    y -= 14;
    this.y = Math.min(y, photoBottom) - 14;
  }

  rule(y = this.y) {
    this.artifact(() =>
      this.page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.6,
        color: LINE,
      }),
    );
  }

  section(title: string) {
    if (!this.ensure(40)) return;
    this.y -= 4;
    this.text(title.toUpperCase(), PAGE.margin, this.y - 10, 9, this.fonts.bold, BRONZE, 'H2');
    this.y -= 15;
    this.rule();
    this.y -= 4;
  }

  /**
   * Label / value rows, `columns` pairs side by side. The label has a column of
   * its own and wraps in it, the value wraps in the rest: neither runs into the other.
   */
  table(rows: [string, string][], columns: 1 | 2, labelWidth: number) {
    const { regular, bold } = this.fonts;
    const gap = 24;
    const pad = 10;
    const colWidth = (this.width - gap * (columns - 1)) / columns;
    this.begin('Table');
    for (let i = 0; i < rows.length; i += columns) {
      const cells = rows.slice(i, i + columns).map(([label, value]) => ({
        label: this.wrap(label, labelWidth - pad, 9, regular),
        value: this.wrap(value, colWidth - labelWidth, 9, bold),
      }));
      const height = Math.max(...cells.map((c) => Math.max(c.label.length, c.value.length))) * 11 + 5;
      if (!this.ensure(height)) break;
      this.begin('TR');
      cells.forEach((cell, col) => {
        const x = PAGE.margin + col * (colWidth + gap);
        const th = this.begin('TH');
        this.end();
        cell.label.forEach((line, n) => this.text(line, x, this.y - 10 - n * 11, 9, regular, MUTED, th));
        const td = this.begin('TD');
        this.end();
        cell.value.forEach((line, n) => this.text(line, x + labelWidth, this.y - 10 - n * 11, 9, bold, INK, td));
      });
      this.end();
      this.y -= height;
    }
    this.end();
    this.y -= 4;
  }

  features(groups: { heading: string; items: string[] }[]) {
    const { regular, bold } = this.fonts;
    const count = 3;
    const colWidth = (this.width - 20 * (count - 1)) / count;
    // Groups flow down the columns: each group stays whole in its column.
    const blocks = groups.map((g) => ({
      heading: g.heading,
      items: g.items.map((item) => this.wrap(item, colWidth - 10, 8.5)),
    }));
    const heightOf = (b: (typeof blocks)[number]) => 13 + b.items.flat().length * 10.5 + 5;
    const total = blocks.reduce((sum, b) => sum + heightOf(b), 0);
    const columns: (typeof blocks)[] = Array.from({ length: count }, () => []);
    let filled = 0;
    for (const block of blocks) {
      const col = Math.min(count - 1, Math.floor((filled / total) * count + 0.001));
      columns[col].push(block);
      filled += heightOf(block);
    }
    const columnHeight = Math.max(...columns.map((c) => c.reduce((s, b) => s + heightOf(b), 0)));
    if (!this.ensure(Math.min(columnHeight, 300))) return;
    const top = this.y;
    let lowest = top;
    columns.forEach((column, col) => {
      let y = top;
      const x = PAGE.margin + col * (colWidth + 20);
      for (const block of column) {
        if (y - heightOf(block) < this.floor) break;
        this.text(block.heading, x, y - 10, 9, bold, INK, 'H3');
        y -= 13;
        this.begin('L');
        for (const lines of block.items) {
          const item = this.begin('LI');
          this.end();
          lines.forEach((line, n) => {
            this.text(n === 0 ? `• ${line}` : `  ${line}`, x, y - 9, 8.5, regular, INK, item);
            y -= 10.5;
          });
        }
        this.end();
        y -= 5;
      }
      lowest = Math.min(lowest, y);
    });
    this.y = lowest;
  }

  paragraph(text: string, size: number) {
    const lines = this.wrap(text, this.width, size);
    if (!this.ensure(lines.length * (size + 3) + 6)) return;
    const p = this.begin('P');
    this.end();
    for (const line of lines) {
      this.text(line, PAGE.margin, this.y - size, size, this.fonts.regular, MUTED, p);
      this.y -= size + 3;
    }
    this.y -= 6;
  }

  /** The dealer's contact and the QR code to the page, in the band kept free at the foot of page 1. */
  contact() {
    const { regular, bold, display } = this.fonts;
    const page = this.doc.getPage(0);
    const saved = { page: this.page, y: this.y };
    this.page = page;
    const size = 66;
    const top = PAGE.margin + 12 + CONTACT_HEIGHT - 4;
    this.rule(top);
    const { contact, dealerName, pageUrl } = this.content;
    this.begin('Sect');
    const line = (text: string, y: number, size: number, font: PDFFont, color = MUTED) =>
      this.text(text, PAGE.margin, y, size, font, color);
    line(dealerName, top - 20, 15, display, INK);
    line(contact.address, top - 34, 9, regular);
    line(`Phone ${contact.phone}`, top - 48, 10, bold, INK);
    line(contact.email, top - 61, 9, regular);
    // Beside the code, what it is for: the right half, clear of the contact lines.
    const noteX = PAGE.margin + this.width / 2;
    const noteWidth = this.width / 2 - size - 14;
    const note = this.begin('P');
    this.end();
    this.wrap('Viewings by appointment. Scan the code for photos and the latest price:', noteWidth, 8).forEach((text, n) =>
      this.text(text, noteX, top - 22 - n * 10, 8, regular, MUTED, note),
    );
    this.wrap(pageUrl, noteWidth, 8).forEach((text, n) => this.text(text, noteX, top - 48 - n * 10, 8, regular, BRONZE, note));
    this.marked(this.begin('Figure', `QR code for ${pageUrl}`), () =>
      this.qr(pageUrl, PAGE.width - PAGE.margin - size, top - size - 8, size),
    );
    this.end();
    this.end();
    this.page = saved.page;
    this.y = saved.y;
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
      // The notice is content (said once, in the tags), the page number is pagination.
      const draw = () =>
        page.drawText(this.safe(line), { x: PAGE.margin, y: PAGE.margin - 18, size: 7, font: this.fonts.regular, color: MUTED });
      if (i === 0) this.marked('P', draw, page);
      else this.artifact(draw, page);
    });
  }

  /** The tag tree (structure tree, parent tree, MarkInfo) over what was marked: as far as pdf-lib allows towards PDF/UA. */
  tag() {
    const { context, catalog } = this.doc;
    const pages = this.doc.getPages();
    const rootRef = context.nextRef();
    const parents: PDFRef[][] = pages.map(() => []);
    const build = (tag: Tag, parent: PDFRef): PDFRef => {
      const ref = context.nextRef();
      const kids = tag.kids.map((kid) => {
        if ('role' in kid) return build(kid, ref);
        parents[kid.page][kid.mcid] = ref;
        return context.obj({ Type: 'MCR', Pg: pages[kid.page].ref, MCID: kid.mcid });
      });
      const dict = context.obj({ Type: 'StructElem', S: tag.role, P: parent, K: kids });
      if (tag.alt) dict.set(PDFName.of('Alt'), context.obj(tag.alt));
      context.assign(ref, dict);
      return ref;
    };
    const document = build(this.root, rootRef);
    pages.forEach((page, i) => {
      page.node.set(PDFName.of('StructParents'), context.obj(i));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    });
    const nums = pages.flatMap((_, i) => [context.obj(i), context.obj(parents[i])]);
    context.assign(
      rootRef,
      context.obj({ Type: 'StructTreeRoot', K: document, ParentTree: context.obj({ Nums: nums }), ParentTreeNextKey: pages.length }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    catalog.set(PDFName.of('ViewerPreferences'), context.obj({ DisplayDocTitle: true }));
  }
}
