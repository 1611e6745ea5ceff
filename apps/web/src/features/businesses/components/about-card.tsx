import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { businessTypeLabel, formatPhoneDisplay, type TBusinessDetail } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';
import { DetailCard, DetailRow } from './detail-card';

// Brand names (Instagram, TikTok, Facebook) read the same in every language.
const LINKS = [
  [msg`Website`, 'website_url'],
  [msg`Book a table`, 'booking_url'],
  [msg`Menu`, 'menu_url'],
  ['Instagram', 'instagram_url'],
  ['TikTok', 'tiktok_url'],
  ['Facebook', 'facebook_url'],
] as const;

/**
 * 'About': type, created date and links; missing values read 'Not provided'. The brand colour is
 * a setting of the business's own pages, shown only to the people who may edit it
 * (`showBrandColour`), never to visitors (decision 076).
 */
export function AboutCard({
  business,
  showBrandColour = false,
}: {
  business: TBusinessDetail;
  showBrandColour?: boolean;
}) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const links = LINKS.flatMap(([name, field]) => {
    const href = business[field];
    const label = typeof name === 'string' ? name : t(name);
    return href && /^https?:\/\//i.test(href) ? [{ label, href }] : [];
  });
  const type = business.business_type;
  return (
    <DetailCard id="business-about" title={t`About`}>
      {business.description && <p className="mb-3 text-sm">{business.description}</p>}
      <dl className="divide-y">
        <DetailRow label={t`Business type`}>
          {type ? <span className="capitalize">{tc(businessTypeLabel(type))}</span> : t`Not provided`}
        </DetailRow>
        {showBrandColour && business.primary_color && (
          <DetailRow label={t`Primary color`}>
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-4 rounded border"
                style={{ backgroundColor: business.primary_color }}
              />
              {business.primary_color}
            </span>
          </DetailRow>
        )}
        {business.phone && (
          <DetailRow label={t`Phone`}>
            <a href={`tel:${business.phone}`} className="text-primary underline-offset-4 hover:underline">
              {formatPhoneDisplay(business.phone)}
            </a>
          </DetailRow>
        )}
        {business.email && (
          <DetailRow label={t`Email`}>
            <a
              href={`mailto:${business.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {business.email}
            </a>
          </DetailRow>
        )}
        <DetailRow label={t`Created`}>{i18n.date(business.created_at, { dateStyle: 'medium' })}</DetailRow>
        <DetailRow label={t`Links`}>
          {links.length === 0 ? (
            t`No links provided`
          ) : (
            <span className="flex flex-wrap gap-3">
              {links.map((link) => (
                <a
                  key={link.label}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              ))}
            </span>
          )}
        </DetailRow>
      </dl>
    </DetailCard>
  );
}
