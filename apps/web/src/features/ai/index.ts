// The AI feature's public surface: the onboarding chat's test panel for the admin API Test Center.
export { AiTestPanel } from './components/ai-test-panel';
