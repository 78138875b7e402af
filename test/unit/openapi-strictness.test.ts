import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '@services/api/openapi-document.js';
import { isTimeZone } from '@shared/domain/calendar.js';
import { isMailAddress } from '@shared/domain/email/addresses.js';
import { normalizeDomain } from '@shared/domain/spam/domains.js';
import { parseNetwork } from '@shared/domain/spam/networks.js';
import { FORBIDDEN_KEYS, STORABLE_LIMITS, storableIssue } from '@shared/domain/storable.js';
import { ALLOWED_UPLOAD_TYPES } from '@shared/domain/uploads.js';

/**
 * The document's schemas say what validation enforces, so generated clients and fuzzers send what the server takes:
 * every value validation accepts (in its canonical form) matches the documented pattern, and the pattern refuses
 * what validation refuses by shape. The checked-in file is the generated one (openapi-file.test.ts).
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
const schemas = doc.components.schemas as Json;
const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

describe('the OpenAPI schemas', () => {
  it('list exactly the upload content types presigning accepts', () => {
    expect(schemas.UploadFileRequest.properties.content_type.enum).toEqual([...ALLOWED_UPLOAD_TYPES]);
  });

  it('give time zones, domains, networks and origins the shape validation accepts', () => {
    const zone = doc.paths['/v1/forms/{id}/analytics'].get.parameters.find((p: Json) => p.name === 'time_zone');
    for (const name of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect(isTimeZone(name) && matches(zone.schema.pattern, name), name).toBe(true);
    }
    expect(matches(zone.schema.pattern, '+02:00')).toBe(false);

    const domain = schemas.AddBlockedDomainRequest.properties.domain.pattern;
    for (const value of ['example.com', 'xn--bcher-kva.de', 'ru', 'Mail.Example.COM.']) {
      expect('domain' in normalizeDomain(value) && matches(domain, value), value).toBe(true);
    }
    for (const value of ['https://example.com', 'a@example.com', 'example.com:80', '1234', 'a.b-', 'a'.repeat(64)]) {
      expect('problem' in normalizeDomain(value) && !matches(domain, value), value).toBe(true);
    }

    const network = schemas.AddBlockedIPRequest.properties.network.pattern;
    for (const value of ['203.0.113.7', '203.0.113.0/24', '2001:db8::/32', '::1']) {
      expect(parseNetwork(value) !== undefined && matches(network, value), value).toBe(true);
    }
    for (const value of ['example.com', 'fe80::1%eth0', '10.0.0.0/24/8', '10.0.0.0/33', '01.2.3.4', '::/129']) {
      expect(parseNetwork(value) === undefined && !matches(network, value), value).toBe(true);
    }

    const email = schemas.EmailLinkRequest.properties.email.pattern;
    for (const value of ['ada@example.com', "o'hara+x@mail.example.org", 'a@xn--bcher-kva.de']) {
      expect(isMailAddress(value) && matches(email, value), value).toBe(true);
    }
    for (const value of ['ada@localhost', 'a..b@example.com', 'ada@example.c0m', 'Ada <ada@example.com>']) {
      expect(isMailAddress(value) || matches(email, value), value).toBe(false);
    }

    const origin = schemas.UpdateFormRequest.properties.allowed_origins.items.pattern;
    for (const value of ['*', 'https://example.com', 'http://localhost:3000/'])
      expect(matches(origin, value)).toBe(true);
    for (const value of ['https://example.com/contact', 'ftp://example.com'])
      expect(matches(origin, value)).toBe(false);
  });

  it('state the limits of free-form JSON values that storableIssue checks', () => {
    const [, , positive, negative, , object] = schemas.StorableJson.anyOf;
    expect(object.propertyNames).toEqual({
      type: 'string',
      minLength: 1,
      maxLength: STORABLE_LIMITS.keyLength,
      not: { enum: [...FORBIDDEN_KEYS] },
    });
    expect([positive.minimum, positive.maximum]).toEqual([STORABLE_LIMITS.minMagnitude, STORABLE_LIMITS.maxMagnitude]);
    expect([negative.minimum, negative.maximum]).toEqual([
      -STORABLE_LIMITS.maxMagnitude,
      -STORABLE_LIMITS.minMagnitude,
    ]);
    expect(storableIssue({ '': 1 })?.path).toEqual(['']);
    expect(storableIssue({ a: [1e-131] })?.path).toEqual(['a', 0]);
    expect(schemas.TestAutoresponderRequest.properties.sample.propertyNames).toEqual(object.propertyNames);
  });

  it('name the rules of field names and say which strings are trimmed', () => {
    const submit = doc.paths['/f/{public_slug}'].post.requestBody.content['application/json'].schema;
    expect(submit).toMatchObject({ minProperties: 1, propertyNames: { minLength: 1, maxLength: 256 } });
    expect(schemas.Submission.properties.fields.propertyNames).toMatchObject({ maxLength: 256, pattern: '^[^_]' });
    expect(schemas.CreateFormRequest.properties.name.description).toMatch(/^Trimmed/);
  });
});
