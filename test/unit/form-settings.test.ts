import { describe, expect, it } from 'vitest';
import { isPublicSlug, newPublicSlug } from '@shared/domain/form.js';
import {
  defaultSettings,
  mergeSettings,
  normalizeRateLimit,
  resolveSettings,
  type FormSettings,
} from '@shared/domain/form-settings.js';
import { UpdateFormRequestSchema } from '@shared/domain/schemas/forms.js';

const patchOf = (settings: unknown) => UpdateFormRequestSchema.parse({ settings }).settings!;

describe('form settings rules', () => {
  it('merges section by section and keeps extra keys', () => {
    const stored: FormSettings = { ...defaultSettings(), theme: 'dark', retention: { days: 90 } };
    const next = mergeSettings(stored, patchOf({ spam: { strictness: 'high' }, locale: 'de', theme: null }));
    expect(next).toEqual({
      ...stored,
      spam: { enabled: true, strictness: 'high', blocked_keywords: [] },
      locale: 'de',
      theme: undefined,
    });
    expect(next).not.toHaveProperty('theme');
    expect(stored.theme).toBe('dark'); // pure: the input is untouched
  });

  it('replaces response.success and response.error independently', () => {
    const stored = mergeSettings(
      defaultSettings(),
      patchOf({ response: { success: { type: 'redirect', redirect_url: 'https://a.test/ok' } } }),
    );
    const next = mergeSettings(
      stored,
      patchOf({ response: { error: { type: 'same_as_success', redirect_url: 'https://dropped.test' } } }),
    );
    expect(next.response).toEqual({
      success: { type: 'redirect', redirect_url: 'https://a.test/ok' },
      error: { type: 'same_as_success' },
    });
    expect(mergeSettings(next, patchOf({ response: null })).response).toEqual(defaultSettings().response);
  });

  it('falls back to rate-limit defaults for zero or omitted values', () => {
    expect(normalizeRateLimit({ limit: 0, window_seconds: 5 })).toEqual({
      disabled: false,
      limit: 1,
      window_seconds: 5,
      burst: 20,
      burst_window_seconds: 600,
    });
  });

  it('fills sections missing from a stored item and never keeps read-only keys', () => {
    const resolved = resolveSettings({
      spam: { enabled: false, strictness: 'low', blocked_keywords: [] },
      captcha: { enabled: true },
      x: 1,
    });
    expect(resolved).toEqual({
      ...defaultSettings(),
      spam: { enabled: false, strictness: 'low', blocked_keywords: [] },
      x: 1,
    });
  });
});

describe('public slugs', () => {
  it('are 22 lowercase base32 characters, all different', () => {
    const slugs = Array.from({ length: 2000 }, newPublicSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every(isPublicSlug)).toBe(true);
    expect(isPublicSlug('ABCDEFGHJKMNPQRSTVWXYZ')).toBe(false);
    // Every symbol of the alphabet shows up: the generator is not biased towards part of it.
    expect(new Set(slugs.join('')).size).toBe(32);
  });
});
