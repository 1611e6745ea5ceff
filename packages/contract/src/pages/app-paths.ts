/**
 * Every path the web app has a screen for (docs/product.md, "Screens and routes"), in React
 * Router's pattern syntax: `:name` stands for one segment. The web router takes its paths from
 * here and the server answers 404 for any other path, so the two read one list and cannot drift.
 */
export const APP_PATHS = {
  home: '/',
  product: '/product',
  restaurants: '/restaurants',
  exampleJob: '/example-job',
  login: '/login',
  jobs: '/jobs',
  job: '/jobs/:id',
  business: '/business/:id',
  editBusiness: '/business/:id/edit',
  privacy: '/privacy',
  terms: '/terms',
  support: '/support',
  card: '/card',
  verifyEntry: '/verify',
  verify: '/verify/:token',
  admin: '/admin',
  dashboard: '/dashboard',
  postJob: '/post-job',
  editJob: '/jobs/:id/edit',
  jobApplicants: '/jobs/:id/applications',
  saved: '/saved',
  alerts: '/alerts',
  alertEmailConfirm: '/alerts/confirm/:token',
  alertUnsubscribe: '/alerts/unsubscribe/:token',
  applications: '/applications',
  messages: '/messages',
  conversation: '/messages/:id',
  profile: '/profile',
  memberProfile: '/profile/:userId',
  businesses: '/businesses',
  createBusiness: '/businesses/create',
  setup: '/setup',
  analytics: '/analytics',
  billing: '/billing',
  staff: '/staff',
  perks: '/perks',
  promotions: '/promotions',
  settings: '/settings',
} as const;

export type AppPathName = keyof typeof APP_PATHS;

const segments = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = Object.values(APP_PATHS).map(segments);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a URL's path (no query) opens one of the app's screens, matched as the router matches
 * it: letters in any case, a trailing slash allowed, a `:name` segment anything but empty.
 */
export function isAppPath(pathname: string): boolean {
  const parts = segments(pathname).map(decoded);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === parts[i]!.toLowerCase()),
  );
}
