import fs from 'node:fs';
import path from 'node:path';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';

/** The ADF 1.0 DTD (tests/fixtures/adf-1.0.dtd; its source and corrections are noted in the file). */
const dtd = XmlDtd.fromString(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/adf-1.0.dtd'), 'utf8'));

/** What libxml2 finds wrong with an ADF document against the DTD, one line per error; [] when valid. */
export function adfDtdErrors(xml: string): string[] {
  using doc = XmlDocument.fromString(xml);
  try {
    new DtdValidator(dtd).validate(doc);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string; line?: number }[] }).details;
    return details?.map((d) => `${d.line ?? '?'}: ${d.message.trim()}`) ?? [String(error)];
  }
}
