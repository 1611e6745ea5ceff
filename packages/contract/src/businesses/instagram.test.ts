import { describe, expect, it } from 'vitest';
import { instagramEmbedUrl, instagramPostUrl } from './instagram.ts';

describe('instagramPostUrl', () => {
  it('keeps post and reel permalinks, without query or fragment, with a trailing slash', () => {
    expect(instagramPostUrl('https://www.instagram.com/p/C1a2B3c4D5e')).toBe(
      'https://www.instagram.com/p/C1a2B3c4D5e/',
    );
    expect(instagramPostUrl('https://instagram.com/reel/Xy_z-9/?igsh=abc#top')).toBe(
      'https://www.instagram.com/reel/Xy_z-9/',
    );
    expect(instagramPostUrl(' http://m.Instagram.com/p/abc/ ')).toBe('https://www.instagram.com/p/abc/');
  });

  it('refuses profiles, other hosts, look-alike hosts and non-links', () => {
    for (const link of [
      'https://www.instagram.com/saltpierkitchen/',
      'https://www.instagram.com/p/',
      'https://www.instagram.com/p/abc/extra/',
      'https://evil.example/p/abc/',
      'https://instagram.com.evil.example/p/abc/',
      'https://notinstagram.com/p/abc/',
      'javascript:alert(1)//instagram.com/p/abc/',
      'instagram.com/p/abc/',
      '',
      null,
      undefined,
    ]) {
      expect(instagramPostUrl(link)).toBeNull();
    }
  });

  it('embeds from the post address', () => {
    expect(instagramEmbedUrl('https://www.instagram.com/p/abc/')).toBe(
      'https://www.instagram.com/p/abc/embed/',
    );
  });
});
