import { config } from 'zod/v4/core';
import { describe, expect, it, vi } from 'vitest';

/**
 * The API's schemas are zod/mini, which (unlike classic zod) does not load zod's English messages itself: without
 * `shared/http/validation.ts` setting them, every default message would read "Invalid input". The locale is cleared
 * first, so this holds even if some other import of the process loaded classic zod.
 */
describe('validation messages', () => {
  it("answer zod's English message after the field name", async () => {
    config({ localeError: undefined });
    vi.resetModules();
    const { parseWith } = await import('@shared/http/validation.js');
    const { CreateApiKeyRequestSchema } = await import('@shared/domain/schemas/api-keys.js');
    const { ListSubmissionsQuerySchema } = await import('@shared/domain/schemas/submissions.js');
    const refusal = (schema: Parameters<typeof parseWith>[0], value: unknown) => {
      try {
        parseWith(schema, value);
      } catch (error) {
        return { message: (error as Error).message, field: (error as { field?: string }).field };
      }
      throw new Error('accepted');
    };
    expect(refusal(CreateApiKeyRequestSchema, { name: 'x'.repeat(121) })).toEqual({
      message: 'name: Too big: expected string to have <=120 characters',
      field: 'name',
    });
    expect(refusal(CreateApiKeyRequestSchema, { name: 7 })).toEqual({
      message: 'name: Invalid input: expected string, received number',
      field: 'name',
    });
    expect(refusal(ListSubmissionsQuerySchema, { limit: '0' })).toEqual({
      message: 'limit: Too small: expected number to be >=1',
      field: 'limit',
    });
  });
});
