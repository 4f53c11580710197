/**
 * The pay-on-behalf order form's model (DESIGN.md §3.2, decision 0114), shared by the customer's
 * /orderPob/create and the agent's /agency/orderPob: the draft lines as typed, their check against
 * the shared contract (`pobLines`), the total in fen, whether a quote still matches the lines (a
 * quote is usable once, only with the lines it priced: anything else is 409 `quote-expired`), the
 * quote's countdown, and the money a wallet lacks. Pure functions, no React.
 */
import { type PobChannel, type PobLine, pobLines, pobQuoteInput } from '@app/shared/contracts/pay-on-behalf';

/** One line as the form holds it: the amount in fen (undefined while empty or unreadable). */
export interface DraftLine {
  /** Stable React key (never sent). */
  key: number;
  channel: PobChannel;
  reference: string;
  amountFen: number | undefined;
  note: string;
}

/** The fields of a line an error can belong to. */
export type LineField = 'channel' | 'reference' | 'amountFen' | 'note';

let nextKey = 1;

/** A blank line (`alipay_daifu` unless told), with a fresh key. */
export function newDraftLine(channel: PobChannel = 'alipay_daifu'): DraftLine {
  nextKey += 1;
  return { key: nextKey, channel, reference: '', amountFen: undefined, note: '' };
}

/**
 * Checks the draft as the API will (`pobLines`): `{ ok: true, lines }` (trimmed, as sent), or the
 * messages by line key and field plus a message for the whole list (too many or no lines).
 */
export function checkDraft(
  draft: readonly DraftLine[],
):
  | { ok: true; lines: PobLine[] }
  | { ok: false; errors: Record<number, Partial<Record<LineField, string>>>; listError: string | null } {
  const input = draft.map(({ channel, reference, amountFen, note }) => ({ channel, reference, amountFen, note }));
  const parsed = pobLines.safeParse(input);
  if (parsed.success) return { ok: true, lines: parsed.data };
  const errors: Record<number, Partial<Record<LineField, string>>> = {};
  let listError: string | null = null;
  for (const issue of parsed.error.issues) {
    const [index, field] = issue.path;
    const line = typeof index === 'number' ? draft[index] : undefined;
    if (line && typeof field === 'string') {
      const byField = errors[line.key] ?? {};
      byField[field as LineField] ??= issue.message;
      errors[line.key] = byField;
    } else listError ??= issue.message;
  }
  return { ok: false, errors, listError };
}

/** The sum of the amounts typed so far, fen (empty amounts count 0). */
export function draftTotalFen(draft: readonly DraftLine[]): number {
  return draft.reduce((sum, l) => sum + (Number.isFinite(l.amountFen) ? (l.amountFen as number) : 0), 0);
}

/**
 * What a quote priced, as a comparable string: the checked lines in order. A quote matches the draft
 * while `signatureOf(checkDraft(draft).lines)` equals the signature kept with it.
 */
export function signatureOf(lines: readonly PobLine[]): string {
  return JSON.stringify(pobQuoteInput.parse({ lines }).lines.map((l) => [l.channel, l.reference, l.amountFen, l.note]));
}

/** Whether `draft` is still exactly what the quote with `signature` priced. */
export function quoteMatches(signature: string, draft: readonly DraftLine[]): boolean {
  const checked = checkDraft(draft);
  return checked.ok && signatureOf(checked.lines) === signature;
}

/** Whole seconds until `expiresAt` (ISO) at `nowMs`, never below 0. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - nowMs) / 1000));
}

/** `1799` → `29:59`, `59` → `00:59`. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** What the wallet lacks to pay `totalVnd` from `availableVnd`, đồng (0 when it is enough). */
export function missingVnd(totalVnd: number, availableVnd: number): number {
  return Math.max(0, totalVnd - availableVnd);
}
