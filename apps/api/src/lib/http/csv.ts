/**
 * CSV exports of the console's lists (decision 0041): files Excel opens with Vietnamese intact.
 * UTF-8 with a byte order mark (without it Excel reads the bytes as the Windows code page:
 * "Nguyá»…n"), CRLF line ends, fields quoted when they hold a comma, quote or line break (RFC 4180),
 * and a text starting with = + - @ (tab, CR, or their full-width forms) prefixed with an apostrophe,
 * so a customer's name such as `=HYPERLINK(…)` is shown, never run, by a spreadsheet (OWASP "CSV
 * injection"). Numbers stay numbers (a negative amount is not a formula). Written by csv-stringify,
 * streamed batch by batch: the whole file is never in memory.
 */
import { Readable } from 'node:stream';
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column: its Vietnamese header and the cell of a row (a number stays a number in Excel). */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** The options every export shares: BOM, CRLF, RFC 4180 quoting, formulas neutralised. */
export const csvOptions = {
  bom: true,
  record_delimiter: 'windows',
  escape_formulas: true,
} as const;

/** The CSV text of `rows` (small lists and tests). */
export function toCsv<T>(columns: CsvColumn<T>[], rows: Iterable<T>): Promise<string> {
  return new Promise((resolve, reject) => {
    const records = [columns.map((c) => c.header), ...[...rows].map((row) => columns.map((c) => c.value(row)))];
    stringify(records, csvOptions, (err, out) => (err ? reject(err) : resolve(out)));
  });
}

/** `don-mua-ho` → `don-mua-ho-2026-11-25.csv` (the day in Vietnam). */
function fileName(base: string, at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);
  return `${base}-${day}.csv`;
}

/**
 * A CSV download as a service describes it, for the route to send (`sendCsv`): `base` names the file
 * (ASCII, no extension), `batches` yields the rows (at most EXPORT_MAX_ROWS of the `total` that
 * match). Services return one of these; only the route sees the HTTP reply.
 */
export interface CsvFile {
  base: string;
  total: number;
  /** The records, header first, each a list of cells. */
  records(): AsyncIterable<(string | number | null | undefined)[]>;
}

/** The CsvFile of `batches` under `columns`. */
export function csvFile<T>(base: string, columns: CsvColumn<T>[], batches: AsyncIterable<T[]>, total: number): CsvFile {
  return {
    base,
    total,
    async *records() {
      yield columns.map((c) => c.header);
      for await (const batch of batches) for (const row of batch) yield columns.map((c) => c.value(row));
    },
  };
}

/**
 * Answers a CSV download of `file` (when more rows match than EXPORT_MAX_ROWS,
 * `X-Export-Truncated: 1`). Returns the reply for the route handler to return.
 */
export function sendCsv(reply: FastifyReply, file: CsvFile): FastifyReply {
  const csv = Readable.from(file.records()).pipe(stringify(csvOptions));
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(file.base)}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(Math.min(file.total, EXPORT_MAX_ROWS)));
  if (file.total > EXPORT_MAX_ROWS) reply.header('x-export-truncated', '1');
  return reply.send(csv);
}

/** One batch of an in-memory list, for `csvFile`. */
export async function* oneBatch<T>(rows: T[]): AsyncIterable<T[]> {
  yield rows;
}
