import { formatPhoneDisplay, type TBusinessDetail } from '@perks/contract';
import { format } from 'date-fns';
import { DetailCard, DetailRow } from './detail-card';

const NOT_PROVIDED = 'Not provided';

const LINKS = [
  ['Website', 'website_url'],
  ['Book a table', 'booking_url'],
  ['Menu', 'menu_url'],
  ['Instagram', 'instagram_url'],
  ['TikTok', 'tiktok_url'],
  ['Facebook', 'facebook_url'],
] as const;

/** 'About': type, brand colour, created date and links; missing values read 'Not provided'. */
export function AboutCard({ business }: { business: TBusinessDetail }) {
  const links = LINKS.flatMap(([label, field]) => {
    const href = business[field];
    return href && /^https?:\/\//i.test(href) ? [{ label, href }] : [];
  });
  return (
    <DetailCard id="business-about" title="About">
      {business.description && <p className="mb-3 text-sm">{business.description}</p>}
      <dl className="divide-y">
        <DetailRow label="Business type">
          <span className="capitalize">{business.business_type || NOT_PROVIDED}</span>
        </DetailRow>
        {business.primary_color && (
          <DetailRow label="Primary color">
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
          <DetailRow label="Phone">
            <a href={`tel:${business.phone}`} className="text-primary underline-offset-4 hover:underline">
              {formatPhoneDisplay(business.phone)}
            </a>
          </DetailRow>
        )}
        {business.email && (
          <DetailRow label="Email">
            <a
              href={`mailto:${business.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {business.email}
            </a>
          </DetailRow>
        )}
        <DetailRow label="Created">{format(new Date(business.created_at), 'MMM d, yyyy')}</DetailRow>
        <DetailRow label="Links">
          {links.length === 0 ? (
            'No links provided'
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
