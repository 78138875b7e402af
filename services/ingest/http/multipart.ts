import type busboy from 'busboy';
import { PayloadTooLargeError, ValidationError } from '@shared/domain/errors.js';
import { checkName, displayPath, FieldCollector, type FieldMap } from '@shared/domain/fields.js';
import { BODY_FILE_LIMITS, INGEST_LIMITS } from '@shared/domain/ingest-limits.js';
import type { BodyFile } from '../use-cases/body-files.js';

/**
 * `multipart/form-data` (RFC 7578) with busboy, the parser Node's own form libraries (multer, fastify-multipart) are
 * built on: parts are read as a stream from the one buffer Lambda hands the function, text values are collected as
 * fields and file parts as `BodyFile`s, each file's bytes joined once. Names and values must be UTF-8 (what browsers
 * send): busboy decodes them as Latin-1 here, one char per byte, so the exact bytes are checked with a strict decoder.
 * busboy is imported on the first multipart body (a lazy package beside the ingest bundle, `lib/bundling.ts`): JSON and
 * URL-encoded posts never load it.
 */

/** busboy is CommonJS: Node exposes its export under `default`. */
const loadBusboy = async (): Promise<typeof busboy> => {
  const loaded = (await import('busboy')) as { default?: typeof busboy };
  return loaded.default ?? (loaded as unknown as typeof busboy);
};

/** A parsed body: its fields, and the files of a multipart one. */
export interface ParsedBody {
  fields: FieldMap;
  files: BodyFile[];
}

type Decode = (bytes: Buffer, what: string, field?: string) => string;

const malformed = (detail: string) => new ValidationError(`the multipart body is malformed: ${detail}`);
const overFiles = () =>
  new PayloadTooLargeError(
    `files sent in the body are limited to ${BODY_FILE_LIMITS.files} per submission and ` +
      `${BODY_FILE_LIMITS.totalBytes / 1024 / 1024} MiB in all; send larger files through the presigned uploads ` +
      '(POST /f/{slug}/uploads, then list their keys in _uploads)',
  );

const bytesOf = (latin1: string | undefined) => Buffer.from(latin1 ?? '', 'latin1');

/** Reads every part of `body`; the caller has checked the body's size. */
export async function parseMultipart(contentType: string, body: Buffer, decode: Decode): Promise<ParsedBody> {
  const busboyOf = await loadBusboy();
  let parser: busboy.Busboy;
  try {
    parser = busboyOf({
      headers: { 'content-type': contentType },
      defCharset: 'latin1',
      defParamCharset: 'latin1',
      limits: {
        // Names are checked in characters by the collector; bytes here only stop a runaway header.
        fieldNameSize: INGEST_LIMITS.nameChars * 4 + 1,
        fieldSize: INGEST_LIMITS.valueBytes + 1,
        fields: INGEST_LIMITS.fields,
        files: BODY_FILE_LIMITS.files,
        fileSize: BODY_FILE_LIMITS.totalBytes + 1,
        parts: INGEST_LIMITS.fields + BODY_FILE_LIMITS.files,
        headerPairs: 20,
      },
    });
  } catch {
    throw new ValidationError('the multipart body has no valid boundary');
  }
  const collector = new FieldCollector();
  const files: BodyFile[] = [];
  let fileBytes = 0;
  let failure: unknown;
  const fail = (error: unknown) => (failure ??= error);
  const guard = (work: () => void) => {
    if (failure !== undefined) return;
    try {
      work();
    } catch (error) {
      fail(error);
    }
  };

  return new Promise((resolve, reject) => {
    parser.on('field', (rawName, rawValue, info) =>
      guard(() => {
        const name = decode(bytesOf(rawName), 'a field name');
        if (info.valueTruncated)
          throw new ValidationError(`values are limited to ${INGEST_LIMITS.valueBytes} bytes`, displayPath(name));
        collector.addText(name, decode(bytesOf(rawValue), 'the value', name));
      }),
    );
    parser.on('file', (rawName, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        fileBytes += chunk.length;
        if (fileBytes > BODY_FILE_LIMITS.totalBytes) fail(overFiles());
        else chunks.push(chunk);
      });
      stream.on('end', () =>
        guard(() => {
          const fieldName = decode(bytesOf(rawName), 'a field name');
          checkName(fieldName, fieldName);
          const filename = decode(bytesOf(info.filename), 'the file name', fieldName);
          // An empty file input: the browser sends the part with no name and no bytes.
          if (filename === '' && size === 0) return;
          if (filename.length > BODY_FILE_LIMITS.filenameChars)
            throw new ValidationError(
              `file names are limited to ${BODY_FILE_LIMITS.filenameChars} characters`,
              displayPath(fieldName),
            );
          files.push({ fieldName, filename, contentType: info.mimeType, bytes: Buffer.concat(chunks, size) });
        }),
      );
    });
    parser.on('filesLimit', () => fail(overFiles()));
    parser.on('fieldsLimit', () =>
      fail(new PayloadTooLargeError(`a submission may carry at most ${INGEST_LIMITS.fields} field values`)),
    );
    parser.on('partsLimit', () =>
      fail(new PayloadTooLargeError(`a body may hold at most ${INGEST_LIMITS.fields + BODY_FILE_LIMITS.files} parts`)),
    );
    parser.on('error', (error: Error) => reject(failure ?? malformed(error.message.toLowerCase())));
    parser.on('close', () => (failure === undefined ? resolve({ fields: collector.fields, files }) : reject(failure)));
    try {
      parser.end(body);
    } catch (error) {
      reject(failure ?? malformed(String((error as Error).message).toLowerCase()));
    }
  });
}
