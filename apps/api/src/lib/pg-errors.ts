/** PostgreSQL error codes the services react to (errors arrive directly or wrapped by Drizzle as `cause`). */

/** True for a unique-index violation (23505): a concurrent request took the value first. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/** The constraint a unique violation names (e.g. `users_phone_unique`), or '' when unknown. */
export function violatedConstraint(e: unknown): string {
  const err = e as { constraint?: string; cause?: { constraint?: string } } | null;
  return err?.constraint ?? err?.cause?.constraint ?? '';
}
