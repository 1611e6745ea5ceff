// The AI feature's public surface: the onboarding chat's test panel for the admin API Test Center,
// and the assistant that fills the owner's setup form (decision 069).
export { AiTestPanel } from './components/ai-test-panel';
export { type BusinessFill, SetupAssistant } from './components/setup-assistant';
