/**
 * Column helpers shared by the schema files. Money: integer đồng (`_vnd`) or integer fen (`_fen`)
 * as bigint in number mode, safe up to 9e15, far above any order here.
 */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
