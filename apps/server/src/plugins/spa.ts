import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the web app's index.html, optionally with extra tags in <head>. */
    sendSpa(options?: { status?: number; head?: string }): FastifyReply;
  }
}

const FALLBACK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Industry Perks</title></head>' +
  '<body><p>The web app has not been built yet. Run <code>npm run build</code>.</p></body></html>';

/**
 * index.html with extra tags at the end of <head>. A page that brings its own <title> or meta
 * description replaces the app-wide one, so crawlers never see two.
 */
function withHead(indexHtml: string, head: string): string {
  let html = indexHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (/<meta name="description"/i.test(head)) html = html.replace(/<meta\s+name="description"[^>]*>/i, '');
  // A function, not a string: '$&' or "$'" in a job's text must not act as replacement patterns.
  return html.replace('</head>', () => `${head}\n</head>`);
}

/**
 * Serves the built web app: hashed assets are cached for a year, everything else that is not
 * under /api gets index.html so the client router can take over (including its 404 screen).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  // Read once: index.html only changes with a new build, which means a new process.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(join(webDistDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply, options = {}) {
    const html = options.head ? withHead(indexHtml, options.head) : indexHtml;
    return this.status(options.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    return reply.sendSpa();
  });
}
