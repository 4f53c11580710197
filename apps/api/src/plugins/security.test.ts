/**
 * Headers, compression and docs of every response (decision 0021): the CSP allows only this
 * origin's scripts, frames are refused, HSTS only over HTTPS (through a trusted proxy), answers of
 * 1 KB and more are compressed, the built apps' .br/.gz twins are served, /api/docs is off in
 * production unless API_DOCS=true.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import { loginAdmin, TEST_JWT_SECRET, useTestApp } from '../test/helpers.ts';
import type { StaticRoots } from './static.ts';

const ctx = useTestApp();
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

async function appWith(env: Record<string, string>, serveStatic?: StaticRoots): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.database.db,
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    jwtSecret: TEST_JWT_SECRET,
    mailer: createMailer({ db: ctx.database.db, from: 'test@example.vn', log: () => {} }),
    serveStatic,
    logger: false,
  });
  extraApps.push(app);
  return app;
}

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const csp = String(headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('security headers', () => {
  it('sends the CSP, nosniff, referrer policy and frame refusal on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/NoSuchThing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = cspOf(res.headers);
      expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(String(csp.get('script-src'))).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});

describe('compression', () => {
  it('compresses an API answer of 1 KB or more with brotli or gzip, and leaves small ones alone', async () => {
    const auth = await loginAdmin(ctx.app);
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it("serves the build's .br and .gz twins of static files, with the shell's cache rules", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    try {
      const web = path.join(dir, 'web');
      mkdirSync(path.join(web, 'assets'), { recursive: true });
      const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
      const html = '<!doctype html><html><body><script type="module" src="/assets/app.js"></script></body></html>';
      writeFileSync(path.join(web, 'index.html'), html);
      writeFileSync(path.join(web, 'index.html.br'), brotliCompressSync(html));
      writeFileSync(path.join(web, 'assets/app.js'), script);
      writeFileSync(path.join(web, 'assets/app.js.br'), brotliCompressSync(script));
      writeFileSync(path.join(web, 'assets/app.js.gz'), gzipSync(script));
      const app = await appWith({}, { web, admin: path.join(dir, 'no-admin') });

      const br = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const identity = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(script);

      // The SPA fallback sends the shell's twin too, never cached by HTTP, with the CSP.
      const page = await app.inject({ method: 'GET', url: '/orders/12', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
      expect(cspOf(page.headers).get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('/api/docs', () => {
  it('is served outside production, off in production, and on in production with API_DOCS=true', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const secrets = { DATABASE_URL: 'postgres://unused', JWT_SECRET: TEST_JWT_SECRET };
    const production = await appWith({ NODE_ENV: 'production', ...secrets });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const withDocs = await appWith({ NODE_ENV: 'production', API_DOCS: 'true', ...secrets });
    expect((await withDocs.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
