/**
 * PostgreSQL error codes the services react to (errors arrive directly or wrapped by Drizzle as
 * `cause`), and the mapping of any remaining data or constraint error to a 4xx error id, so bad
 * input that slips past the contracts is answered in Vietnamese, never with a 500 (decision 0022).
 * Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
import type { ErrorId } from '@app/shared/errors';

interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error itself, or the one Drizzle wraps as `cause`; undefined for other errors. */
function pgFields(e: unknown): PgErrorFields | undefined {
  for (let err = e as { code?: unknown; cause?: unknown } | null | undefined, depth = 0; err && depth < 3; depth++) {
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err as PgErrorFields;
    err = err.cause as typeof err;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error (e.g. `23505`), or '' when `e` is not one. */
export function pgCode(e: unknown): string {
  return pgFields(e)?.code ?? '';
}

/** True for a unique-index violation (23505): a concurrent request took the value first. */
export function isUniqueViolation(e: unknown): boolean {
  return pgCode(e) === '23505';
}

/** The constraint a violation names (e.g. `users_phone_unique`), or '' when unknown. */
export function violatedConstraint(e: unknown): string {
  return pgFields(e)?.constraint ?? '';
}

/** CHECK constraints whose refusal has its own message (schema files name them). */
const checkErrors: Record<string, ErrorId> = {
  cart_items_line_amount_check: 'cart-line-too-large',
};

/**
 * The 4xx error id for a data exception (class 22) or an integrity violation (class 23), or null
 * for anything else (a bug, an outage: those stay 500). Called by the error handler only, after
 * the services had their chance to say something more specific.
 */
export function clientErrorOf(e: unknown): ErrorId | null {
  const code = pgCode(e);
  if (code.startsWith('22')) {
    if (code === '22001') return 'input-too-long';
    if (code === '22021' || code === '22P05') return 'input-invalid-characters';
    if (code === '22003' || code === '22008' || code === '22012') return 'input-out-of-range';
    return 'input-invalid';
  }
  if (code.startsWith('23')) {
    if (code === '23505' || code === '23P01') return 'data-conflict';
    if (code === '23503') return 'data-reference-missing';
    if (code === '23514') return checkErrors[violatedConstraint(e)] ?? 'data-constraint-violated';
    return 'input-invalid';
  }
  return null;
}
