/**
 * The Instagram link of a business page is embedded only when it is a post or reel permalink
 * (docs/product.md, "Business pages and favorites"): an Instagram host and a path under /p/ or
 * /reel/. The query string and fragment are dropped and a trailing slash added, so one post has one
 * address. Anything else (a profile link, another site, not a URL) gives null: no embed.
 */
// scheme, host, path; the query string and fragment after it are ignored.
const LINK = /^https?:\/\/([^/?#:]+)(?::\d+)?(\/[^?#]*)?(?:[?#].*)?$/i;
const POST_PATH = /^\/(p|reel)\/([A-Za-z0-9_-]+)\/?$/;

export function instagramPostUrl(link: string | null | undefined): string | null {
  const parts = LINK.exec(link?.trim() ?? '');
  if (!parts) return null;
  const host = (parts[1] ?? '').toLowerCase();
  if (host !== 'instagram.com' && !host.endsWith('.instagram.com')) return null;
  const post = POST_PATH.exec(parts[2] ?? '');
  if (!post) return null;
  return `https://www.instagram.com/${post[1]}/${post[2]}/`;
}

/**
 * The address of the post's embed frame. The page's Content-Security-Policy allows frames from
 * these two paths of Instagram only, and no Instagram script (docs/decisions/031-...).
 */
export function instagramEmbedUrl(postUrl: string): string {
  return `${postUrl}embed/`;
}

/** The frame sources the Content-Security-Policy allows: Instagram's post and reel embeds only. */
export const INSTAGRAM_FRAME_SOURCES = [
  'https://www.instagram.com/p/',
  'https://www.instagram.com/reel/',
] as const;
