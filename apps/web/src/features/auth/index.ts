// The auth feature's public surface: the session hook and provider, the role badge, and the
// passkeys' settings card and admin banner (decision 103).
export { AdminPasskeyBannerGate } from './components/admin-passkey-banner-gate';
export { AuthProvider } from './components/auth-provider';
export { PasskeysCard } from './components/passkeys-card';
export { RoleBadge } from './components/role-badge';
export { type AuthState, type AuthStatus, useAuth } from './hooks/use-auth';
export { useDisplayName } from './hooks/use-display-name';
