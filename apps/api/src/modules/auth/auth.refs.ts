/**
 * What other modules may embed in their own SQL about people (decision 0088): read-only values of a
 * user keyed by a user-id column, and the staff search's match on people. The `users` table stays
 * this module's: its columns are named here only, so another module's query depends on these
 * functions, not on the table's shape.
 *
 * Each value is a scalar subquery on the primary key (one index probe per row, as a join would be),
 * so a list keeps its one round trip.
 */
import { escapeLike, foldSearchText, type SearchTerms } from '@app/shared/search';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { users } from '../../db/schema/auth.ts';
import { codeMatch } from '../../lib/db/search.ts';

type IdRef = AnyPgColumn | SQL;

const u = aliased(users, 'ref_user');
const c = u.col;

/** The user's full name (null when `id` is null or no such user). */
export function userFullName(id: IdRef): SQL<string | null> {
  return sql<string | null>`(select ${c(users.fullName)} from ${u.from} where ${c(users.id)} = ${outer(id)})`;
}

/** The user's phone. */
export function userPhone(id: IdRef): SQL<string | null> {
  return sql<string | null>`(select ${c(users.phone)} from ${u.from} where ${c(users.id)} = ${outer(id)})`;
}

/** The user's level id (decision 0100; null while not yet computed, or for no such user). */
export function userLevelId(id: IdRef | number): SQL<number | null> {
  const key = typeof id === 'number' ? sql`${id}::int` : outer(id);
  return sql<number | null>`(select ${c(users.levelId)} from ${u.from} where ${c(users.id)} = ${key})`;
}

/** Who a row names, as lists show them (null when `id` is null). */
export interface UserContact {
  id: number;
  fullName: string;
  phone: string;
  email: string;
}

/**
 * The user behind `id` as one JSON value (one index probe per row): id, full name, phone, e-mail;
 * null when `id` is null.
 */
export function userContact(id: IdRef): SQL<UserContact | null> {
  return sql<UserContact | null>`(select json_build_object('id', ${c(users.id)}, 'fullName', ${c(users.fullName)}, 'phone', ${c(users.phone)}, 'email', ${c(users.email)}) from ${u.from} where ${c(users.id)} = ${outer(id)})`;
}

/** The user behind `id` as `{ id, fullName }`; null when `id` is null. */
export function userRef(id: IdRef): SQL<{ id: number; fullName: string } | null> {
  return sql<{
    id: number;
    fullName: string;
  } | null>`(select json_build_object('id', ${c(users.id)}, 'fullName', ${c(users.fullName)}) from ${u.from} where ${c(users.id)} = ${outer(id)})`;
}

/** The user behind `id` as `{ id, fullName, phone }` (what staff lists show); null when `id` is null. */
export function userCard(id: IdRef): SQL<{ id: number; fullName: string; phone: string } | null> {
  return sql<{
    id: number;
    fullName: string;
    phone: string;
  } | null>`(select json_build_object('id', ${c(users.id)}, 'fullName', ${c(users.fullName)}, 'phone', ${c(users.phone)}) from ${u.from} where ${c(users.id)} = ${outer(id)})`;
}

/** The users `terms` find: name contains, phone or email starts with; undefined when none applies. */
export function userMatch(t: SearchTerms): SQL | undefined {
  return or(
    t.name ? sql`vn_fold(${users.fullName}) like ${`%${escapeLike(foldSearchText(t.name))}%`}` : undefined,
    t.phone ? sql`${users.phone} like ${`${escapeLike(t.phone)}%`}` : undefined,
    t.email ? sql`${users.email} like ${`${escapeLike(t.email)}%`}` : undefined,
  );
}

/**
 * `userId` is one of the users `t` finds, as `= any(array(…))`: the array is computed once, so the
 * condition can use the table's user_id index, and an OR with a code prefix becomes a BitmapOr
 * (decision 0040).
 */
export function ownerMatch(userId: AnyPgColumn, t: SearchTerms): SQL | undefined {
  const who = userMatch(t);
  return who ? sql`${outer(userId)} = any(array(select ${users.id} from ${users} where ${who}))` : undefined;
}

/** Rows whose code or owner `t` matches; `false` when the text can match nothing. */
export function codeOrOwnerMatch(code: AnyPgColumn, userId: AnyPgColumn, t: SearchTerms): SQL {
  return or(codeMatch(code, t), ownerMatch(userId, t)) ?? sql`false`;
}

/** The agent the customer belongs to (DESIGN.md §3.10), or null for none. */
export function userAgentId(id: IdRef | number): SQL<number | null> {
  const key = typeof id === 'number' ? sql`${id}::int` : outer(id);
  return sql<number | null>`(select ${c(users.agentUserId)} from ${u.from} where ${c(users.id)} = ${key})`;
}

/**
 * The `agent` scope of `visibleTo` (lib/platform/actor.ts) on a table's owner column: true when the
 * row's owner is `agentId` or one of its customers. Customers of another agent never match.
 */
export function ownedByAgentOrItsCustomers(owner: AnyPgColumn | SQL, agentId: number): SQL {
  return sql`(${owner} = ${agentId} or ${userAgentId(owner)} = ${agentId})`;
}
