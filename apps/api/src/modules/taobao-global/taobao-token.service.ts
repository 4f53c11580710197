/**
 * Linking Taobao buyer accounts (decision 0116): the customer starts (an authorize URL with a
 * signed `state` naming them and the route they chose), the provider sends the browser back to the
 * callback, which checks the state, exchanges the code and stores the tokens encrypted
 * (AES-256-GCM, token-crypto.ts). A provider account lives on one customer's link at a time.
 * Unlinking revokes (the stored tokens are overwritten). Tokens are never answered.
 */
import type { TaobaoLinkError, TaobaoLinkStart, TaobaoToken } from '@app/shared/contracts/taobao-global';
import { taobaoTokenMachine } from '@app/shared/machines/taobao-global';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { type Actor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { warehouseNames } from '../warehouse/warehouse.service.ts';
import { listRoutes } from '../warehouse/warehouse-admin.service.ts';
import type { TaobaoGlobal } from './taobao.config.ts';
import { mapToken } from './taobao-global.mapper.ts';
import * as repo from './taobao-global.repository.ts';
import { ProviderError, type ProviderTokens } from './taobao-provider.ts';

/** How long a started link waits for the provider's callback. */
export const LINK_STATE_TTL_MS = 15 * 60_000;

/** The service, or 404 `taobao-global-not-configured` when this server has none. */
export function requireTaobao(tg: TaobaoGlobal | null): TaobaoGlobal {
  if (!tg) throw new AppError('taobao-global-not-configured');
  return tg;
}

/** The caller's accounts that are not revoked, newest first. */
export async function listTokens(db: Executor, actor: Actor): Promise<TaobaoToken[]> {
  const [rows, names] = await Promise.all([repo.listTokens(db, actor), warehouseNames(db)]);
  return rows.map((r) => mapToken(r.token, r.orderCount, names));
}

/** One account the actor may see; 404 otherwise. */
export async function loadToken(db: Executor, actor: Actor, id: number): Promise<TaobaoToken> {
  const row = await repo.findToken(db, actor, id);
  if (!row) throw new AppError('not-found');
  return mapToken(row.token, row.orderCount, await warehouseNames(db));
}

/**
 * Starts linking for `actor` on route `routeId` (default the first active route): the provider's
 * authorize URL carrying a state signed for LINK_STATE_TTL_MS. 404 `route-not-found` for a route
 * that is unknown or inactive (or when none is active).
 */
export async function startLink(
  db: Executor,
  tg: TaobaoGlobal,
  actor: Actor,
  input: { routeId?: number },
): Promise<TaobaoLinkStart> {
  const routes = (await listRoutes(db)).filter((r) => r.active).sort((a, b) => a.id - b.id);
  const route = input.routeId === undefined ? routes[0] : routes.find((r) => r.id === input.routeId);
  if (!route) throw new AppError('route-not-found');
  const expiresAt = new Date(tg.now().getTime() + LINK_STATE_TTL_MS);
  const state = tg.cipher.signState({ u: actor.userId, c: route.fromWarehouseId, v: route.toWarehouseId }, expiresAt);
  return { authorizeUrl: tg.provider.authorizeUrl(tg.redirectUri, state), expiresAt: expiresAt.toISOString() };
}

/** Where the callback sends the browser: the accounts page with a flag. */
export function linkRedirect(outcome: { linked: true } | { error: TaobaoLinkError }): string {
  return 'linked' in outcome ? '/taobaoIntToken?linked=1' : `/taobaoIntToken?error=${outcome.error}`;
}

interface StatePayload {
  u: number;
  c: number;
  v: number;
}

function statePayload(raw: Record<string, unknown> | null): StatePayload | null {
  if (!raw) return null;
  const { u, c, v } = raw;
  return [u, c, v].every((n) => Number.isInteger(n) && (n as number) > 0) ? (raw as unknown as StatePayload) : null;
}

/**
 * The provider's redirect: stores the link and answers where to send the browser. Nothing is stored
 * when the state is missing, forged or expired (`invalid-state`), the buyer refused (`denied`), the
 * code cannot be exchanged (`exchange-failed`), or the account lives on another customer's link
 * (`taobao-account-linked-elsewhere`). The same customer linking the account again renews its
 * tokens and route (an expired link becomes active).
 */
export async function completeLink(
  db: Db,
  tg: TaobaoGlobal,
  q: { code?: string; state?: string; error?: string },
): Promise<string> {
  const payload = statePayload(q.state ? tg.cipher.verifyState(q.state, tg.now()) : null);
  if (!payload) return linkRedirect({ error: 'invalid-state' });
  if (q.error || !q.code) return linkRedirect({ error: 'denied' });
  let tokens: ProviderTokens;
  try {
    tokens = await tg.provider.exchangeCode(q.code, tg.redirectUri);
  } catch (e) {
    if (e instanceof ProviderError) return linkRedirect({ error: 'exchange-failed' });
    throw e;
  }
  if (!tokens.accountId) return linkRedirect({ error: 'exchange-failed' });
  const secrets = {
    nick: tokens.nick || tokens.accountId,
    accessTokenEnc: tg.cipher.encrypt(tokens.accessToken),
    refreshTokenEnc: tg.cipher.encrypt(tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    cnWarehouseId: payload.c,
    vnWarehouseId: payload.v,
    lastSyncError: '',
  };
  const outcome = await transaction(db, async (tx) => {
    const live = await repo.lockLiveTokenOfAccount(tx, tokens.accountId);
    if (live && live.userId !== payload.u) return 'taobao-account-linked-elsewhere' as const;
    if (live) {
      const row = await repo.updateToken(tx, live.id, secrets);
      if (row.status === 'expired') {
        await transition(tx, taobaoTokenMachine, row, 'active', systemActor, { note: 'Khách liên kết lại tài khoản' });
      }
      return 'linked' as const;
    }
    const created = await enter(
      tx,
      taobaoTokenMachine,
      { userId: payload.u, providerAccountId: tokens.accountId, ...secrets },
      systemActor,
      { status: 'active', note: 'Khách liên kết tài khoản Taobao', onConflictDoNothing: true },
    );
    // A concurrent callback linked it first (the partial unique index refused this one).
    return created ? ('linked' as const) : ('taobao-account-linked-elsewhere' as const);
  });
  return outcome === 'linked' ? linkRedirect({ linked: true }) : linkRedirect({ error: outcome });
}

/**
 * Unlinks account `id` of the actor (status `revoked`, its stored tokens overwritten); 404 for an
 * account not theirs; revoking a revoked account answers it unchanged.
 */
export async function revokeToken(db: Db, tg: TaobaoGlobal, actor: Actor, id: number): Promise<TaobaoToken> {
  await transaction(db, async (tx) => {
    const row = await repo.lockToken(tx, actor, id);
    if (!row) throw new AppError('not-found');
    if (row.status === 'revoked') return;
    const wiped = await repo.updateToken(tx, row.id, {
      accessTokenEnc: tg.cipher.encrypt(''),
      refreshTokenEnc: tg.cipher.encrypt(''),
    });
    await transition(tx, taobaoTokenMachine, wiped, 'revoked', actor, { note: 'Khách hủy liên kết' });
  });
  return loadToken(db, actor, id);
}
