/** The queue pages' URL state: parsing the status, the options, and what the URL keeps. */
import { describe, expect, it } from 'vitest';
import { listSearchParams, parseStatusFilter, statusFilterOptions } from './list-params.ts';

const machine = { statuses: ['pending', 'done'] as const, labels: { pending: 'Chờ duyệt', done: 'Xong' } };

describe('parseStatusFilter', () => {
  it('keeps a status and all, and falls back for anything else', () => {
    expect(parseStatusFilter(machine.statuses, 'done', 'pending')).toBe('done');
    expect(parseStatusFilter(machine.statuses, 'all', 'pending')).toBe('all');
    expect(parseStatusFilter(machine.statuses, null, 'pending')).toBe('pending');
    expect(parseStatusFilter(machine.statuses, 'xyz', 'all')).toBe('all');
  });
});

describe('statusFilterOptions', () => {
  it('puts "all" where the page shows it', () => {
    expect(statusFilterOptions(machine, 'Tất cả', 'last').map((o) => o.value)).toEqual(['pending', 'done', 'all']);
    expect(statusFilterOptions(machine, 'Tất cả', 'first')).toEqual([
      { value: 'all', label: 'Tất cả' },
      { value: 'pending', label: 'Chờ duyệt' },
      { value: 'done', label: 'Xong' },
    ]);
  });
});

describe('listSearchParams', () => {
  it('leaves out the first page, an empty search and the omitted status', () => {
    expect(listSearchParams({ status: 'pending', q: '', page: 1 })).toEqual({ status: 'pending' });
    expect(listSearchParams({ status: 'all', q: 'MH26', page: 3 }, 'all')).toEqual({ q: 'MH26', page: '3' });
    expect(listSearchParams({ status: 'done', q: '', page: 2 }, 'all')).toEqual({ status: 'done', page: '2' });
  });
});
