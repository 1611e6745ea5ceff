// Fixtures other features' tests use to show a business's perks.
export { visitorPerks } from './perk-fixtures';
