/**
 * One socket of `GET /api/ws` (decision 0113). The client's first message is
 * `{ "type": "auth", "token": "<access token>" }`, checked as the HTTP bearer is (signature, expiry,
 * live session, user not disabled); the server answers `{ type: 'ready', userId }` and the unread
 * counts. No token in the URL: URLs end up in logs. The client sends `auth` again after each refresh;
 * a token of another user closes the socket, and so does the token's expiry without a new one.
 * Every close names its reason in an `error` message first (Vietnamese, as the HTTP errors).
 */
import type { ErrorId } from '@app/shared/errors';
import { type LiveServerMessage, liveCloseCodes } from '@app/shared/live';
import { tokenExpiry } from '@app/shared/session-timing';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/platform/app-error.ts';
import type { LiveConnection, LiveRegistry } from './live-registry.ts';

/** The access-token check of modules/auth/tokens.ts (signature and expiry; AppError when bad). */
export interface TokenVerifier {
  verify(token: string): Promise<{ userId: number; sessionId: string }>;
}

export interface SocketDeps {
  registry: LiveRegistry;
  signer: TokenVerifier;
  /** The unread counts sent on `ready`. */
  unread(userId: number): Promise<Extract<LiveServerMessage, { type: 'unread' }>>;
}

function parse(raw: unknown): { type: 'auth'; token: string } | { type: 'ping' } | null {
  try {
    const m = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
    if (m?.type === 'ping') return { type: 'ping' };
    if (m?.type === 'auth' && typeof m.token === 'string' && m.token.length <= 2048)
      return { type: 'auth', token: m.token };
  } catch {
    // not JSON: refused below
  }
  return null;
}

/** Serves one socket until it closes. */
export function serveSocket(socket: WebSocket, deps: SocketDeps): void {
  const { registry, signer } = deps;
  const limits = registry.limits;
  registry.track(socket);
  let conn: LiveConnection | null = null;
  let pending = Promise.resolve();
  let windowStart = Date.now();
  let inWindow = 0;

  const fail = (code: number, id: ErrorId) => registry.end(socket, code, id);
  const authTimer = setTimeout(() => fail(liveCloseCodes.unauthorized, 'unauthenticated'), limits.authTimeoutMs);

  const authenticate = async (token: string) => {
    let claims: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      claims = await signer.verify(token);
    } catch (e) {
      return fail(liveCloseCodes.unauthorized, e instanceof AppError ? e.id : 'invalid-user-token');
    }
    const live = await registry.session(claims.sessionId);
    if (!live || live.userId !== claims.userId || (conn && conn.userId !== claims.userId))
      return fail(liveCloseCodes.unauthorized, 'invalid-user-token');
    if (socket.readyState !== 1) return;
    clearTimeout(authTimer);
    const expiresAt = tokenExpiry(token);
    const expiry =
      expiresAt === null
        ? null
        : setTimeout(
            () => fail(liveCloseCodes.unauthorized, 'user-token-expired'),
            Math.max(0, expiresAt - Date.now()),
          );
    expiry?.unref();
    if (conn) {
      // A refreshed token (maybe of a new session after a sign-in elsewhere in the tab).
      if (conn.expiry) clearTimeout(conn.expiry);
      conn.expiry = expiry;
      conn.sessionId = claims.sessionId;
      if (live.roles.join() !== conn.roles.join()) {
        conn.roles = live.roles;
        registry.resubscribe(conn);
      }
      return;
    }
    conn = {
      socket,
      userId: claims.userId,
      sessionId: claims.sessionId,
      roles: live.roles,
      unsubscribe: () => {},
      expiry,
    };
    registry.attach(conn);
    const ready: LiveServerMessage = { type: 'ready', userId: claims.userId };
    registry.send(socket, JSON.stringify(ready));
    const unread = await deps.unread(claims.userId).catch(() => null);
    if (unread) registry.send(socket, JSON.stringify(unread));
  };

  socket.on('message', (raw) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      inWindow = 0;
    }
    if (++inWindow > limits.messagesPerMinute) return fail(liveCloseCodes.tooMany, 'too-many-requests');
    const message = parse(raw);
    if (!message) return fail(liveCloseCodes.badMessage, 'validation-error');
    if (message.type === 'ping') return;
    // One auth at a time, in the order sent.
    pending = pending.then(() => authenticate(message.token)).catch(() => fail(1011, 'internal-error'));
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    if (conn) registry.detach(conn);
  });
  socket.on('error', () => socket.terminate());
}
