/** The rows of a raw `execute`: both engines answer with `{ rows }`; the Db type leaves the shape open. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
