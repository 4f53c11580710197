/**
 * SQL of the staff search box (decision 0040; what a text matches: @app/shared/search). Every
 * condition can use an index: names by trigrams of `vn_fold(full_name)` (GIN, pg_trgm), phones,
 * emails and codes by prefix (btree `text_pattern_ops`), all from migrations 0008–0009.
 */
import { escapeLike, foldSearchText, type SearchTerms } from '@app/shared/search';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/auth.ts';

/** The users `terms` find: name contains, phone or email starts with; undefined when none applies. */
export function userMatch(t: SearchTerms): SQL | undefined {
  return or(
    t.name ? sql`vn_fold(${users.fullName}) like ${`%${escapeLike(foldSearchText(t.name))}%`}` : undefined,
    t.phone ? sql`${users.phone} like ${`${escapeLike(t.phone)}%`}` : undefined,
    t.email ? sql`${users.email} like ${`${escapeLike(t.email)}%`}` : undefined,
  );
}

/** `code` starts with one of `t.codes`; undefined when there is none. */
export function codeMatch(code: AnyPgColumn, t: SearchTerms): SQL | undefined {
  return or(...t.codes.map((c) => sql`${code} like ${`${escapeLike(c)}%`}`));
}

/**
 * `userId` is one of the users `t` finds, as `= any(array(…))`: the array is computed once, so the
 * condition can use the table's user_id index, and an OR with a code prefix becomes a BitmapOr.
 */
export function ownerMatch(userId: AnyPgColumn, t: SearchTerms): SQL | undefined {
  const who = userMatch(t);
  return who ? sql`${userId} = any(array(select ${users.id} from ${users} where ${who}))` : undefined;
}

/** Rows whose code or owner `t` matches; `false` when the text can match nothing. */
export function codeOrOwnerMatch(code: AnyPgColumn, userId: AnyPgColumn, t: SearchTerms): SQL {
  return or(codeMatch(code, t), ownerMatch(userId, t)) ?? sql`false`;
}
