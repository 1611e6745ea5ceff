import { Trans, useLingui } from '@lingui/react/macro';
import { instagramEmbedUrl, instagramPostUrl } from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DetailCard } from './detail-card';

/**
 * 'Instagram Activity' for a post or reel link only. Nothing is loaded from Instagram until the
 * visitor asks: first a link to the post and 'Show post', then the embed frame, which is the only
 * Instagram content the Content-Security-Policy allows (docs/decisions/031-instagram-embed-on-request.md).
 */
export function InstagramCard({ link, businessName }: { link: string | null; businessName: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const post = instagramPostUrl(link);
  if (!post) return null;
  return (
    <DetailCard id="business-instagram" title={t`Instagram Activity`}>
      {shown ? (
        <iframe
          src={instagramEmbedUrl(post)}
          title={t`Instagram post from ${businessName}`}
          className="h-[560px] w-full max-w-md rounded-md border"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <div className="space-y-3 text-sm">
          <p>
            <a
              href={post}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline-offset-4 hover:underline"
            >
              <Trans>View the post on Instagram</Trans>
            </a>
          </p>
          <p className="text-muted-foreground">
            <Trans>Showing the post here loads it from Instagram.</Trans>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setShown(true)}>
            <Trans>Show post</Trans>
          </Button>
        </div>
      )}
    </DetailCard>
  );
}
