/** Reading status events: the timelines of subjects (written only by transition.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { statusEvents } from '../../db/schema/status-event.ts';
import type { StatusSubjectType } from '../db/status-subjects.ts';

export type StatusEventRow = typeof statusEvents.$inferSelect;

/** The status events of the subjects `ids` of `type`, oldest first (id order). */
export async function listStatusEvents(
  db: Executor,
  type: StatusSubjectType,
  ids: readonly number[],
): Promise<StatusEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(statusEvents)
    .where(and(eq(statusEvents.subjectType, type), inArray(statusEvents.subjectId, [...ids])))
    .orderBy(asc(statusEvents.id));
}
