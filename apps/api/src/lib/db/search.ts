/**
 * SQL of the staff search box that needs no other table (decision 0040; what a text matches:
 * @app/shared/search): codes by prefix (btree `text_pattern_ops`, migrations 0008–0009). Matching
 * people is the auth module's (modules/auth/auth.refs.ts: userMatch, ownerMatch, codeOrOwnerMatch).
 */
import { escapeLike, type SearchTerms } from '@app/shared/search';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `code` starts with one of `t.codes`; undefined when there is none. */
export function codeMatch(code: AnyPgColumn, t: SearchTerms): SQL | undefined {
  return or(...t.codes.map((c) => sql`${code} like ${`${escapeLike(c)}%`}`));
}
