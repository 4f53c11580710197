/**
 * The console's queue pages keep their status filter, search and page in the URL (`?status=`,
 * `?q=`, `?page=`), so a reload, the back button and a shared link show the same list. One reading
 * and one writing of those parameters for every such page.
 */
import { useSearchParams } from 'react-router';

/** A queue's status filter: one of a machine's statuses, or `all`. */
export type StatusFilter<S extends string> = S | 'all';

/** `?status=`: one of `statuses`, `all`, or `fallback` for anything else (missing, unknown). */
export function parseStatusFilter<S extends string>(
  statuses: readonly S[],
  value: string | null,
  fallback: StatusFilter<S>,
): StatusFilter<S> {
  if (value === 'all') return 'all';
  return statuses.includes(value as S) ? (value as S) : fallback;
}

/** The segmented control's options: each status with its label, and "all" first or last. */
export function statusFilterOptions<S extends string>(
  machine: { statuses: readonly S[]; labels: Readonly<Record<S, string>> },
  allLabel: string,
  allAt: 'first' | 'last',
): { value: StatusFilter<S>; label: string }[] {
  const each = machine.statuses.map((status) => ({ value: status as StatusFilter<S>, label: machine.labels[status] }));
  const all = { value: 'all' as StatusFilter<S>, label: allLabel };
  return allAt === 'first' ? [all, ...each] : [...each, all];
}

/** The URL parameters of a list state: the first page, an empty search and `omitStatus` are left out. */
export function listSearchParams<F extends string>(
  to: { status: F; q: string; page: number },
  omitStatus?: F,
): Record<string, string> {
  return {
    ...(to.status === omitStatus ? {} : { status: to.status }),
    ...(to.q ? { q: to.q } : {}),
    ...(to.page > 1 ? { page: String(to.page) } : {}),
  };
}

/**
 * A queue page's state from the URL: `status` (read by `parse`), `page` (1 when missing or bad),
 * `q` (only when `search`; else always empty), and `go(next)`, which writes the state with `next`
 * applied and the page back to 1 unless `next` names one. `omitStatus` is the status the URL
 * leaves out (a page whose default is every status writes no `?status=all`).
 */
export function useListParams<F extends string>(
  parse: (value: string | null) => F,
  options: { search: boolean; omitStatus?: F },
) {
  const [params, setParams] = useSearchParams();
  const status = parse(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = options.search ? (params.get('q') ?? '') : '';
  const go = (next: { status?: F; q?: string; page?: number }) =>
    setParams(listSearchParams({ status, q, page: 1, ...next }, options.omitStatus));
  return { status, page, q, go };
}
