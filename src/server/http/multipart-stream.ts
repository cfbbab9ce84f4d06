import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiFailure, fail } from './api-response';

/** What an anonymous multipart post may hold: files are counted and measured as they arrive. */
export type MultipartLimits = {
  /** The field the files come in (named in the refusal). */
  field: string;
  files: number;
  fileBytes: number;
  tooManyFiles: string;
  tooLargeFile: (name: string) => string;
};

const FIELD_BYTES = 256 * 1024;
const MAX_FIELDS = 20;

/**
 * Reads a multipart body as a stream (busboy), refusing it the moment a part
 * breaks a limit: one file more than allowed, a file past its size, too many or
 * too large fields. request.formData() reads the whole body first (30 MB of an
 * anonymous trade-in post) and only then could the files be counted. After a
 * refusal the rest of the body is read and dropped, never kept, so the answer
 * goes out at once and the connection ends cleanly.
 */
export function readMultipartStream(request: Request, limits: MultipartLimits): Promise<FormData | ApiFailure> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return Promise.resolve(fail('invalid', 'The upload could not be read as multipart form data.'));
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  return new Promise((resolve) => {
    const form = new FormData();
    let settled = false;
    const settle = (result: FormData | ApiFailure) => {
      if (settled) return;
      settled = true;
      if (result instanceof ApiFailure) {
        source.unpipe();
        source.on('data', () => undefined).on('error', () => undefined);
        source.resume();
      }
      resolve(result);
    };
    const photosError = (message: string) => fail('invalid', message, { errors: { [limits.field]: message } });

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          files: limits.files,
          fileSize: limits.fileBytes,
          fields: MAX_FIELDS,
          fieldSize: FIELD_BYTES,
          parts: limits.files + MAX_FIELDS,
        },
      });
    } catch {
      return resolve(fail('invalid', 'The upload could not be read as multipart form data.'));
    }
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(photosError(limits.tooLargeFile(info.filename ?? 'file'))));
      stream.on('close', () => {
        if (settled) return;
        form.append(name, new File([new Uint8Array(Buffer.concat(chunks))], info.filename ?? 'file', { type: info.mimeType }));
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return settle(fail('invalid', `The field "${name}" is too long.`));
      form.append(name, value);
    });
    parser.on('filesLimit', () => settle(photosError(limits.tooManyFiles)));
    parser.on('fieldsLimit', () => settle(fail('invalid', 'The upload has too many fields.')));
    parser.on('partsLimit', () => settle(photosError(limits.tooManyFiles)));
    parser.on('error', () => settle(fail('invalid', 'The upload could not be read as multipart form data.')));
    parser.on('close', () => settle(form));
    source.on('error', () => settle(fail('invalid', 'The upload could not be read as multipart form data.')));
    source.pipe(parser);
  });
}
