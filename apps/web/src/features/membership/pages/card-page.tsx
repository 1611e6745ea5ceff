import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_MESSAGES } from '@perks/contract';
import BadgeCheck from 'lucide-react/icons/badge-check';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMemberCard } from '../api/get-member-card';
import { MemberPhoto } from '../components/member-photo';
import { MemberPhotoField } from '../components/member-photo-field';
import { RotatingQr } from '../components/rotating-qr';
import { YourNumber } from '../components/your-number';
import { type CachedCard, forgetCachedCard, readCachedCard } from '../lib/card-cache';
import { keepCardOffline, keepPhotoOffline } from '../lib/offline-card';
import { useOnline } from '../lib/use-online';

/**
 * Route /card (docs/product.md, "Member card"): the verified member's card with its rotating QR
 * code. It is outside the login guard because it must open without a network: then it shows the
 * card last confirmed online, and when that was. Online and signed out, it goes to /login.
 */
export function CardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Member card`);
  const auth = useAuth();
  const location = useLocation();
  const online = useOnline();
  const [cached] = useState<CachedCard | null>(readCachedCard);
  const query = useMemberCard(auth.status === 'signed-in');
  const [offlineReady, setOfflineReady] = useState(false);

  useEffect(() => {
    let active = true;
    void keepCardOffline().then((ready) => active && setOfflineReady(ready));
    return () => {
      active = false;
    };
  }, []);

  // The photo is stored for offline use once the worker is there, and whenever it changes.
  useEffect(() => {
    if (offlineReady && query.data) void keepPhotoOffline(query.data.holder.photo_url);
  }, [offlineReady, query.data]);

  // Signed out for want of a network is not signed out: the card shows as last confirmed.
  const signedOutOnline = auth.status === 'signed-out' && !auth.unreachable && online;
  useEffect(() => {
    if (signedOutOnline) forgetCachedCard();
  }, [signedOutOnline]);
  if (signedOutOnline) return <Navigate to="/login" replace state={{ from: location }} />;

  // The server's answer when there is one; otherwise the card as last confirmed on this device.
  const card = query.data ?? cached;
  // A card stored before photos existed has no photo_url.
  const photoUrl = card?.holder.photo_url ?? null;
  const verifiedOnline = query.data?.status === 'verified' && query.data.card !== null && online;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8" data-offline-ready={offlineReady ? 'true' : undefined}>
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Member card</Trans>
      </h1>
      {!card && (auth.status === 'loading' || query.isPending) && !query.isError && (
        <LoadingNotice>
          <Trans>Loading your card...</Trans>
        </LoadingNotice>
      )}
      {!card && query.isError && (
        <LoadFailedNotice onRetry={() => void query.refetch()}>
          <Trans>Could not load your card</Trans>
        </LoadFailedNotice>
      )}
      {card && <CardBody card={card} photoUrl={photoUrl} confirmedLive={query.isSuccess && online} />}
      {verifiedOnline && <MemberPhotoField hasPhoto={photoUrl !== null} />}
    </div>
  );
}

function CardBody({
  card,
  photoUrl,
  confirmedLive,
}: {
  card: CachedCard;
  photoUrl: string | null;
  confirmedLive: boolean;
}) {
  const timeAgo = useTimeAgo();
  const { i18n } = useLingui();
  const tc = useContractText();
  // A card stored before pauses existed has no paused_by.
  const pausedBy = card.paused_by ?? [];
  const employers = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(pausedBy);
  const phone = card.phone;
  if ((card.status === 'pending' || !card.card) && pausedBy.length > 0) {
    return (
      <Card>
        <CardContent padding="all" className="space-y-2">
          <h2 data-testid="card-paused" className="text-xl font-semibold">
            {tc(MEMBERSHIP_MESSAGES.pausedTitle)}
          </h2>
          <p className="text-muted-foreground">{tc(MEMBERSHIP_MESSAGES.pausedHelp(employers))}</p>
        </CardContent>
      </Card>
    );
  }
  if (card.status === 'pending' || !card.card) {
    const ended = card.was_verified === true;
    return (
      <Card>
        <CardContent padding="all" className="space-y-2">
          <h2 className="text-xl font-semibold">
            {tc(ended ? MEMBERSHIP_MESSAGES.endedTitle : MEMBERSHIP_MESSAGES.pendingTitle)}
          </h2>
          <p className="text-muted-foreground">
            {tc(ended ? MEMBERSHIP_MESSAGES.endedHelp : MEMBERSHIP_MESSAGES.pendingHelp)}
          </p>
          <YourNumber phone={phone} />
        </CardContent>
      </Card>
    );
  }
  const name = [card.holder.first_name, card.holder.last_name].filter(Boolean).join(' ') || card.phone;
  const ago = timeAgo(card.confirmed_at);
  const when = i18n.date(card.confirmed_at, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const roles = [...new Set(card.memberships.map((m) => m.role_title).filter(Boolean))].join(', ');
  return (
    <Card>
      <CardContent padding="all" className="flex flex-col items-center gap-4 text-center">
        <MemberPhoto url={photoUrl} name={name} />
        <div>
          <p className="text-2xl font-bold">{name}</p>
          {/* The job titles as the employer wrote them on the staff list. */}
          {roles && (
            <p className="text-muted-foreground" data-user-content="">
              {roles}
            </p>
          )}
          <p className="mt-1 text-sm">{card.memberships.map((m) => m.business_name).join(' · ')}</p>
        </div>
        <p className="flex items-center gap-2 text-lg font-semibold text-primary">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {tc(MEMBERSHIP_MESSAGES.activeMember)}
        </p>
        <RotatingQr card={card.card} />
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="card-confirmed">
          {!confirmedLive && <WifiOff aria-hidden="true" className="size-4" />}
          <Trans>
            Last confirmed online {ago} ({when})
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
