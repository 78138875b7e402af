import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * The stored form of a submission's `fields`: their JSON text, compressed when that is smaller.
 *
 * - A string attribute: the JSON text itself (short forms, text that does not compress, items written before).
 * - A binary attribute: one format byte, then the compressed JSON text. `1` = brotli (quality 5, 64 KiB window,
 *   text mode). Natural text of 0.2–2 KB keeps ~52–70 % of its bytes for ~0.1 ms of CPU to write and ~0.05 ms to
 *   read (`docs/decisions/cost.md`).
 *
 * JSON text, not a map: map keys cannot be empty, nest at most 32 deep and lose their order, while visitors send any
 * of those; nothing ever queries inside the fields. Every reader and writer of the attribute goes through here.
 */
export type StoredFields = string | Uint8Array;

const BROTLI = 1;

/** More than the largest fields ingest accepts (320 KiB of JSON): a corrupt value cannot inflate without bound. */
const MAX_TEXT_BYTES = 1024 * 1024;

const brotliParams = (sizeHint: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: 16,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

/** The stored value of `fields`: the compressed bytes when they are smaller than the JSON text, else the text. */
export function encodeFields(fields: Record<string, unknown>): StoredFields {
  const text = JSON.stringify(fields);
  const plain = Buffer.from(text, 'utf8');
  const packed = brotliCompressSync(plain, { params: brotliParams(plain.length) });
  if (packed.length + 1 >= plain.length) return text;
  const stored = Buffer.allocUnsafe(packed.length + 1);
  stored[0] = BROTLI;
  packed.copy(stored, 1);
  return stored;
}

/** True for a binary attribute as the SDK reads it (bytes). */
const isBytes = (stored: unknown): stored is Uint8Array => stored instanceof Uint8Array;

/** The JSON text of a stored `fields` value (either form); throws on a value no writer produces. */
export function fieldsText(stored: unknown): string {
  if (typeof stored === 'string') return stored;
  if (!isBytes(stored) || stored[0] !== BROTLI) throw new TypeError('stored item: fields is not a known format');
  const packed = stored.subarray(1);
  return brotliDecompressSync(packed, { maxOutputLength: MAX_TEXT_BYTES }).toString('utf8');
}

/** The fields of a stored `fields` value (either form). */
export const decodeFields = (stored: unknown): Record<string, unknown> =>
  JSON.parse(fieldsText(stored)) as Record<string, unknown>;
