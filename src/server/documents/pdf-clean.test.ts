import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cleanPdf, ENCRYPTED_PDF, hasPdfSignature, NOT_A_PDF, UNREADABLE_PDF } from './pdf-clean';
import { encryptedLookingPdf, namesIn, pdfWithEmbeddedFile, pdfWithJavaScript, plainPdf } from '#tests/support/pdf-test-files';

const SCRIPT_NAMES = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/EmbeddedFiles', '/EmbeddedFile', '/EF', '/AcroForm', '/XFA', '/Widget'];

async function cleaned(bytes: Uint8Array) {
  const result = await cleanPdf(bytes);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe('cleanPdf', () => {
  it('checks the %PDF- signature first', async () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode('<html>%PDF-'))).toBe(false);
    expect(await cleanPdf(new TextEncoder().encode('GIF89a not a pdf at all'))).toEqual({ refused: NOT_A_PDF });
    expect(await cleanPdf(new Uint8Array())).toEqual({ refused: NOT_A_PDF });
  });

  it('refuses a file with the signature that does not parse', async () => {
    expect(await cleanPdf(new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf\n%%EOF'))).toEqual({ refused: UNREADABLE_PDF });
  });

  it('refuses an encrypted PDF with words saying so', async () => {
    expect(await cleanPdf(await encryptedLookingPdf())).toEqual({ refused: ENCRYPTED_PDF });
  });

  it('re-saves a PDF with JavaScript without any script, action, widget or form', async () => {
    const input = await pdfWithJavaScript();
    const before = await namesIn(input);
    for (const name of ['/JavaScript', '/OpenAction', '/AA', '/AcroForm', '/Widget']) expect(before).toContain(name);
    expect(Buffer.from(input).toString('latin1')).toContain('app.alert');

    const { bytes, pages } = await cleaned(input);
    expect(pages).toBe(1);
    const after = await namesIn(bytes);
    for (const name of SCRIPT_NAMES) expect(after).not.toContain(name);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('app.alert');
    const doc = await PDFDocument.load(bytes);
    expect(doc.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    expect(doc.catalog.get(PDFName.of('Names'))).toBeUndefined();
  });

  it('re-saves a PDF with an attached file without it', async () => {
    const input = await pdfWithEmbeddedFile();
    expect(await namesIn(input)).toContain('/EmbeddedFiles');
    const { bytes } = await cleaned(input);
    const after = await namesIn(bytes);
    expect(after).not.toContain('/EmbeddedFiles');
    expect(after).not.toContain('/EmbeddedFile');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('payload.exe');
  });

  it('keeps the pages and their text of a plain PDF', async () => {
    const doc = await plainPdf();
    doc.addPage();
    doc.setTitle('Window sticker');
    const { bytes, pages } = await cleaned(await doc.save());
    expect(pages).toBe(2);
    const back = await PDFDocument.load(bytes);
    expect(back.getPageCount()).toBe(2);
    expect(back.getTitle()).toBe('Window sticker');
  });
});
