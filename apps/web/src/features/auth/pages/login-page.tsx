import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /login: phone and one-time-code sign-in. Placeholder until the screen is built. */
export function LoginPage() {
  return <ComingSoonPage title="Login" />;
}
