import { describe, expect, it } from 'vitest';
import { decodeTime } from 'ulid';
import { isId, newId } from '@shared/domain/ids.js';

const randomPart = (id: string) => id.slice(-16);

describe('newId', () => {
  it('gives valid ids carrying the time asked for', () => {
    const at = Date.parse('2026-11-25T02:00:00Z');
    const id = newId('submission', at);
    expect(isId('submission', id)).toBe(true);
    expect(decodeTime(id.slice(4).toUpperCase())).toBe(at);
  });

  it('carries an earlier time asked for after a later one, in a process that made newer ids', () => {
    const later = Date.parse('2032-01-01T00:00:00Z');
    newId('submission', later);
    const earlier = Date.parse('2026-03-01T00:00:00Z');
    const id = newId('submission', earlier);
    expect(decodeTime(id.slice(4).toUpperCase())).toBe(earlier);
    expect(decodeTime(newId('submission', later).slice(4).toUpperCase())).toBe(later);
  });

  it('sorts ids of one millisecond in the order they were made', () => {
    const at = Date.parse('2030-01-01T00:00:00Z');
    const ids = Array.from({ length: 1000 }, () => newId('event', at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws fresh random characters for every new millisecond, each of the 32 about equally often', () => {
    const start = Date.parse('2031-01-01T00:00:00Z');
    const parts = Array.from({ length: 4000 }, (_, i) => randomPart(newId('event', start + i)));
    expect(new Set(parts).size).toBe(parts.length);
    const counts = new Map<string, number>();
    for (const char of parts.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    // 64,000 characters: 2,000 expected for each; a stuck or biased source lands far outside.
    expect(counts.size).toBe(32);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1700);
      expect(count).toBeLessThan(2300);
    }
  });
});
