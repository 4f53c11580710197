/**
 * The review queue's filters as they live in the URL (`/bankTransfer?status=&direction=&date=&page=`):
 * the reconciliation page links here with `direction=in&status=matched&date=YYYY-MM-DD` and
 * `direction=out&date=YYYY-MM-DD` (every status). Anything malformed in the URL is dropped, never sent.
 */
import { reconciliationDate } from '@app/shared/contracts/reconciliation';
import { type BankTransferStatus, bankTransferMachine } from '@app/shared/machines/bank-transfer';

/** A status tab, or 'all' (offered only with a direction: the API lists every status only then). */
export type StatusTab = BankTransferStatus | 'all';

export type BankTransferFilters = {
  status: StatusTab;
  direction?: 'in' | 'out';
  /** YYYY-MM-DD, a day in Vietnam. */
  date?: string;
  page: number;
};

/**
 * Reads the filters from the URL: a known status, else every status when a direction is given, else
 * 'unmatched' (the default tab); `direction` in|out and a real `date`, else absent; page ≥ 1.
 */
export function parseBankTransferFilters(params: URLSearchParams): BankTransferFilters {
  const d = params.get('direction');
  const direction = d === 'in' || d === 'out' ? d : undefined;
  const s = params.get('status');
  const status: StatusTab = bankTransferMachine.statuses.includes(s as BankTransferStatus)
    ? (s as BankTransferStatus)
    : direction
      ? 'all'
      : 'unmatched';
  const date = reconciliationDate.safeParse(params.get('date')).data;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { status, ...(direction ? { direction } : {}), ...(date ? { date } : {}), page };
}

/** The URL search of `f` (status left out for 'all', page left out for the first). */
export function bankTransferSearch(f: BankTransferFilters): Record<string, string> {
  return {
    ...(f.status === 'all' ? {} : { status: f.status }),
    ...(f.direction ? { direction: f.direction } : {}),
    ...(f.date ? { date: f.date } : {}),
    ...(f.page > 1 ? { page: String(f.page) } : {}),
  };
}

/** `27/11/2026` for `2026-11-27`. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
