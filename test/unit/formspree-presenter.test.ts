import { SubmissionError } from '@formspree/core';
import { describe, expect, it } from 'vitest';
import * as errors from '@shared/domain/errors.js';
import type { FieldMap } from '@shared/domain/fields.js';
import { STATUS_BY_CODE } from '@shared/http/errors.js';
import {
  formspreeFailure,
  formspreeFields,
  InvalidEmailError,
  sessionLoadedAt,
} from '@services/ingest/http/formspree.js';
import { EmptySubmissionError } from '@services/ingest/use-cases/submit.js';

/**
 * The presenter's answers, read back through the real client's `SubmissionError`: it downgrades a code it does not
 * know for the place it is filed (form or field) to UNSPECIFIED, so every code we send must survive that reading.
 */
type ErrorClass = new (message: string, field?: string) => errors.DomainError;
const domainErrorClasses: ErrorClass[] = [
  ...(Object.values(errors) as unknown[]).filter(
    (value): value is ErrorClass =>
      typeof value === 'function' && value.prototype instanceof errors.DomainError && value !== errors.DomainError,
  ),
  InvalidEmailError,
  EmptySubmissionError,
];

const bodyOf = (result: { body?: string }) =>
  JSON.parse(result.body!) as { error: string; errors: { code: string; field?: string; message: string }[] };

/** What the client makes of a failure body, in the shape we sent it. */
function readByClient(body: ReturnType<typeof bodyOf>) {
  const read = new SubmissionError(...body.errors);
  return [
    ...read.getFormErrors().map((e) => ({ code: e.code, message: e.message })),
    ...read
      .getAllFieldErrors()
      .flatMap(([field, list]) => list.map((e) => ({ code: e.code, field, message: e.message }))),
  ];
}

describe('failure bodies', () => {
  it.each(domainErrorClasses.map((C) => [C.name, C] as const))(
    '%s: our status, and codes the client keeps as sent',
    (_name, ErrorType) => {
      for (const field of [undefined, 'email']) {
        const error = new ErrorType('something is off', field);
        for (const bodyTooLarge of [false, true]) {
          const result = formspreeFailure(error, { bodyTooLarge });
          expect(result.statusCode).toBe(STATUS_BY_CODE[error.code]);
          const body = bodyOf(result);
          expect(body.error).toBe('Something is off.');
          expect(body.errors).toHaveLength(1);
          expect(readByClient(body)).toEqual(body.errors);
        }
      }
    },
  );

  it('anything that is not a domain error: 500 UNSPECIFIED that leaks nothing', () => {
    const result = formspreeFailure(new Error('connect ECONNREFUSED 10.0.0.1:8000'), { bodyTooLarge: false });
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('ECONNREFUSED');
    expect(bodyOf(result).errors).toEqual([{ code: 'UNSPECIFIED', message: expect.any(String) }]);
  });
});

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256)));
  return { next, pick, bytes };
}

describe('session data (fuzzed)', () => {
  const r = random(17);
  const values = [null, true, 0, -1, 1.5, 2 ** 60, 'now', [], {}, { loadedAt: '1' }, Date.now()];
  const candidates = () => {
    const kind = r.next();
    if (kind < 0.3) return r.bytes(Math.floor(r.next() * 80)).toString('base64');
    if (kind < 0.5) return r.bytes(Math.floor(r.next() * 40)).toString('latin1');
    if (kind < 0.8)
      return Buffer.from(JSON.stringify({ loadedAt: r.pick(values), webdriver: r.pick(values) })).toString('base64');
    return Buffer.from(JSON.stringify(r.pick(values))).toString('base64');
  };

  it('gives a positive integer or nothing for 3000 random headers, never throws', () => {
    for (let i = 0; i < 3000; i++) {
      const header = candidates();
      const loadedAt = sessionLoadedAt(header);
      if (loadedAt !== undefined) {
        expect(Number.isSafeInteger(loadedAt) && loadedAt > 0, header).toBe(true);
        expect(JSON.parse(Buffer.from(header, 'base64').toString()).loadedAt).toBe(loadedAt);
      }
    }
  });

  it('becomes the `_t` hint unless the body has its own; malformed e-mails are the only refusal', () => {
    const session = Buffer.from(JSON.stringify({ loadedAt: 1_700_000_000_000, webdriver: false })).toString('base64');
    const headers = { 'formspree-session-data': session };
    expect(formspreeFields(new Map([['name', 'x']]), headers).get('_t')).toBe(1_700_000_000_000);
    expect(formspreeFields(new Map<string, string>([['_t', '5']]), headers).get('_t')).toBe('5');
    expect(formspreeFields(new Map([['name', 'x']]), {}).has('_t')).toBe(false);

    const emails = ['a@b.co', '', ' ', null, 42, ['a@b.co', ''], ['a@b.co', 'nope'], { a: 1 }, 'a@b', 'x'.repeat(300)];
    for (let i = 0; i < 500; i++) {
      const name = r.pick(['email', 'EMAIL', '_replyto', 'name', 'e-mail']);
      const value = r.pick(emails);
      const fields: FieldMap = new Map([[name, value as never]]);
      try {
        formspreeFields(fields, headers);
      } catch (error) {
        expect(error, `${name}=${JSON.stringify(value)}`).toBeInstanceOf(InvalidEmailError);
        expect((error as InvalidEmailError).field).toBe(name);
      }
    }
    expect(() => formspreeFields(new Map([['Email', 'a@b']]), {})).toThrow(InvalidEmailError);
    expect(() => formspreeFields(new Map([['email', ['a@b.co', 'nope']]]), {})).toThrow(InvalidEmailError);
    expect(() => formspreeFields(new Map([['email', null]]), {})).not.toThrow();
    expect(() => formspreeFields(new Map([['e-mail', 'nope']]), {})).not.toThrow();
  });
});
