import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * A staff upload that claims to be a PDF becomes a PDF we are willing to hand
 * to shoppers: its signature is checked, it is parsed (pdf-lib), and its pages
 * are copied into a fresh document and saved again. The copy never carries the
 * old catalog (document JavaScript, OpenAction, attached files, the AcroForm
 * and its XFA), and the pages are swept of what could still act: additional
 * actions (/AA), script and launch actions, form widgets, file attachments and
 * media annotations. What no page reaches any more is dropped before saving.
 */

export const PDF_SIGNATURE = '%PDF-';

export type CleanPdf = { bytes: Uint8Array; pages: number };
export type PdfRefusal = { refused: string };

export const NOT_A_PDF = 'This file is not a PDF.';
export const ENCRYPTED_PDF = 'This PDF is password-protected or encrypted: save it without protection and upload it again.';
export const UNREADABLE_PDF = 'This PDF could not be read: it may be damaged. Save or export it again and upload that copy.';
export const EMPTY_PDF = 'This PDF has no pages.';

/** Actions that only move within the document or open a web address; every other action is dropped. */
const SAFE_ACTIONS = new Set(['/URI', '/GoTo', '/Named']);
/** Annotations that hold or run something (form fields, attachments, media): removed from the pages. */
const UNSAFE_ANNOTATIONS = new Set(['/Widget', '/FileAttachment', '/Screen', '/Movie', '/Sound', '/RichMedia', '/3D']);
/** Keys removed wherever they appear: scripts, additional actions, embedded files, forms. */
const UNSAFE_KEYS = ['AA', 'JS', 'JavaScript', 'OpenAction', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMediaContent', 'XFA', 'AcroForm'];

/** True when the bytes open with the PDF signature. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length) return false;
  for (let i = 0; i < PDF_SIGNATURE.length; i++) if (bytes[i] !== PDF_SIGNATURE.charCodeAt(i)) return false;
  return true;
}

/** The checked and cleaned PDF, or why it is refused (in words for the field). */
export async function cleanPdf(bytes: Uint8Array): Promise<CleanPdf | PdfRefusal> {
  if (!hasPdfSignature(bytes)) return { refused: NOT_A_PDF };
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if ((error as Error)?.name === 'EncryptedPDFError' || /encrypt/i.test(String((error as Error)?.message)))
      return { refused: ENCRYPTED_PDF };
    return { refused: UNREADABLE_PDF };
  }
  if (source.isEncrypted) return { refused: ENCRYPTED_PDF };
  let count: number;
  try {
    count = source.getPageCount();
  } catch {
    return { refused: UNREADABLE_PDF };
  }
  if (count === 0) return { refused: EMPTY_PDF };
  try {
    const clean = await PDFDocument.create({ updateMetadata: false });
    const pages = await clean.copyPages(source, source.getPageIndices());
    for (const page of pages) clean.addPage(page);
    const title = source.getTitle();
    if (title) clean.setTitle(title);
    sweep(clean);
    dropUnreachable(clean);
    return { bytes: await clean.save({ useObjectStreams: false }), pages: pages.length };
  } catch {
    return { refused: UNREADABLE_PDF };
  }
}

function sweep(doc: PDFDocument): void {
  const seen = new Set<PDFObject>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) sweepObject(doc, object, seen);
}

function sweepObject(doc: PDFDocument, object: PDFObject | undefined, seen: Set<PDFObject>): void {
  if (!object || seen.has(object)) return;
  seen.add(object);
  if (object instanceof PDFStream) return sweepObject(doc, object.dict, seen);
  if (object instanceof PDFArray) {
    for (let i = object.size() - 1; i >= 0; i--) {
      const item = object.get(i);
      if (isUnsafeAnnotation(doc, item)) object.remove(i);
      else if (!(item instanceof PDFRef)) sweepObject(doc, item, seen);
    }
    return;
  }
  if (!(object instanceof PDFDict)) return;
  for (const key of UNSAFE_KEYS) object.delete(PDFName.of(key));
  const action = object.get(PDFName.of('A'));
  if (action && !isSafeAction(doc, action)) object.delete(PDFName.of('A'));
  // An action's /Next may chain to a script: only safe ones are kept.
  const next = object.get(PDFName.of('Next'));
  if (next && !isSafeAction(doc, next)) object.delete(PDFName.of('Next'));
  for (const [, value] of object.entries()) if (!(value instanceof PDFRef)) sweepObject(doc, value, seen);
}

function isSafeAction(doc: PDFDocument, value: PDFObject): boolean {
  const action = doc.context.lookup(value);
  if (!(action instanceof PDFDict)) return false;
  const kind = action.get(PDFName.of('S'));
  return kind instanceof PDFName && SAFE_ACTIONS.has(kind.asString());
}

function isUnsafeAnnotation(doc: PDFDocument, value: PDFObject | undefined): boolean {
  const annotation = value ? doc.context.lookup(value) : undefined;
  if (!(annotation instanceof PDFDict)) return false;
  const subtype = annotation.get(PDFName.of('Subtype'));
  return subtype instanceof PDFName && UNSAFE_ANNOTATIONS.has(subtype.asString());
}

/** Deletes every indirect object the catalog and the info dictionary no longer reach (a swept script's body). */
function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (!object) return;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) return;
      reached.add(object.tag);
      return visit(context.lookup(object));
    }
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    if (object instanceof PDFDict) for (const [, value] of object.entries()) visit(value);
  };
  visit(context.trailerInfo.Root);
  visit(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}
