import { PayloadTooLargeError, ValidationError } from '@shared/domain/errors.js';
import { displayPath, FieldCollector, type FieldMap } from '@shared/domain/fields.js';
import { INGEST_LIMITS } from '@shared/domain/ingest-limits.js';

/**
 * `multipart/form-data` (RFC 7578) over a fully buffered body. Lambda hands the function the whole body, so a
 * streaming parser buys nothing here; this one is a few dozen lines instead of ~23 KB of bundle.
 */

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** Bytes of one part's header block; browsers send two short headers. */
const MAX_PART_HEADER_BYTES = 8 * 1024;
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

const malformed = (detail: string) => new ValidationError(`the multipart body is malformed: ${detail}`);

/** Parameters of a header value such as `form-data; name="a"; filename="b.txt"` (quoted strings unescaped). */
function headerParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    params.set(match[1]!.toLowerCase(), match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim());
  }
  return params;
}

/** The Content-Disposition of a part, from its header block read as Latin-1 (one char per byte). */
function disposition(headerBlock: string): { name: string | undefined; filename: string | undefined } {
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === 'content-disposition') {
      const params = headerParams(line.slice(colon + 1));
      return { name: params.get('name'), filename: params.get('filename') };
    }
  }
  return { name: undefined, filename: undefined };
}

/**
 * Reads every part. Names and values must be UTF-8 (what browsers send); a part with a file (a `filename` and any
 * content) is refused with 400, since files go through presigned uploads; an empty file input is ignored.
 */
export function parseMultipart(
  boundary: string | undefined,
  body: Buffer,
  decode: (bytes: Buffer, what: string, field?: string) => string,
): FieldMap {
  if (!boundary || !BOUNDARY.test(boundary)) throw new ValidationError('the multipart body has no valid boundary');
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  const collector = new FieldCollector();
  let pos = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(nextDelimiter);
  if (pos === -1) throw malformed('no boundary delimiter');
  if (pos > 0) pos += CRLF.length;
  for (let parts = 0; ; parts++) {
    pos += delimiter.length;
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return collector.fields;
    if (parts >= INGEST_LIMITS.fields)
      throw new PayloadTooLargeError(`a submission may carry at most ${INGEST_LIMITS.fields} field values`);
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) throw malformed('a delimiter is not followed by a line break');
    const headersStart = pos + 2;
    const headersEnd = body.indexOf(HEADERS_END, headersStart - 2);
    if (headersEnd === -1 || headersEnd - headersStart > MAX_PART_HEADER_BYTES)
      throw malformed('a part has no complete header block');
    const contentStart = headersEnd + HEADERS_END.length;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd === -1) throw malformed('the closing delimiter is missing');
    const { name: rawName, filename } = disposition(body.subarray(headersStart, headersEnd).toString('latin1'));
    if (rawName === undefined) throw malformed('a part has no name');
    const name = decode(Buffer.from(rawName, 'latin1'), 'a field name');
    const content = body.subarray(contentStart, contentEnd);
    if (filename !== undefined) {
      if (filename !== '' || content.length > 0) {
        throw new ValidationError(
          'files are not accepted in the submission body; upload them first and list their keys in _uploads',
          displayPath(name),
        );
      }
    } else {
      collector.addText(name, decode(content, 'the value', name));
    }
    pos = contentEnd + CRLF.length;
  }
}
