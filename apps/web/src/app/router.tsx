import { APP_PATHS, type AppPathName, type PublicJobsSource } from '@perks/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { businessLoader } from '@/features/businesses';
import { jobLoader, jobsLoader } from '@/features/jobs';
import { partnersLoader } from '@/features/marketing';
import { loadScreenCatalogs } from '@/lib/i18n/catalogs';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words';
import { RequireAdmin, RequireJobPosting, RequireLogin } from './guards/route-guard';
import { RootLayout } from './layout/root-layout';
import { PageFallback } from './page-fallback';
import { RouteErrorScreen } from './route-error-screen';

/**
 * Every screen is loaded on demand, so a public visitor never downloads signed-in or admin code.
 * The router waits for the chunk before switching screens, so the old screen stays up meanwhile.
 * `handle.module` names the screen's source file as Vite's manifest does, so the server can add
 * modulepreload links for the chunks of the page it rendered.
 */
function page<K extends string>(module: string, load: () => Promise<Record<K, ComponentType>>, name: K) {
  return {
    handle: { module },
    lazy: async () => {
      // The screen's words load beside its code (the shell's are loaded before the first render).
      const [screen] = await Promise.all([load(), loadScreenCatalogs(module)]);
      return { Component: screen[name] };
    },
  } satisfies Partial<RouteObject>;
}

/**
 * Screens behind a guard are React.lazy components instead: their code is fetched only when the
 * guard renders them, so a visitor sent on to /login never downloads a signed-in or admin screen.
 * Their forms and labels are contract words, so they wait for the contract's catalog too.
 */
function guardedPage<K extends string>(
  module: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) {
  return lazyWithWords(module, async () => ({ default: (await load())[name] }), { contract: true });
}

/**
 * A screen's path under the root layout, from the contract's list: the server reads the same list
 * to answer 404 for any other path, so the two cannot disagree about which screens exist.
 */
const at = (name: AppPathName) => APP_PATHS[name].slice(1);

export interface RouteOptions {
  /**
   * On the server: where job and business data come from (the repositories), and the loaders wait for it so
   * the page renders with it. In the browser the loaders only start the request, beside the
   * screen's chunk, and the screen shows its loading state if the data is slower.
   */
  jobs?: PublicJobsSource;
}

/**
 * The route table (docs/product.md, "Screens and routes"), the same in the browser and on the
 * server. Loaders put data into the query cache the screens read from, so a screen renders from
 * data the server embedded, or that was requested while its code downloaded.
 */
export function createRoutes(queryClient: QueryClient, options: RouteOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      // Only when the layout itself fails; screens' errors are caught one level down.
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          // Errors in a screen render inside the layout, so navigation stays usable.
          ErrorBoundary: RouteErrorScreen,
          HydrateFallback: PageFallback,
          children: [
            {
              index: true,
              ...page(
                'src/features/marketing/pages/home-page.tsx',
                () => import('@/features/marketing/pages/home-page'),
                'HomePage',
              ),
            },
            {
              path: at('product'),
              loader: partnersLoader(queryClient, options.jobs),
              ...page(
                'src/features/marketing/pages/product-page.tsx',
                () => import('@/features/marketing/pages/product-page'),
                'ProductPage',
              ),
            },
            {
              path: at('restaurants'),
              loader: partnersLoader(queryClient, options.jobs),
              ...page(
                'src/features/marketing/pages/restaurants-page.tsx',
                () => import('@/features/marketing/pages/restaurants-page'),
                'RestaurantsPage',
              ),
            },
            {
              path: at('exampleJob'),
              ...page(
                'src/features/marketing/pages/example-job-page.tsx',
                () => import('@/features/marketing/pages/example-job-page'),
                'ExampleJobPage',
              ),
            },
            {
              path: at('login'),
              ...page(
                'src/features/auth/pages/login-page.tsx',
                () => import('@/features/auth/pages/login-page'),
                'LoginPage',
              ),
            },
            {
              path: at('jobs'),
              loader: jobsLoader(queryClient, options.jobs),
              ...page('src/app/pages/jobs-page.tsx', () => import('./pages/jobs-page'), 'JobsPage'),
            },
            {
              path: at('job'),
              loader: jobLoader(queryClient, options.jobs),
              ...page('src/app/pages/job-page.tsx', () => import('./pages/job-page'), 'JobPage'),
            },
            {
              path: at('business'),
              loader: businessLoader(queryClient, options.jobs),
              ...page(
                'src/app/pages/business-page.tsx',
                () => import('./pages/business-page'),
                'BusinessPage',
              ),
            },
            {
              path: at('privacy'),
              // Its code loads with the page's own, not with every page's first render.
              loader: async () =>
                (await import('@/features/legal')).retentionLoader(queryClient, options.jobs)(),
              ...page(
                'src/features/legal/pages/privacy-page.tsx',
                () => import('@/features/legal/pages/privacy-page'),
                'PrivacyPage',
              ),
            },
            {
              path: at('terms'),
              ...page(
                'src/features/legal/pages/terms-page.tsx',
                () => import('@/features/legal/pages/terms-page'),
                'TermsPage',
              ),
            },
            {
              path: at('support'),
              ...page(
                'src/features/legal/pages/support-page.tsx',
                () => import('@/features/legal/pages/support-page'),
                'SupportPage',
              ),
            },
            {
              // Outside the login guard: the card must open without a network (it checks itself).
              path: at('card'),
              ...page(
                'src/features/membership/pages/card-page.tsx',
                () => import('@/features/membership/pages/card-page'),
                'CardPage',
              ),
            },
            {
              path: at('verifyEntry'),
              ...page(
                'src/features/membership/pages/verify-entry-page.tsx',
                () => import('@/features/membership/pages/verify-entry-page'),
                'VerifyEntryPage',
              ),
            },
            {
              path: at('verify'),
              ...page(
                'src/features/membership/pages/verify-page.tsx',
                () => import('@/features/membership/pages/verify-page'),
                'VerifyPage',
              ),
            },
            {
              // The links in alert e-mails: they work without signing in (the token says whose).
              path: at('alertEmailConfirm'),
              ...page(
                'src/features/job-alerts/pages/confirm-alert-email-page.tsx',
                () => import('@/features/job-alerts/pages/confirm-alert-email-page'),
                'ConfirmAlertEmailPage',
              ),
            },
            {
              path: at('alertUnsubscribe'),
              ...page(
                'src/features/job-alerts/pages/unsubscribe-page.tsx',
                () => import('@/features/job-alerts/pages/unsubscribe-page'),
                'UnsubscribePage',
              ),
            },
            {
              // Login required: visitors go to /login, which brings them back here afterwards.
              Component: RequireLogin,
              children: memberRoutes(),
            },
            {
              // Login and admin required.
              Component: RequireAdmin,
              children: [
                {
                  path: at('admin'),
                  Component: guardedPage(
                    'src/features/admin/pages/admin-page.tsx',
                    () => import('@/features/admin/pages/admin-page'),
                    'AdminPage',
                  ),
                },
              ],
            },
            {
              path: '*',
              ...page('src/app/not-found-page.tsx', () => import('./not-found-page'), 'NotFoundPage'),
            },
          ],
        },
      ],
    },
  ];
}

function memberRoutes(): RouteObject[] {
  const postJob = guardedPage(
    'src/features/job-posting/pages/post-job-page.tsx',
    () => import('@/features/job-posting/pages/post-job-page'),
    'PostJobPage',
  );
  const profile = guardedPage(
    'src/features/profile/pages/profile-page.tsx',
    () => import('@/features/profile/pages/profile-page'),
    'ProfilePage',
  );
  return [
    {
      path: at('dashboard'),
      Component: guardedPage(
        'src/features/dashboard/pages/dashboard-page.tsx',
        () => import('@/features/dashboard/pages/dashboard-page'),
        'DashboardPage',
      ),
    },
    {
      // Owners, managers and admins; anyone else sees 'Access Denied' and why.
      Component: RequireJobPosting,
      children: [
        { path: at('postJob'), Component: postJob },
        { path: at('editJob'), Component: postJob },
        {
          path: at('jobApplicants'),
          Component: guardedPage(
            'src/features/applications/pages/job-applicants-page.tsx',
            () => import('@/features/applications/pages/job-applicants-page'),
            'JobApplicantsPage',
          ),
        },
      ],
    },
    {
      path: at('saved'),
      Component: guardedPage(
        'src/features/saved-jobs/pages/saved-jobs-page.tsx',
        () => import('@/features/saved-jobs/pages/saved-jobs-page'),
        'SavedJobsPage',
      ),
    },
    {
      path: at('alerts'),
      Component: guardedPage(
        'src/features/job-alerts/pages/job-alerts-page.tsx',
        () => import('@/features/job-alerts/pages/job-alerts-page'),
        'JobAlertsPage',
      ),
    },
    {
      path: at('applications'),
      Component: guardedPage(
        'src/features/applications/pages/my-applications-page.tsx',
        () => import('@/features/applications/pages/my-applications-page'),
        'MyApplicationsPage',
      ),
    },
    {
      path: at('messages'),
      Component: guardedPage(
        'src/features/messages/pages/messages-page.tsx',
        () => import('@/features/messages/pages/messages-page'),
        'MessagesPage',
      ),
    },
    {
      path: at('conversation'),
      Component: guardedPage(
        'src/features/messages/pages/conversation-page.tsx',
        () => import('@/features/messages/pages/conversation-page'),
        'ConversationPage',
      ),
    },
    { path: at('profile'), Component: profile },
    { path: at('memberProfile'), Component: profile },
    {
      path: at('businesses'),
      Component: guardedPage(
        'src/features/businesses/pages/business-directory-page.tsx',
        () => import('@/features/businesses/pages/business-directory-page'),
        'BusinessDirectoryPage',
      ),
    },
    {
      path: at('createBusiness'),
      Component: guardedPage(
        'src/features/business-setup/pages/add-business-page.tsx',
        () => import('@/features/business-setup/pages/add-business-page'),
        'AddBusinessPage',
      ),
    },
    {
      path: at('editBusiness'),
      Component: guardedPage(
        'src/features/businesses/pages/business-profile-page.tsx',
        () => import('@/features/businesses/pages/business-profile-page'),
        'BusinessProfilePage',
      ),
    },
    {
      path: at('setup'),
      Component: guardedPage(
        'src/features/business-setup/pages/business-setup-page.tsx',
        () => import('@/features/business-setup/pages/business-setup-page'),
        'BusinessSetupPage',
      ),
    },
    {
      path: at('analytics'),
      Component: guardedPage(
        'src/features/analytics/pages/analytics-page.tsx',
        () => import('@/features/analytics/pages/analytics-page'),
        'AnalyticsPage',
      ),
    },
    {
      path: at('billing'),
      Component: guardedPage(
        'src/features/billing/pages/billing-page.tsx',
        () => import('@/features/billing/pages/billing-page'),
        'BillingPage',
      ),
    },
    {
      path: at('staff'),
      Component: guardedPage(
        'src/features/membership/pages/staff-page.tsx',
        () => import('@/features/membership/pages/staff-page'),
        'StaffPage',
      ),
    },
    {
      path: at('perks'),
      Component: guardedPage(
        'src/features/promotions/pages/perks-page.tsx',
        () => import('@/features/promotions/pages/perks-page'),
        'PerksPage',
      ),
    },
    {
      path: at('promotions'),
      Component: guardedPage(
        'src/features/promotions/pages/promotions-page.tsx',
        () => import('@/features/promotions/pages/promotions-page'),
        'PromotionsPage',
      ),
    },
    {
      path: at('settings'),
      Component: guardedPage(
        'src/features/settings/pages/settings-page.tsx',
        () => import('@/features/settings/pages/settings-page'),
        'SettingsPage',
      ),
    },
  ];
}
