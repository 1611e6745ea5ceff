// The membership feature's public surface: the membership panel (dashboard, profile) and the
// sign-out rule for the card kept on the device (app layout).
export { MembershipStatus } from './components/membership-status';
export { useForgetCardWhenSignedOut } from './lib/forget-card';
