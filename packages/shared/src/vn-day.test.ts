import { describe, expect, it } from 'vitest';
import { vnDayBounds } from './vn-day.ts';

describe('a day in Vietnam', () => {
  it('runs from 00:00+07:00 to the next 00:00+07:00', () => {
    expect(vnDayBounds('2026-11-27')).toEqual({
      from: new Date('2026-11-26T17:00:00Z'),
      to: new Date('2026-11-27T17:00:00Z'),
    });
  });
});
