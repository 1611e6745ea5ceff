// The analytics feature's public surface for other features: the chart with its table and CSV,
// which the admin's 'Analytics & Billing' section draws its weekly figures with (decision 066).
export { TrendChart } from './components/trend-chart';
