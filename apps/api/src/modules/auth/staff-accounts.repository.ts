/**
 * SQL of staff accounts (modules/staff, decision 0097): users holding a staff role, searched like
 * customers (auth.refs.ts `userMatch`), and the row writes of creating, editing and disabling them.
 */

import { staffRoles } from '@app/shared/roles';
import { searchTerms } from '@app/shared/search';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userMatch } from './auth.refs.ts';

export type StaffRow = typeof users.$inferSelect;

/** Users holding at least one staff role. */
const isStaffRow: SQL = sql`${users.roles} && ${sql.param([...staffRoles])}::text[]`;

export interface StaffFilter {
  q?: string;
  role?: string;
  active?: 'true' | 'false';
}

function cutOf(f: StaffFilter): SQL | undefined {
  return and(
    isStaffRow,
    f.q ? (userMatch(searchTerms(f.q)) ?? sql`false`) : undefined,
    f.role ? sql`${f.role} = any(${users.roles})` : undefined,
    f.active === 'true' ? isNull(users.disabledAt) : f.active === 'false' ? isNotNull(users.disabledAt) : undefined,
  );
}

/** One page of staff newest first, and the total. */
export async function listStaff(db: Executor, f: StaffFilter & { page: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(users)
    .where(cutOf(f))
    .orderBy(desc(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(cutOf(f));
  return { rows, total: total?.n ?? 0 };
}

/** The staff member `id` (a user holding a staff role), locked for update when `lock`. */
export async function findStaff(db: Executor, id: number, lock = false): Promise<StaffRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffRow));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Locks every active admin's row (ascending id, so concurrent callers queue) and returns their ids. */
export async function lockActiveAdmins(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.roles})`, isNull(users.disabledAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The user whose e-mail is `email`, locked, or undefined. */
export async function lockUserByEmail(tx: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  return row;
}

export async function insertStaff(
  tx: Executor,
  v: { fullName: string; email: string; phone: string; roles: string[]; passwordHash: string },
): Promise<StaffRow> {
  const [row] = await tx.insert(users).values(v).returning();
  return row!;
}

export async function updateStaff(
  tx: Executor,
  id: number,
  v: Partial<
    Pick<StaffRow, 'fullName' | 'email' | 'phone' | 'roles' | 'passwordHash' | 'disabledAt' | 'disabledReason'>
  >,
): Promise<StaffRow> {
  const [row] = await tx
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
