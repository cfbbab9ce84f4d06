import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, StandardFonts, type PDFObject } from 'pdf-lib';

/**
 * For tests only (the unit tests beside this file and tests/api): PDFs for the document tests, made with pdf-lib: a plain one, one that runs
 * JavaScript (document-level, OpenAction and a page's additional action), one
 * with an attached file, and one that claims to be encrypted.
 */

export async function plainPdf(text = 'Inspection report'): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc;
}

export async function pdfWithJavaScript(): Promise<Uint8Array> {
  const doc = await plainPdf('Service records');
  const { context, catalog } = doc;
  const js = context.obj({ S: 'JavaScript', JS: context.obj("app.alert('pwned');") });
  const jsRef = context.register(js);
  catalog.set(PDFName.of('OpenAction'), jsRef);
  const names = context.obj({ Names: [context.obj('x'), jsRef] });
  catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(names) }));
  // A page's own additional action (on open), which a copy of the page would carry.
  doc.getPage(0).node.set(PDFName.of('AA'), context.obj({ O: jsRef }));
  // A link whose action is a script, and a form widget.
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 72, 200, 90], A: jsRef });
  const widget = context.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', Rect: [72, 100, 200, 120], AA: context.obj({ D: jsRef }) });
  doc.getPage(0).node.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(widget)]));
  catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: context.obj('<xdp/>') }));
  return doc.save({ useObjectStreams: false });
}

export async function pdfWithEmbeddedFile(): Promise<Uint8Array> {
  const doc = await plainPdf('Import papers');
  await doc.attach(new TextEncoder().encode('MZ not really an exe'), 'payload.exe', { mimeType: 'application/octet-stream' });
  return doc.save({ useObjectStreams: false });
}

/** A PDF whose trailer names an /Encrypt dictionary (what a password-protected file has). */
export async function encryptedLookingPdf(): Promise<Uint8Array> {
  const text = Buffer.from(await (await plainPdf('Secret')).save({ useObjectStreams: false })).toString('latin1');
  return Buffer.from(
    text.replace(
      'trailer\n<<',
      'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
    ),
    'latin1',
  );
}

/** Every name used anywhere in the document (keys and values), streams' dictionaries included. */
export async function namesIn(bytes: Uint8Array): Promise<Set<string>> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  const visit = (object: PDFObject | undefined) => {
    if (!object) return;
    if (object instanceof PDFName) names.add(object.asString());
    else if (object instanceof PDFStream || object instanceof PDFRawStream) visit(object.dict);
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        names.add(key.asString());
        visit(value);
      }
    else if ('asArray' in object && typeof object.asArray === 'function') (object.asArray() as PDFObject[]).forEach(visit);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return names;
}

/** A run of text as a PDF reader places it: its page (from 1) and box in points, origin at the page's bottom left. */
export type TextBox = { page: number; text: string; x: number; y: number; width: number; height: number };

/** Every run of text in the PDF with its box, read by pdf.js (what a viewer shows, whatever the fonts' encoding). */
export async function textBoxesIn(bytes: Uint8Array): Promise<TextBox[]> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  const boxes: TextBox[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    for (const item of items)
      if ('str' in item && item.str.trim())
        boxes.push({ page: n, text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height });
  }
  await pdf.destroy();
  return boxes;
}

/** The text a PDF shows, one string per run of text (one drawText call). */
export async function textIn(bytes: Uint8Array): Promise<string> {
  return (await textBoxesIn(bytes)).map((b) => b.text).join('\n');
}
