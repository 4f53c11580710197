/**
 * `GET /api/ws`: the one live connection (DESIGN.md §3.11, decision 0113). A WebSocket upgrade,
 * not a JSON endpoint, so it is not declared in a contract: its messages are @app/shared/live's
 * LiveClientMessage / LiveServerMessage. Frames above 4 KiB are refused by the socket itself
 * (close 1009): a client only ever sends `auth` and `ping`.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live/hub.ts';
import type { SessionCache } from '../../plugins/auth.ts';
import { chatUnreadCount } from '../chat/chat.service.ts';
import { unreadNotificationCount } from '../notification/notification.service.ts';
import { LiveRegistry } from './live-registry.ts';
import { serveSocket, type TokenVerifier } from './live-socket.ts';

export const LIVE_MAX_PAYLOAD_BYTES = 4096;

export interface LiveRouteDeps {
  db: Db;
  env: Env;
  live: LiveHub;
  signer: TokenVerifier;
  sessions: SessionCache;
}

export function liveRoutes(api: FastifyInstance, deps: LiveRouteDeps): void {
  void api.register(async (scope) => {
    const { env } = deps;
    const registry = new LiveRegistry(deps.db, deps.live, deps.sessions, {
      authTimeoutMs: env.LIVE_AUTH_TIMEOUT_MS,
      messagesPerMinute: env.LIVE_MESSAGES_PER_MINUTE,
      socketsPerUser: env.LIVE_SOCKETS_PER_USER,
      maxBufferedBytes: env.LIVE_MAX_BUFFERED_BYTES,
      heartbeatMs: env.LIVE_HEARTBEAT_MS,
    });
    // Before the plugin's own preClose (which closes what is left without a code): clients hear 1001.
    scope.addHook('preClose', async () => registry.close());
    await scope.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES } });
    scope.get('/ws', { websocket: true }, (socket) =>
      serveSocket(socket, {
        registry,
        signer: deps.signer,
        unread: async (userId) => {
          const [notifications, chat] = await Promise.all([
            unreadNotificationCount(deps.db, userId),
            chatUnreadCount(deps.db, { userId }),
          ]);
          return { type: 'unread', notifications, chat };
        },
      }),
    );
  });
}
