/**
 * Serves the built PWA at `/` and the staff console at `/admin/`, with SPA fallback to each
 * index.html. The shell, the service worker, the manifest and `builds/*` are never cached by HTTP
 * (their freshness is what makes updates arrive); hashed assets are immutable. Files the build
 * compressed (`x.js.br`, `x.js.gz`, scripts/precompress.ts) are sent in the best encoding the
 * client accepts (`preCompressed`); others go through @fastify/compress (plugins/security.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessages } from '@app/shared/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectPageMeta, type PageMetaLookup } from '../lib/http/page-meta.ts';
import { repoRoot } from '../lib/platform/paths.ts';

export const webDist = path.join(repoRoot, 'apps/web/dist');
export const adminDist = path.join(repoRoot, 'apps/admin/dist');

function setHeaders(reply: FastifyReply, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Where the built apps are; tests pass their own directories. */
export interface StaticRoots {
  web: string;
  admin: string;
}

/**
 * `pageMeta`: the Open Graph meta of a PWA path (articles, static pages; decision 0102), written
 * into the served index.html so shared links show a preview.
 */
export async function registerStatic(
  app: FastifyInstance,
  roots: StaticRoots = { web: webDist, admin: adminDist },
  pageMeta?: PageMetaLookup,
): Promise<void> {
  const { web: webDist, admin: adminDist } = roots;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders,
    });
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      decorateReply: !hasWeb,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders,
    });
  }

  let webIndex: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api';
    if (wantsPage && hasAdmin && (url === '/admin' || url.startsWith('/admin/'))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', adminDist);
    }
    if (wantsPage && hasWeb && !url.startsWith('/admin') && !path.extname(url)) {
      const meta = pageMeta ? await pageMeta(url) : null;
      if (meta) {
        webIndex ??= readFileSync(path.join(webDist, 'index.html'), 'utf8');
        const origin = `${request.protocol}://${request.host}`;
        const html = injectPageMeta(webIndex, meta, origin, url);
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ Message: errorMessages['not-found'], code: 'not-found' });
  });
}
