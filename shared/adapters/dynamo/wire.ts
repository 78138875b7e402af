import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall, type marshallOptions } from '@aws-sdk/util-dynamodb';

type Item = Record<string, unknown>;
type WireValue = Record<string, unknown>;

/**
 * Between the functions' plain objects and DynamoDB's JSON: `@aws-sdk/util-dynamodb` marshals and unmarshals (the
 * document client's own code, with its options), and this module converts its `AttributeValue`s to and from the
 * JSON protocol's form, where binary is base64 text (`{ B: "…" }`) instead of bytes.
 */
const MARSHALL: marshallOptions = { removeUndefinedValues: true, convertEmptyValues: false };

const base64 = (bytes: Uint8Array | ArrayBuffer) =>
  (bytes instanceof Uint8Array
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : Buffer.from(bytes)
  ).toString('base64');

/** Base64 text as bytes (a view on the decoded buffer, as the SDK gives them). */
const fromBase64 = (text: string) => {
  const buffer = Buffer.from(text, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

/** Bytes as base64 text, in place, at every depth of a marshalled value. */
function toWire(value: WireValue): WireValue {
  if (value.B !== undefined) value.B = base64(value.B as Uint8Array);
  else if (value.M) for (const member of Object.values(value.M as Record<string, WireValue>)) toWire(member);
  else if (value.L) for (const member of value.L as WireValue[]) toWire(member);
  else if (value.BS) value.BS = (value.BS as Uint8Array[]).map(base64);
  return value;
}

/** Base64 text as bytes, in place, at every depth of a value read from the wire. */
function fromWire(value: WireValue): AttributeValue {
  if (typeof value.B === 'string') value.B = fromBase64(value.B);
  else if (value.M) for (const member of Object.values(value.M as Record<string, WireValue>)) fromWire(member);
  else if (value.L) for (const member of value.L as WireValue[]) fromWire(member);
  else if (value.BS) value.BS = (value.BS as string[]).map(fromBase64);
  return value as unknown as AttributeValue;
}

/** An item, key or map of expression values as DynamoDB's JSON takes it (undefined values left out). */
export function encodeItem(item: Item | undefined): Record<string, WireValue> | undefined {
  if (item === undefined) return undefined;
  const marshalled = marshall(item, MARSHALL) as unknown as Record<string, WireValue>;
  for (const value of Object.values(marshalled)) toWire(value);
  return marshalled;
}

/** An item as DynamoDB's JSON answers it, in the SDK's `AttributeValue` form (binary as bytes). */
export function attributeValues(item: Record<string, WireValue>): Record<string, AttributeValue> {
  for (const value of Object.values(item)) fromWire(value);
  return item as unknown as Record<string, AttributeValue>;
}

/** An item as DynamoDB's JSON answers it, as a plain object (numbers as numbers, sets as `Set`s, binary as bytes). */
export function decodeItem(item: Record<string, WireValue> | undefined): Item | undefined {
  return item === undefined ? undefined : unmarshall(attributeValues(item));
}
