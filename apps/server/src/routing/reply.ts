import type { PageTotals } from '@perks/contract';

/**
 * The one way a route handler answers (docs/decisions/016-route-table.md): it returns a status
 * and a body, and `serveRoute` checks both against the route's declared `responses`, so a status
 * the table does not declare, or a body of another shape, fails to compile. The success envelope
 * of decision 004, `{ success: true, data }`, is written here and nowhere else; failures are
 * thrown `AppError`s. Headers are still set on the reply before returning.
 */

/** A status and the body to send with it. */
export interface Answer<S extends number, B> {
  status: S;
  body: B;
}

/** The single-object success envelope. */
export interface Envelope<T> {
  success: true;
  data: T;
}

/** A list body as it is: no envelope, so a client that unwraps `data` keeps the totals too. */
export interface ListBody extends PageTotals {
  data: readonly unknown[];
}

const envelope = <T>(data: T): Envelope<T> => ({ success: true, data });

/** 200 `{ success: true, data }`. */
export const ok = <T>(data: T): Answer<200, Envelope<T>> => ({ status: 200, body: envelope(data) });

/** 201 `{ success: true, data }`: the route made something. */
export const created = <T>(data: T): Answer<201, Envelope<T>> => ({ status: 201, body: envelope(data) });

/** 200 with a list body `{ data, total, page, limit, totalPages, hasNext, hasPrev }` (and any extra the route declares). */
export const list = <T extends ListBody>(body: T): Answer<200, T> => ({ status: 200, body });
