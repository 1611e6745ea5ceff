import { Suspense } from 'react';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words';
import { useAuth } from '../hooks/use-auth';

// Only an admin is asked to add a passkey: the banner's code, its words and its passkeys query
// load for them alone, not with every visitor's first page.
const AdminPasskeyBanner = lazyWithWords(
  'src/features/auth/components/admin-passkey-banner.tsx',
  async () => ({
    default: (await import('./admin-passkey-banner')).AdminPasskeyBanner,
  }),
);

/** The admin passkey banner (decision 103) where the signed-in person is an admin; nothing otherwise. */
export function AdminPasskeyBannerGate() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <AdminPasskeyBanner />
    </Suspense>
  );
}
