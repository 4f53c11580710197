import { describe, expect, it } from 'vitest';
import { bankTransferSearch, dayLabel, parseBankTransferFilters } from './filters.ts';

const parse = (search: string) => parseBankTransferFilters(new URLSearchParams(search));

describe("the bank queue's URL", () => {
  it('opens on the unmatched transfers without filters', () => {
    expect(parse('')).toEqual({ status: 'unmatched', page: 1 });
    expect(parse('status=matched&page=2')).toEqual({ status: 'matched', page: 2 });
  });

  it("reads the reconciliation's links: matched money in of a day, every outgoing transfer of a day", () => {
    expect(parse('direction=in&status=matched&date=2026-11-27')).toEqual({
      status: 'matched',
      direction: 'in',
      date: '2026-11-27',
      page: 1,
    });
    expect(parse('direction=out&date=2026-11-27')).toEqual({
      status: 'all',
      direction: 'out',
      date: '2026-11-27',
      page: 1,
    });
  });

  it('drops what is malformed instead of sending it', () => {
    expect(parse('status=done&direction=sideways&date=2026-02-30&page=-3')).toEqual({ status: 'unmatched', page: 1 });
    expect(parse('date=27/11/2026&page=abc')).toEqual({ status: 'unmatched', page: 1 });
  });

  it('writes back what it reads', () => {
    for (const search of [
      'status=unmatched',
      'direction=out&date=2026-11-27',
      'status=matched&direction=in&date=2026-11-27&page=3',
    ]) {
      expect(new URLSearchParams(bankTransferSearch(parse(search))).toString()).toBe(search);
    }
  });

  it('shows a day as Vietnamese write it', () => {
    expect(dayLabel('2026-11-27')).toBe('27/11/2026');
  });
});
