/**
 * Reading the audit log in tests (decision 0096): the rows of an action or a subject, oldest first,
 * in the shape a reviewer compares (who, from where, what, before, after).
 */
import { query } from './fixtures.ts';
import type { TestContext } from './helpers.ts';

export interface AuditRow {
  actorId: number | null;
  actorName: string;
  ip: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows whose action is `action` (or matches it as a LIKE pattern), with an optional subject id. */
export async function auditRows(
  ctx: Pick<TestContext, 'database'>,
  action: string,
  subjectId?: string | number,
): Promise<AuditRow[]> {
  const params: unknown[] = [action];
  if (subjectId !== undefined) params.push(String(subjectId));
  return query<AuditRow>(
    ctx,
    `select actor_id as "actorId", actor_name as "actorName", ip, action, subject_type as "subjectType",
       subject_id as "subjectId", before, after
     from audit_log where action like $1 ${subjectId === undefined ? '' : 'and subject_id = $2'} order by id`,
    params,
  );
}

/** How many audit rows exist now (to show a refused or rolled-back action wrote none). */
export async function auditCount(ctx: Pick<TestContext, 'database'>): Promise<number> {
  const [row] = await query<{ n: number }>(ctx, 'select count(*)::int as n from audit_log');
  return row!.n;
}
