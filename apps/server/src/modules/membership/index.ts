// The membership module's public surface: the card code
// (the tests of features built on check-ins show a member's live card with it), and the staff
// list's size (what a subscription's quantity follows, decision 067).
export { codeAt } from './card.service.ts';
export { countRoster } from './roster.repository.ts';
