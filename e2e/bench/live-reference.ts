/**
 * The live bench's yardstick (live.ts): a bare `ws` server in its own process that relays what it is
 * told. Sockets send `{ type: 'auth', token: '<userId>' }` and get `ready`; `POST /publish?user=ID`
 * sends the request's body to that user's sockets. No database, no Redis, no checks: the floor.
 */
import { createServer } from 'node:http';
import WebSocket from 'ws';

const byUser = new Map<string, Set<WebSocket>>();
// `WebSocket.Server`: the root's `ws` is 7.x, without the named ESM exports of 8.x.
const { Server } = WebSocket as unknown as { Server: typeof import('ws').WebSocketServer };
const server = createServer((req, res) => {
  if (req.url === '/ready') return res.end('ok');
  const user = new URL(req.url ?? '/', 'http://x').searchParams.get('user') ?? '';
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    for (const s of byUser.get(user) ?? []) s.send(body);
    res.end('{}');
  });
});
const wss = new Server({ server, path: '/api/ws', maxPayload: 4096 });
wss.on('connection', (socket: WebSocket) => {
  socket.once('message', (raw: unknown) => {
    const user = String((JSON.parse(String(raw)) as { token: string }).token);
    const set = byUser.get(user) ?? new Set();
    set.add(socket);
    byUser.set(user, set);
    socket.on('close', () => set.delete(socket));
    socket.send(JSON.stringify({ type: 'ready', userId: Number(user) }));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
