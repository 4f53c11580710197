import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, liveSocketUrl, type SocketLike } from './live-client.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // server side
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let token: string | null;
const flush = () => vi.advanceTimersByTimeAsync(0);

function client(extra: Partial<Parameters<typeof createLiveClient>[0]> = {}) {
  return createLiveClient({
    url: 'wss://shop.example/api/ws',
    getToken: () => token,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 1,
    tokenCheckMs: 10_000,
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live client', () => {
  it('sends the token as the first message and is open once the server is ready', async () => {
    const live = client();
    const statuses: string[] = [];
    live.onStatus((s) => statuses.push(s));
    const ready = vi.fn();
    live.onReady(ready);
    live.start();
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('wss://shop.example/api/ws');
    sockets[0]!.open();
    await flush();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(live.status).toBe('connecting');
    sockets[0]!.receive({ type: 'ready', userId: 3 });
    expect(live.status).toBe('open');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('hands each message to the listeners of its type', async () => {
    const live = client();
    const changed = vi.fn();
    const off = live.on('changed', changed);
    live.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'changed', subject: 'recharge', id: 5 });
    sockets[0]!.receive({ type: 'unread', notifications: 2 });
    expect(changed).toHaveBeenCalledWith({ type: 'changed', subject: 'recharge', id: 5 });
    expect(changed).toHaveBeenCalledTimes(1);
    off();
    sockets[0]!.receive({ type: 'changed', subject: 'recharge', id: 6 });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('reconnects with growing delays, refetches on each ready, and never after being replaced', async () => {
    const live = client();
    const ready = vi.fn();
    live.onReady(ready);
    live.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', userId: 3 });
    sockets[0]!.drop(1006);
    expect(live.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006); // failed again before ready: 2 s
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.receive({ type: 'ready', userId: 3 });
    expect(ready).toHaveBeenCalledTimes(2);
    sockets[2]!.drop(4409);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(3);
  });

  it('re-sends auth when the token changed, and only then', async () => {
    const live = client();
    live.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', userId: 3 });
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.sent).toHaveLength(1);
    token = 'token-2';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-2' },
    ]);
    token = 'token-3';
    live.reauth();
    await flush();
    expect(sockets[0]!.sent).toHaveLength(3);
  });

  it('waits without a token, connects on reauth, and stop closes for good', async () => {
    token = null;
    const live = client();
    live.start();
    await flush();
    expect(sockets).toHaveLength(0);
    token = 'token-1';
    live.reauth();
    await flush();
    expect(sockets).toHaveLength(1);
    live.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(live.status).toBe('closed');
  });

  it('derives the socket address from the API base', () => {
    expect(liveSocketUrl('/api', { href: 'https://shop.example/purchaseOrder/1' })).toBe('wss://shop.example/api/ws');
    expect(liveSocketUrl('http://127.0.0.1:3000/api/', { href: 'http://localhost:5173/' })).toBe(
      'ws://127.0.0.1:3000/api/ws',
    );
  });
});
