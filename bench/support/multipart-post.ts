import { randomBytes } from 'node:crypto';

/**
 * A plain HTML form's post with a file: the same text fields as multipart parts plus one PDF part, as Chromium
 * builds the body for `<form enctype="multipart/form-data">` with an `<input type="file">`.
 */
const BOUNDARY = '----WebKitFormBoundaryBench7MA4YWxk';
/** One typical attachment (a scanned one-page PDF). */
export const BENCH_FILE_BYTES = 100 * 1024;
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(BENCH_FILE_BYTES - 9)]);

export function multipartWithFile(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachment"; filename="scan.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    FILE,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
