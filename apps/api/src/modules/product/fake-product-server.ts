/**
 * A local OneBound-style product API (decision 0124) for the tests and the demo: node:http on
 * 127.0.0.1 at a random port, speaking the wire onebound-client.ts calls — `GET /{taobao|1688|
 * pinduoduo}/item_get/?key=&secret=&num_iid=` and `/{platform}/item_search/?key=&secret=&q=&page=` —
 * with the recorded answers of ./recordings (recordings/README.md lists them). A wrong key or
 * secret answers error_code 4005 as the real API does; an unknown item 2000. The tests (and nothing
 * else) slow it down (`setDelay`), make it fail (`setFailure(500)`) and count its requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiRoot } from '../../lib/platform/paths.ts';

export interface FakeProductRequest {
  platform: string;
  api: string;
  params: Record<string, string>;
}

export interface FakeProductServer {
  /** `http://127.0.0.1:{port}`: the client's PRODUCT_API_URL. */
  url: string;
  key: string;
  secret: string;
  /** Every request received so far (key checks included), oldest first. */
  requests(): FakeProductRequest[];
  /** Waits `ms` before answering each request (0: at once). */
  setDelay(ms: number): void;
  /** Answers every request with this HTTP status (null: answer normally). */
  setFailure(status: number | null): void;
  close(): Promise<void>;
}

/**
 * The keywords the recordings answer → the files' slug. The real API searches with Chinese keywords;
 * the Vietnamese `balo` and `váy` answer the same pages so the demo can be tried without typing Chinese.
 */
export const FAKE_SEARCH_KEYWORDS: Record<string, string> = {
  背包: 'beibao',
  连衣裙: 'lianyiqun',
  balo: 'beibao',
  váy: 'lianyiqun',
};

// From apiRoot, so the bundled server (`npm start`: dist/server.js) finds them too.
const recordingsDir = path.join(apiRoot, 'src', 'modules', 'product', 'recordings');

function loadRecordings(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const file of readdirSync(recordingsDir)) {
    if (file.endsWith('.json'))
      out.set(file.slice(0, -5), JSON.parse(readFileSync(path.join(recordingsDir, file), 'utf8')));
  }
  return out;
}

const refusal = (code: string, reason: string) => ({ error: reason, reason, error_code: code, cache: 0 });

export async function startFakeProductServer(opts: { key?: string; secret?: string } = {}): Promise<FakeProductServer> {
  const key = opts.key ?? 'demo-product-key';
  const secret = opts.secret ?? 'demo-product-secret';
  const recordings = loadRecordings();
  const seen: FakeProductRequest[] = [];
  let delayMs = 0;
  let failure: number | null = null;

  function answer(platform: string, api: string, params: Record<string, string>): unknown {
    if (params.key !== key || params.secret !== secret) return refusal('4005', 'key or secret invalid');
    if (api === 'item_get') {
      const id = params.num_iid ?? '';
      // Taobao and Tmall items share one id space and one endpoint.
      const names = platform === 'taobao' ? [`taobao-${id}`, `tmall-${id}`] : [`${platform}-${id}`];
      const found = names.map((n) => recordings.get(n)).find(Boolean);
      return found ?? refusal('2000', 'item-not-found');
    }
    if (api === 'item_search') {
      const slug = FAKE_SEARCH_KEYWORDS[(params.q ?? '').trim().normalize('NFC').toLowerCase()];
      const page = params.page ?? '1';
      const found = slug ? recordings.get(`search-${platform}-${slug}-${page}`) : undefined;
      return (
        found ?? {
          items: { page, real_total_results: 0, total_results: 0, page_size: 4, pagecount: 0, item: [] },
          error: '',
          reason: 'ok',
          error_code: '0000',
        }
      );
    }
    return null;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = url.pathname.match(/^\/(taobao|1688|pinduoduo)\/(item_get|item_search)\/?$/);
    const params = Object.fromEntries(url.searchParams);
    if (m) seen.push({ platform: m[1]!, api: m[2]!, params });
    const send = () => {
      if (res.destroyed) return;
      if (failure !== null) {
        res.writeHead(failure, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
        return;
      }
      const body = m ? answer(m[1]!, m[2]!, params) : null;
      if (body === null) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    if (delayMs > 0) setTimeout(send, delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    secret,
    requests: () => [...seen],
    setDelay: (ms) => {
      delayMs = ms;
    },
    setFailure: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
