import type { Permission } from '@perks/contract';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/features/auth';
import { managesAnyBusiness, useUserBusinesses } from '@/features/businesses';
import { PageFallback } from '../page-fallback';

// Only a signed-in person without the rights sees it, so it loads then rather than with every page.
const AccessDeniedScreen = lazy(async () => ({ default: (await import('./access-denied')).AccessDenied }));

function AccessDenied(props: ComponentProps<typeof AccessDeniedScreen>) {
  return (
    <Suspense fallback={<PageFallback />}>
      <AccessDeniedScreen {...props} />
    </Suspense>
  );
}

interface RouteGuardProps {
  /** Only admins may pass. */
  requireAdmin?: boolean;
  /** Every listed permission must be held. */
  permissions?: readonly Permission[];
}

/**
 * Wraps a group of routes (docs/product.md, "Roles and permissions"): a skeleton while the session
 * check runs, /login for visitors (remembering where they were going), 'Access Denied' for a
 * signed-in user without the needed rights. The server enforces the same rules; this only spares a
 * dead end.
 */
function RouteGuard({ requireAdmin = false, permissions = [] }: RouteGuardProps) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <PageFallback />;
  if (auth.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (requireAdmin && !auth.isAdmin) return <AccessDenied reason="admin" permissions={permissions} />;
  if (!auth.hasPermission(...permissions))
    return <AccessDenied reason="permissions" permissions={permissions} />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** Route component for the login-required group. */
export function RequireLogin() {
  return <RouteGuard />;
}

/**
 * Route component for the job-posting screens: owners, managers and admins (decision 038), and the
 * owners and managers of a business still waiting for review, who draft its jobs (decision 063).
 */
export function RequireJobPosting() {
  const auth = useAuth();
  const memberships = useUserBusinesses(auth.status === 'signed-in' && !auth.hasPermission('create:job'));
  if (auth.status === 'signed-in' && !auth.hasPermission('create:job')) {
    if (memberships.isPending) return <PageFallback />;
    if (managesAnyBusiness(memberships.data)) return <RouteGuard />;
  }
  return <RouteGuard permissions={JOB_POSTING_PERMISSIONS} />;
}

const JOB_POSTING_PERMISSIONS: readonly Permission[] = ['create:job'];

/** Route component for the login-and-admin group. */
export function RequireAdmin() {
  return <RouteGuard requireAdmin />;
}
