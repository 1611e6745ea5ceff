// Test helpers other features' tests use to render screens as a signed-in (or signed-out) person.
export { testUser } from './auth-fixtures';
