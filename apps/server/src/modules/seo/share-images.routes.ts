import { createHash } from 'node:crypto';
import { isPublicBusiness, LOAD_MESSAGES, type TTheme, ZUuid } from '@perks/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { AppError } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { storedBusinessImage } from '../../lib/images/stored-business-image.ts';
import { SharedPageCache } from '../../plugins/shared-page-cache.ts';
import { findBusinessDetail } from '../businesses/index.ts';
import { findJob } from '../jobs/index.ts';
import { readPlatformTheme } from '../themes/index.ts';
import {
  businessShareCard,
  businessShareImagePath,
  jobShareCard,
  jobShareImagePath,
  type ShareCardText,
  shareCardVersion,
} from './share-cards.ts';
import { logoAsPng, renderShareImage, type ShareCard } from './share-image.ts';

/**
 * Drawn images kept by version, oldest out: one is 40-90 KB, so some 25 MB at most. Keys are
 * versions, so a kept image is never stale; the time bound only lets a job that closed go.
 */
const SHARE_IMAGE_MAX_ENTRIES = 300;
const SHARE_IMAGE_TTL_MS = 24 * 60 * 60_000;
/** Drawing is CPU work: one at a time per process, and only a few waiting behind it. */
const RENDERS_AT_ONCE = 1;
export const RENDERS_WAITING_MAX = 8;
/** What a refused render is told to wait. */
const RETRY_AFTER_SECONDS = 5;
/** How long a browser or a preview service may keep an image before asking again (with its ETag). */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Share images, drawn once per version and kept (docs/decisions/101-share-images.md). A render
 * only starts for a live job or a public business, so what a crawl can make this process draw is
 * bounded by the board's own content; renders run one at a time, and past RENDERS_WAITING_MAX
 * waiting the request is answered 503 with Retry-After at once rather than queued.
 */
export class ShareImages {
  private readonly drawn = new SharedPageCache(SHARE_IMAGE_TTL_MS, SHARE_IMAGE_MAX_ENTRIES);
  private readonly renders = pLimit(RENDERS_AT_ONCE);

  constructor(
    private readonly store: ImageStore,
    private readonly draw: (card: ShareCard, theme: TTheme | null) => Promise<Buffer> = renderShareImage,
  ) {}

  png(key: string, card: ShareCardText, theme: TTheme | null): Promise<Buffer> {
    return this.drawn.get(key, async () => {
      if (this.renders.pendingCount >= RENDERS_WAITING_MAX) {
        throw new AppError('SERVICE_UNAVAILABLE', LOAD_MESSAGES.overloaded, {
          budget: 'share_image_renders',
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        });
      }
      return this.renders(async () => {
        const stored = await storedBusinessImage(this.store, card.logoUrl);
        // A logo that no longer decodes is drawn as the initials rather than failing the image.
        const logoPng = stored ? await logoAsPng(stored).catch(() => null) : null;
        return this.draw({ ...card, logoPng }, theme);
      });
    });
  }
}

/** A quoted ETag for a card in the published theme: any instance reading the same rows makes the same. */
function shareImageTag(card: ShareCardText, themeStamp: string): string {
  const digest = createHash('sha256')
    .update(`${shareCardVersion(card)} ${themeStamp}`)
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

function notFoundImage(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/**
 * GET /jobs/{id}/share.png and /business/{id}/share.png at the site root: the picture a link
 * preview shows for a live job or a public business page, 1200x630 PNG in the platform theme.
 * Anything else (no such id, a job that is not live, a business that is not public) is 404.
 */
export const shareImagesRoutes: FastifyPluginAsync = async (app) => {
  const images = new ShareImages(app.imageStore);

  const send = async (request: FastifyRequest, reply: FastifyReply, card: ShareCardText) => {
    const { theme, updated_at } = await readPlatformTheme(app.db);
    const tag = shareImageTag(card, updated_at ?? 'default');
    const fresh = request.headers['if-none-match']?.split(',').some((t) => t.trim() === tag);
    // Drawn (or refused) before any caching header is set: a 503 is never kept.
    const png = fresh ? null : await images.png(tag, card, theme);
    reply
      .header('cache-control', SHARE_IMAGE_CACHE_CONTROL)
      .header('etag', tag)
      .header('x-content-type-options', 'nosniff');
    if (!png) return reply.status(304).send();
    return reply.type('image/png').send(png);
  };

  app.get<{ Params: { id: string } }>(jobShareImagePath(':id'), async (request, reply) => {
    const { id } = request.params;
    const found = ZUuid.safeParse(id).success ? await findJob(app.db, id) : null;
    if (!found?.live) return notFoundImage(reply);
    return send(request, reply, jobShareCard(found.job));
  });

  app.get<{ Params: { id: string } }>(businessShareImagePath(':id'), async (request, reply) => {
    const { id } = request.params;
    const found = ZUuid.safeParse(id).success ? await findBusinessDetail(app.db, id) : null;
    if (!found || !isPublicBusiness(found)) return notFoundImage(reply);
    return send(request, reply, businessShareCard(found));
  });
};
