import { Clock, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SAMPLE_RESTAURANTS } from '../data/sample-restaurants';

/** Route /restaurants: the partner discounts members get (static sample venues). */
export function RestaurantsPage() {
  useDocumentTitle('Partner Discounts');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Partner Discounts</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Show your member card at these {SITE.city} favorites and save on every visit.
        </p>
        <p className="mt-4">
          {/* The page stays the static sample; members find the partners' running perks at /perks. */}
          <Link to="/perks" className="font-medium underline">
            Members: see today's live perks
          </Link>
        </p>
      </header>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SAMPLE_RESTAURANTS.map((r) => (
          <li key={r.id} className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span aria-hidden="true" className="text-4xl">
                {r.image}
              </span>
              <span className="inline-flex items-center gap-1 text-sm font-medium">
                <Star aria-hidden="true" className="size-4 fill-current text-primary" />
                <span className="sr-only">Rated </span>
                {r.rating.toFixed(1)}
              </span>
            </div>
            <h2 className="mt-3 text-lg font-semibold">{r.name}</h2>
            <p className="text-sm text-muted-foreground">{r.type}</p>
            <p className="mt-3 inline-flex w-fit rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
              {r.discount}
            </p>
            <p className="mt-3 flex-1 text-sm">{r.description}</p>
            <ul className="mt-4 space-y-1 text-sm text-muted-foreground">
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {r.address}
              </li>
              <li className="flex items-start gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {r.hours}
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <section aria-labelledby="partner-heading" className="mt-16 rounded-lg bg-muted p-8 text-center">
        <h2 id="partner-heading" className="text-2xl font-bold">
          Own a restaurant or bar?
        </h2>
        <p className="mt-2 text-muted-foreground">
          Reach hundreds of local hospitality workers by offering a member perk.
        </p>
        <Button asChild size="lg" className="mt-6">
          <a href={`mailto:${SITE.email}?subject=${encodeURIComponent('Partner With Us')}`}>
            Partner With Us
          </a>
        </Button>
      </section>
    </div>
  );
}
