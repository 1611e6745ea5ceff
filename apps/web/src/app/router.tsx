import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireLogin } from './guards/route-guard';
import { RootLayout } from './layout/root-layout';
import { PageFallback } from './page-fallback';
import { RouteErrorScreen } from './route-error-screen';

/**
 * Every screen is loaded on demand, so a public visitor never downloads signed-in or admin code.
 * The router waits for the chunk before switching screens, so the old screen stays up meanwhile.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * Screens behind a guard are React.lazy components instead: their code is fetched only when the
 * guard renders them, so a visitor sent on to /login never downloads a signed-in or admin screen.
 */
function guardedPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The route table (docs/product.md, "Screens and routes"). */
export const routes: RouteObject[] = [
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
          { index: true, lazy: page(() => import('@/features/marketing/pages/home-page'), 'HomePage') },
          {
            path: 'product',
            lazy: page(() => import('@/features/marketing/pages/product-page'), 'ProductPage'),
          },
          {
            path: 'restaurants',
            lazy: page(() => import('@/features/marketing/pages/restaurants-page'), 'RestaurantsPage'),
          },
          {
            path: 'example-job',
            lazy: page(() => import('@/features/marketing/pages/example-job-page'), 'ExampleJobPage'),
          },
          { path: 'login', lazy: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
          { path: 'jobs', lazy: page(() => import('@/features/jobs/pages/jobs-page'), 'JobsPage') },
          {
            path: 'jobs/:id',
            lazy: page(() => import('@/features/jobs/pages/job-detail-page'), 'JobDetailPage'),
          },
          {
            path: 'business/:id',
            lazy: page(
              () => import('@/features/businesses/pages/business-detail-page'),
              'BusinessDetailPage',
            ),
          },
          { path: 'privacy', lazy: page(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage') },
          { path: 'terms', lazy: page(() => import('@/features/legal/pages/terms-page'), 'TermsPage') },
          { path: 'support', lazy: page(() => import('@/features/legal/pages/support-page'), 'SupportPage') },
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
                path: 'admin',
                Component: guardedPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage'),
              },
            ],
          },
          { path: '*', lazy: page(() => import('./not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

function memberRoutes(): RouteObject[] {
  const postJob = guardedPage(() => import('@/features/job-posting/pages/post-job-page'), 'PostJobPage');
  const profile = guardedPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
  return [
    {
      path: 'dashboard',
      Component: guardedPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
    },
    { path: 'post-job', Component: postJob },
    { path: 'jobs/:id/edit', Component: postJob },
    { path: 'profile', Component: profile },
    { path: 'profile/:userId', Component: profile },
    {
      path: 'businesses',
      Component: guardedPage(
        () => import('@/features/businesses/pages/business-directory-page'),
        'BusinessDirectoryPage',
      ),
    },
    {
      path: 'businesses/create',
      Component: guardedPage(
        () => import('@/features/businesses/pages/create-business-page'),
        'CreateBusinessPage',
      ),
    },
    {
      path: 'analytics',
      Component: guardedPage(
        () => import('@/features/businesses/pages/business-analytics-page'),
        'BusinessAnalyticsPage',
      ),
    },
    {
      path: 'settings',
      Component: guardedPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage'),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
