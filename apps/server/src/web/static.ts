import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverRoot } from '../core/paths';
import { sourceMapsOn, type TEnv } from '../env';

/**
 * Headers a hashed asset does without. Helmet's document headers are acted on only by a page a
 * browser shows (a script, style sheet or image ignores them), and an immutable file is never
 * revalidated nor traced per request. A first visit loads about twenty hashed assets: these cost
 * about 9 kB of its 200 kB budget for nothing. Assets keep `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy`, which apply to them.
 */
const NOT_FOR_ASSETS = [
  'etag',
  'last-modified',
  'accept-ranges',
  'x-request-id',
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Where the built web app is: WEB_DIST, else apps/web/dist beside this server. */
export function webDistDir(env: TEnv): string {
  if (env.WEB_DIST) return path.resolve(env.WEB_DIST);
  return path.resolve(serverRoot(), '../web/dist');
}

/**
 * Serves the built single-page app: real files, or their brotli/gzip twins written at build time
 * (apps/web/scripts/precompress.mjs) when the browser accepts them (`Vary: Accept-Encoding`);
 * hashed assets are cached for a year as immutable, index.html is revalidated every time. Any
 * other non-API GET gets index.html so client routes survive a reload. Source maps (*.map) are
 * served only when SOURCE_MAPS allows them (by default not in production), and then named by a
 * `SourceMap` header on their code (the built code carries no `sourceMappingURL` comment).
 */
export async function registerWebApp(app: FastifyInstance, env: TEnv): Promise<void> {
  const root = webDistDir(env);
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  const maps = sourceMapsOn(env);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => maps || !pathName.endsWith('.map'),
      preCompressed: true,
      // The static plugin's own max-age would apply to index.html too: caching is set here.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The build writes no sourceMappingURL comments (vite.config.ts): the header names a map
        // only while maps are served.
        // A brotli or gzip twin names the map of the code it holds.
        const code = filePath.replace(/\.(br|gz)$/, '');
        if (maps && /\.(js|css)$/.test(code) && fs.existsSync(`${code}.map`)) {
          void res.header('sourcemap', `${path.basename(code)}.map`);
        }
        void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hashed) for (const name of NOT_FOR_ASSETS) void res.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then restart the server.');
    }
    const file = request.url.split('?')[0] ?? '/';
    if (path.extname(file) && file !== '/index.html') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
