/**
 * The browser's end of the live connection `GET /api/ws` (decision 0113), shared by the PWA and the
 * console, free of any framework:
 * - opens the socket, sends `{ type: 'auth', token }` first (never a token in the URL), and is `open`
 *   once the server answered `ready`; `onReady` listeners then refetch what they show, since
 *   anything sent while the socket was down is lost (PostgreSQL is the truth: reconnect = refetch);
 * - reconnects after any close with back-off (1 s doubling to 30 s) and jitter, so a restarted
 *   server is not hit by every client at once; not after 4409 (the user opened too many sockets:
 *   this one, the oldest, gave way);
 * - re-sends `auth` when the token changed (checked every `tokenCheckMs` and on `reauth()`, which
 *   the app calls after a refresh), before the server closes the socket at the old token's expiry.
 */
import { type LiveServerMessage, liveCloseCodes } from './live.ts';

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  /** `wss://host/api/ws` (see liveSocketUrl). */
  url: string;
  /** The current access token (refreshed first when stale); null when signed out. */
  getToken: () => string | null | Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay, ms (doubling up to `maxDelayMs`). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often an open socket checks whether the token changed, ms. */
  tokenCheckMs?: number;
  random?: () => number;
}

type MessageOf<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

export interface LiveClient {
  readonly status: LiveStatus;
  /** Connects (no-op when already connected or connecting). */
  start(): void;
  /** Closes and stops reconnecting (sign-out). */
  stop(): void;
  /** Sends the current token again (after a refresh), or connects now when closed. */
  reauth(): void;
  on<T extends LiveServerMessage['type']>(type: T, fn: (message: MessageOf<T>) => void): () => void;
  /** Called on every `ready` (first connect and each reconnect). */
  onReady(fn: () => void): () => void;
  onStatus(fn: (status: LiveStatus) => void): () => void;
}

/** `ws(s)://…/api/ws` for an API base (`/api` or `https://api.example.vn/api`) seen from `location`. */
export function liveSocketUrl(apiBase: string, location: { href: string }): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/ws`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export function createLiveClient(opts: LiveClientOptions): LiveClient {
  const minDelay = opts.minDelayMs ?? 1_000;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const random = opts.random ?? Math.random;
  const create = opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const listeners = new Map<string, Set<(m: never) => void>>();
  const readyListeners = new Set<() => void>();
  const statusListeners = new Set<(s: LiveStatus) => void>();
  let status: LiveStatus = 'closed';
  let socket: SocketLike | null = null;
  let running = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let tokenCheck: ReturnType<typeof setInterval> | null = null;
  let sentToken: string | null = null;
  let opening = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const fn of statusListeners) fn(next);
  };

  const sendAuth = async (s: SocketLike, onlyIfChanged: boolean) => {
    const token = await Promise.resolve(opts.getToken()).catch(() => null);
    if (s !== socket || s.readyState !== 1) return;
    if (!token) return s.close(1000, 'signed out');
    if (onlyIfChanged && token === sentToken) return;
    sentToken = token;
    s.send(JSON.stringify({ type: 'auth', token }));
  };

  const scheduleReconnect = () => {
    if (!running || retry) return;
    const base = Math.min(maxDelay, minDelay * 2 ** failures);
    failures += 1;
    retry = setTimeout(
      () => {
        retry = null;
        connect();
      },
      base / 2 + (random() * base) / 2,
    );
  };

  const dispatch = (message: LiveServerMessage) => {
    if (message.type === 'ready') {
      failures = 0;
      setStatus('open');
      for (const fn of readyListeners) fn();
    }
    for (const fn of listeners.get(message.type) ?? []) (fn as (m: LiveServerMessage) => void)(message);
  };

  async function connect() {
    if (!running || socket || opening) return;
    // No socket without a session: try again later (the app calls reauth() after a sign-in).
    opening = true;
    const token = await Promise.resolve(opts.getToken()).catch(() => null);
    opening = false;
    if (!running || socket) return;
    if (!token) return scheduleReconnect();
    setStatus('connecting');
    let s: SocketLike;
    try {
      s = create(opts.url);
    } catch {
      setStatus('closed');
      return scheduleReconnect();
    }
    socket = s;
    s.onopen = () => void sendAuth(s, false);
    s.onmessage = (ev) => {
      if (s !== socket) return;
      try {
        dispatch(JSON.parse(String(ev.data)) as LiveServerMessage);
      } catch {
        // a malformed frame is ignored; the next refetch brings the truth
      }
    };
    s.onerror = () => {};
    s.onclose = (ev) => {
      if (s !== socket) return;
      socket = null;
      sentToken = null;
      setStatus('closed');
      if (ev.code !== liveCloseCodes.replaced) scheduleReconnect();
    };
  }

  return {
    get status() {
      return status;
    },
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void connect();
      tokenCheck = setInterval(() => {
        if (socket && status === 'open') void sendAuth(socket, true);
      }, opts.tokenCheckMs ?? 30_000);
    },
    stop() {
      running = false;
      if (retry) clearTimeout(retry);
      if (tokenCheck) clearInterval(tokenCheck);
      retry = null;
      tokenCheck = null;
      const s = socket;
      socket = null;
      sentToken = null;
      s?.close(1000, 'stopped');
      setStatus('closed');
    },
    reauth() {
      if (!running) return;
      if (socket) return void (socket.readyState === 1 && sendAuth(socket, true));
      if (retry) clearTimeout(retry);
      retry = null;
      failures = 0;
      void connect();
    },
    on(type, fn) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(fn as (m: never) => void);
      return () => set.delete(fn as (m: never) => void);
    },
    onReady(fn) {
      readyListeners.add(fn);
      return () => readyListeners.delete(fn);
    },
    onStatus(fn) {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
  };
}
