/** The NUL net (input-guard.ts): text at any depth is looked at; binary bodies are not walked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { containsNul } from './input-guard.ts';

afterEach(() => vi.restoreAllMocks());

describe('containsNul', () => {
  it('finds a NUL in a value or a key at any depth, and nothing in clean input', () => {
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: [{ b: 'xy' }], n: 1, t: true, z: null })).toBe(false);
  });

  it('does not walk a binary body byte by byte (an uploaded photo is bytes, not text)', () => {
    const entries = vi.spyOn(Object, 'entries');
    const photo = Buffer.alloc(1024 * 1024);
    expect(containsNul(photo)).toBe(false);
    expect(containsNul(new Uint8Array([0, 0, 0]))).toBe(false);
    expect(entries).not.toHaveBeenCalled();
  });
});
