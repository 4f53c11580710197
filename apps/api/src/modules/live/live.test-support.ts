/**
 * A test's live socket: connects to an app listening on a real port, records what the server sends,
 * and waits on messages and the close by events (no polling).
 */
import type { LiveServerMessage } from '@app/shared/live';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

export interface TestSocket {
  ws: WebSocket;
  messages: LiveServerMessage[];
  /** Resolves with the first message (already received or coming) that `match`es; rejects after `ms`. */
  next<T extends LiveServerMessage['type']>(
    type: T,
    match?: (m: Extract<LiveServerMessage, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<LiveServerMessage, { type: T }>>;
  /** The close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** Port of a listening app. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return address.port;
}

/** Opens `ws://127.0.0.1:{port}/api/ws`, optionally sending `{ type: 'auth', token }` once open. */
export async function openSocket(app: FastifyInstance, token?: string): Promise<TestSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${portOf(app)}/api/ws`);
  const messages: LiveServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)) as LiveServerMessage);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket: TestSocket = {
    ws,
    messages,
    closed,
    send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next(type, match = () => true, ms = 3_000) {
      type M = Parameters<typeof match>[0];
      const find = () => messages.find((m): m is M => m.type === type && match(m as M));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} message within ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        function check() {
          const m = find();
          if (!m) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        }
        waiters.add(check);
      });
    },
  };
  if (token) socket.send({ type: 'auth', token });
  return socket;
}

/** Opens an authenticated socket and waits for `ready`. */
export async function readySocket(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = await openSocket(app, token);
  await socket.next('ready');
  return socket;
}
