// The business-setup feature's public surface: the dashboard's setup card (the page is the router's).
export { BusinessSetupCard } from './components/business-setup-card';
