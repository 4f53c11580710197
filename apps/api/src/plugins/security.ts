/**
 * Security headers and compression for every response (decision 0021).
 *
 * - helmet: a Content-Security-Policy that runs only this origin's script files (no inline
 *   script, no eval; WebAssembly compiled from this origin's files for the scan station's camera), `frame-ancestors 'none'`, `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 *   no-referrer`. `style-src` allows 'unsafe-inline' because antd and antd-mobile inject their styles
 *   at run time (CSS-in-JS); styles cannot run code. Images may come over https from anywhere (the
 *   customer's product pictures on the shops' image hosts) and as data: URLs.
 * - HSTS only when the request arrived over HTTPS (directly, or through a trusted proxy's
 *   X-Forwarded-Proto): a plain-HTTP development server must not pin browsers to HTTPS.
 * - @fastify/compress: brotli or gzip for answers of 1 KB and more; event streams stay as they are
 *   (the plugin's default type filter leaves text/event-stream out). Static files that have a .br or
 *   .gz twin from the build are sent as such by @fastify/static (plugins/static.ts).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The Content-Security-Policy directives (exported for the tests and the decision record). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval' lets the console compile the barcode reader's WebAssembly (served from this
  // origin); it allows no JavaScript eval (decision 0057).
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Responses at least this large (bytes) are compressed. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The headers helmet sets with this configuration, read once by running its middleware on a
 * recording response: helmet's values never depend on the request here (no nonces).
 */
function helmetHeaders(): Record<string, string> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // The PWA loads nothing cross-origin that could opt in; keep embedder policy off (default).
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  setHeaders({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Read once and set as one block on every reply: helmet's middleware, run per request, set them
  // one by one on the raw response, which halved the requests per second of a cached read
  // (@fastify/helmet even rebuilt the middleware, parsing the CSP, on every request; decision 0024).
  const headers = helmetHeaders();
  const withHsts = { ...headers, 'strict-transport-security': HSTS_VALUE };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? withHsts : headers);
    done();
  });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}
