import { GET_ALERTS_FOR_SEARCH, type TJobListFilters } from '@perks/contract';
import Bell from 'lucide-react/icons/bell';
import { Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words';
import type { SearchFilters } from '../lib/alert-filter-words';

// The form, its words and the contract's schemas load only when someone opens it: /jobs is a
// public page.
const NewAlertPanel = lazyWithWords('src/features/job-alerts/components/new-alert-panel.tsx', async () => ({
  default: (await import('./new-alert-panel')).NewAlertPanel,
}));

/** Marks the /jobs address a visitor is sent back to after signing in, so the form opens there. */
const RESUME_PARAM = 'alert';

/**
 * The search's filters an alert keeps. Its place is a ZIP code and radius only: a search near the
 * device's position (`lat`, `lng`) is saved without a place, since a position is never stored.
 */
function searchFilters(filters: TJobListFilters): SearchFilters {
  const { title_search, role_type, employment_type, is_tipped_role, location, min_pay, languages, zip } =
    filters;
  const place = zip === undefined ? {} : { zip, radius: filters.radius };
  return { title_search, role_type, employment_type, is_tipped_role, location, min_pay, languages, ...place };
}

/**
 * 'Get alerts for this search' on /jobs: opens the form that saves the URL's filters as an alert.
 * A visitor who is signed out goes to sign in first and comes back to the same search with the
 * form open.
 */
export function GetAlertsButton({ filters }: { filters: TJobListFilters }) {
  const tc = useContractText();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const resuming = params.has(RESUME_PARAM);

  // Back from signing in: open the form, and take the marker out of the address.
  useEffect(() => {
    if (!resuming || auth.status !== 'signed-in') return;
    setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [resuming, auth.status, setParams]);

  const start = () => {
    if (auth.status === 'signed-in') {
      setOpen((was) => !was);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(RESUME_PARAM, 'new');
    void navigate('/login', { state: { from: { pathname: location.pathname, search: `?${back}` } } });
  };

  // Without scripts it could do nothing (the form and the sign-in need them), so it is not shown.
  return (
    <div className="mt-4 space-y-4 [@media(scripting:none)]:hidden">
      <Button
        type="button"
        variant="outline"
        size="wrap"
        aria-expanded={auth.status === 'signed-in' ? open : undefined}
        aria-controls={open ? panelId : undefined}
        disabled={auth.status === 'loading'}
        onClick={start}
      >
        <Bell aria-hidden="true" className="size-4" />
        {tc(GET_ALERTS_FOR_SEARCH)}
      </Button>
      {open && auth.status === 'signed-in' && (
        <section
          id={panelId}
          aria-label={tc(GET_ALERTS_FOR_SEARCH)}
          className="rounded-lg border bg-card p-4 shadow-sm"
        >
          <Suspense fallback={<LoadingNotice />}>
            <NewAlertPanel
              filters={searchFilters(filters)}
              positionLeftOut={filters.lat !== undefined}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </section>
      )}
    </div>
  );
}
