import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isAppPath,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  localeDirection,
  type PublicJobsSource,
  type RenderedPage,
  SUPPORTED_LOCALES,
} from '@perks/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import { chooseEncoding } from '../lib/json-compression.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { linkLocale, requestLocale, requestTranslator } from '../lib/request-locale.ts';
import { apiNotFound } from './error-handler.ts';
import { modulePreloader } from './module-preload.ts';
import { PageBodies } from './page-bodies.ts';
import { loadServerEntry } from './server-entry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A public page rendered by the web app's server entry (`url` absolute), or null when the
     * path is not one or the entry has not been built. In `locale`, which callers keep in any cache key.
     */
    renderPage(url: string, jobs: PublicJobsSource, locale: Locale): Promise<RenderedPage | null>;
  }
  interface FastifyReply {
    /**
     * Answers with the web app's index.html with the platform theme's <style>, optionally with
     * extra tags in <head> and a page the server rendered inside it.
     */
    sendSpa(options?: {
      status?: number;
      head?: string;
      page?: RenderedPage | null;
      /** Markup for browsers without scripts, put in `<div id="root">` in place of the noscript line. */
      scriptless?: string;
    }): FastifyReply;
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
 * index.html for a page the server rendered: its scripts are fetched at low priority. The HTML
 * already holds the content, so the stylesheet (and so the first paint) should not share the
 * connection with ~140 KB of hydration code; the scripts still start at once, and run as before.
 * The client-only shell keeps the browser's default: it paints nothing until its script runs.
 * See docs/decisions/049-hydration-scripts-at-low-priority.md.
 */
function paintFirst(indexHtml: string): string {
  return indexHtml.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * The rendered page inside `<div id="root">`, its state in a JSON block (CSP does not execute
 * those, so it needs no nonce) and modulepreload links for its screens' chunks. The noscript
 * notice goes: the page works without JavaScript.
 */
function withPage(pageShell: string, page: RenderedPage, preloads: string): string {
  return pageShell
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
    .replace('</head>', () => `${preloads}\n</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n<script type="application/json" id="page-state">${page.state}</script>`,
    );
}

/**
 * The shell with the site's frame for browsers without scripts inside `<div id="root">` (hidden
 * from the others, whose app replaces it) in place of the one-line noscript notice.
 */
function withScriptlessFrame(indexHtml: string, frame: string): string {
  return indexHtml
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
    .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}

/**
 * The page in each language, for search engines: the same address with `?lang=`, and the
 * address without it (which follows the visitor's browser) as the default.
 */
function languageAlternates(origin: string, requestUrl: string): string {
  const url = new URL(requestUrl, 'http://page');
  url.searchParams.delete(LOCALE_PARAM);
  const address = (search: URLSearchParams) => {
    const query = search.toString();
    return escapeHtml(`${origin}${url.pathname}${query ? `?${query}` : ''}`);
  };
  const links = SUPPORTED_LOCALES.map((locale) => {
    const search = new URLSearchParams(url.searchParams);
    search.set(LOCALE_PARAM, locale);
    return `<link rel="alternate" hreflang="${locale}" href="${address(search)}">`;
  });
  links.push(`<link rel="alternate" hreflang="x-default" href="${address(url.searchParams)}">`);
  return links.join('\n');
}

/** The document in `locale`: its language and writing direction on <html>. */
function inLanguage(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/i, () => `<html lang="${locale}" dir="${localeDirection(locale)}"`);
}

/** What crawlers read on a path with no screen: not to be indexed. */
const NOT_FOUND_HEAD = '<meta name="robots" content="noindex">';

/**
 * Serves the built web app: hashed assets are cached for a year; a path of one of the app's
 * screens (the contract's APP_PATHS, which the web router is built from) gets index.html with
 * 200 so the client router can take over; any other path gets the same index.html with 404, and
 * the client router shows its not-found screen.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  serverEntryPath: string,
): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  // Read once: index.html, the manifest and the server entry only change with a new build,
  // which means a new process.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const pageShell = paintFirst(indexHtml);
  const preloads = modulePreloader(webDistDir);
  const entry = await loadServerEntry(serverEntryPath);
  app.decorate('renderPage', async (url: string, jobs: PublicJobsSource, locale: Locale) =>
    entry ? entry.renderPage(url, jobs, locale) : null,
  );

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

  const pageBodies = new PageBodies();
  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply, options = {}) {
    const locale = requestLocale(this.request);
    // A rendered page names its other languages; the published platform theme comes last in
    // <head>, after the app's stylesheet it overrides.
    const alternates = options.page ? languageAlternates(publicOrigin(this.request), this.request.url) : '';
    const head = `${options.head ?? ''}${alternates}${app.platformThemeStyle.styleTag()}`;
    const document = (page: string) => inLanguage(head ? withHead(page, head) : page, locale);
    // A language chosen by a link is kept for the next pages, the ones rendered here included.
    const chosen = linkLocale(this.request);
    if (chosen)
      this.header('set-cookie', `${LOCALE_COOKIE}=${chosen}; Max-Age=31536000; Path=/; SameSite=Lax`);
    this.status(options.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('content-language', locale)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    const rendered = options.page;
    if (!rendered) {
      const shell = options.scriptless ? withScriptlessFrame(indexHtml, options.scriptless) : indexHtml;
      return this.send(document(shell));
    }

    // A kept page is put together and compressed once per variant (plugins/page-bodies.ts).
    const body = pageBodies.body(rendered, `${options.status ?? 200}\n${locale}\n${head}`, () =>
      document(withPage(pageShell, rendered, preloads(rendered.modules))),
    );
    const encoding = chooseEncoding(this.request.headers['accept-encoding']);
    if (!encoding) return this.send(body.html);
    return this.header('vary', 'Accept-Language, Cookie, accept-encoding')
      .header('content-encoding', encoding)
      .send(body.encoded(encoding));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound(request.method, request.url, requestTranslator(request)));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(apiNotFound(request.method, request.url, requestTranslator(request)));
    }
    // Screens the server does not render still come in the site's frame for browsers without
    // scripts: 'Page not found', or why the screen needs JavaScript (decision 059).
    const notFound = !isAppPath(path);
    const scriptless = entry
      ? await entry.renderScriptlessFrame(
          `${publicOrigin(request)}${request.url}`,
          requestLocale(request),
          notFound,
        )
      : undefined;
    if (notFound) return reply.sendSpa({ status: 404, head: NOT_FOUND_HEAD, scriptless });
    return reply.sendSpa({ scriptless });
  });
}
