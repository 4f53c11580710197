/**
 * The shops' item pages for the extension's browser test: the fixture pages of
 * apps/extension/fixtures served over plain http on 127.0.0.1, and the Chromium flag that makes
 * the shops' hosts (and image hosts) resolve to it, so the content scripts run on
 * `item.taobao.com/item.htm?id=…` as on the real site. Nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixtures = path.resolve(import.meta.dirname, '../../apps/extension/fixtures');

/** Page URL (http, as served here) → fixture file. */
export const shopPages = {
  taobao: { url: 'http://item.taobao.com/item.htm?id=723456789012', file: 'taobao/variants-sold-out.html' },
  tmall: { url: 'http://detail.tmall.com/item.htm?id=745678901234', file: 'tmall/variants-promotion.html' },
  '1688': { url: 'http://detail.1688.com/offer/781234567890.html', file: '1688/price-tiers-moq.html' },
  pinduoduo: {
    url: 'http://mobile.yangkeduo.com/goods.html?goods_id=512345678901',
    file: 'pinduoduo/variants-group-price.html',
  },
  taobaoChanged: { url: 'http://item.taobao.com/item.htm?id=745600000001', file: 'taobao/changed-layout.html' },
} as const;

const hosts = [
  'item.taobao.com',
  'detail.tmall.com',
  'detail.1688.com',
  'mobile.yangkeduo.com',
  'img.alicdn.com',
  'cbu01.alicdn.com',
  'img.pddpic.com',
];

/** Serves the fixture pages; answers the listening server and the `--host-resolver-rules` flag. */
export async function startShopPages(): Promise<{ server: Server; resolverFlag: string }> {
  const byUrl = new Map<string, string>(Object.values(shopPages).map((p) => [p.url, p.file]));
  const server = createServer((req, res) => {
    const file = byUrl.get(`http://${req.headers.host}${req.url}`);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(path.join(fixtures, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const rules = hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ');
  return { server, resolverFlag: `--host-resolver-rules=${rules}` };
}
