// The auth feature's public surface: the session hook and provider, and the role badge.
export { AuthProvider } from './components/auth-provider';
export { RoleBadge } from './components/role-badge';
export { type AuthState, type AuthStatus, useAuth } from './hooks/use-auth';
export { useDisplayName } from './hooks/use-display-name';
