// The challenge module's public surface: the gate that sign-in and the sign-up form call.
export { ChallengeGate } from './challenge-gate.ts';
