// The membership feature's public surface: the membership panel (dashboard, profile), the staff list's
// first page (the owner's setup steps count it) and the
// sign-out rule for the card kept on the device (app layout).

export { useRoster } from './api/list-roster';
export { MembershipStatus } from './components/membership-status';
export { useForgetCardWhenSignedOut } from './lib/forget-card';
