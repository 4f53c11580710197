/**
 * This instance's live sockets (decision 0113), by user: what each may hear and when it must go.
 * - A socket listens to its user's topic (`user:{id}`) and, for staff, to `staff` — where a chat
 *   message goes only to members who answer chats (`answer:chat`). Never to another user's topic.
 * - A revoked session, a disabled user or roles changed (change events, from any instance) re-check
 *   the user's sockets: gone sessions are closed, roles re-applied.
 * - Limits: sockets per user (one more closes the oldest), a slow client (more than
 *   `maxBufferedBytes` queued) is ended instead of buffered, a socket that misses a heartbeat is ended.
 */
import { type ErrorId, errorTable, wireCode } from '@app/shared/errors';
import type { LiveServerMessage } from '@app/shared/live';
import { liveCloseCodes } from '@app/shared/live';
import { can } from '@app/shared/permissions';
import type { Role } from '@app/shared/roles';
import { isStaff } from '@app/shared/roles';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import { type LiveHub, STAFF_TOPIC, userTopic } from '../../lib/live/hub.ts';
import { changeEventsOf } from '../../lib/platform/change-events.ts';
import type { SessionCache } from '../../plugins/auth.ts';

export interface LiveLimits {
  authTimeoutMs: number;
  messagesPerMinute: number;
  socketsPerUser: number;
  maxBufferedBytes: number;
  heartbeatMs: number;
}

/** An authenticated socket. */
export interface LiveConnection {
  readonly socket: WebSocket;
  userId: number;
  sessionId: string;
  roles: Role[];
  /** Unsubscribes from the hub's topics. */
  unsubscribe: () => void;
  /** Closes the socket when its access token expires without a new `auth`. */
  expiry: NodeJS.Timeout | null;
}

const OPEN = 1;

// The hub hands the same text to every listener of a message in turn: one parse per message.
let lastJson = '';
let lastType: unknown;
function typeOf(json: string): unknown {
  if (json !== lastJson) {
    lastJson = json;
    try {
      lastType = (JSON.parse(json) as { type?: unknown }).type;
    } catch {
      lastType = undefined;
    }
  }
  return lastType;
}

export class LiveRegistry {
  readonly #byUser = new Map<number, LiveConnection[]>();
  readonly #alive = new WeakMap<WebSocket, boolean>();
  readonly #sockets = new Set<WebSocket>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #unlisten: () => void;

  constructor(
    db: Db,
    private readonly hub: LiveHub,
    private readonly sessions: SessionCache,
    readonly limits: LiveLimits,
  ) {
    // After the session cache's own listener (subscribed first), so a re-check reads the database.
    this.#unlisten = changeEventsOf(db).subscribe({
      sessionRevoked: (id) => {
        for (const list of this.#byUser.values())
          for (const c of list)
            if (c.sessionId === id) this.end(c.socket, liveCloseCodes.unauthorized, 'invalid-user-token');
      },
      userChanged: (userId) => void this.recheck(this.#byUser.get(userId) ?? []),
      reset: () => void this.recheck([...this.#byUser.values()].flat()),
    });
    this.#heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Tracks a socket from its upgrade on (heartbeat, close on shutdown). */
  track(socket: WebSocket): void {
    this.#sockets.add(socket);
    this.#alive.set(socket, true);
    socket.on('pong', () => this.#alive.set(socket, true));
    socket.on('close', () => this.#sockets.delete(socket));
  }

  /** The live session `sessionId` (null when revoked, or its user disabled), as the HTTP auth reads it. */
  session(sessionId: string) {
    return this.sessions.get(sessionId);
  }

  /** Number of sockets open on this instance, authenticated or not. */
  get size(): number {
    return this.#sockets.size;
  }

  /** Registers an authenticated socket: subscribes it, and closes the user's oldest beyond the limit. */
  attach(c: LiveConnection): void {
    const list = this.#byUser.get(c.userId) ?? [];
    list.push(c);
    this.#byUser.set(c.userId, list);
    this.subscribe(c);
    while (list.length > this.limits.socketsPerUser) {
      const oldest = list[0]!;
      this.detach(oldest);
      this.end(oldest.socket, liveCloseCodes.replaced, 'too-many-requests');
    }
  }

  /** Forgets a socket (on close): unsubscribes it. Safe to call twice. */
  detach(c: LiveConnection): void {
    c.unsubscribe();
    c.unsubscribe = () => {};
    if (c.expiry) clearTimeout(c.expiry);
    const list = this.#byUser.get(c.userId);
    if (!list) return;
    const i = list.indexOf(c);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.#byUser.delete(c.userId);
  }

  /** Re-applies the topics after the roles changed. */
  resubscribe(c: LiveConnection): void {
    c.unsubscribe();
    this.subscribe(c);
  }

  private subscribe(c: LiveConnection): void {
    const offs = [this.hub.subscribe(userTopic(c.userId), (json) => this.send(c.socket, json))];
    if (isStaff(c.roles)) {
      const answersChat = can(c.roles, 'answer:chat');
      offs.push(
        this.hub.subscribe(STAFF_TOPIC, (json) => {
          // Chat on `staff` is for those who answer chats.
          if (!answersChat && typeOf(json) === 'chat') return;
          this.send(c.socket, json);
        }),
      );
    }
    c.unsubscribe = () => {
      for (const off of offs) off();
    };
  }

  /** Sends `json`, or ends the socket when the client does not keep up (never buffers without bound). */
  send(socket: WebSocket, json: string): void {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(json);
  }

  /** Sends an error message, then closes with `code`. */
  end(socket: WebSocket, code: number, id: ErrorId): void {
    if (socket.readyState !== OPEN) return;
    const error: LiveServerMessage = { type: 'error', code: wireCode(id), Message: errorTable[id].message };
    this.send(socket, JSON.stringify(error));
    socket.close(code, id);
  }

  private async recheck(list: LiveConnection[]): Promise<void> {
    for (const c of [...list]) {
      const live = await this.sessions.get(c.sessionId).catch(() => undefined);
      if (live === undefined) continue; // the database did not answer: keep the socket, check next time
      if (!live || live.userId !== c.userId) {
        this.end(c.socket, liveCloseCodes.unauthorized, 'invalid-user-token');
        continue;
      }
      if (live.roles.join() !== c.roles.join()) {
        c.roles = live.roles;
        this.resubscribe(c);
      }
    }
  }

  private beat(): void {
    for (const socket of this.#sockets) {
      if (!this.#alive.get(socket)) {
        socket.terminate();
        continue;
      }
      this.#alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        socket.terminate();
      }
    }
  }

  /** Stops listening; closes every socket with 1001 (clients reconnect, to another instance). */
  close(): void {
    clearInterval(this.#heartbeat);
    this.#unlisten();
    for (const socket of this.#sockets)
      if (socket.readyState === OPEN) socket.close(liveCloseCodes.goingAway, 'shutdown');
  }
}
