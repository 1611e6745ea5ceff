/**
 * In development and tests every successful answer is checked against the route table's declared
 * response (docs/decisions/016-route-table.md), so a server or fixture that drifts from the
 * contract fails loudly. Production builds drop this branch and never load the table or zod
 * (the public bundle budget, docs/decisions/013-public-bundle-budget.md).
 */
export async function checkAgainstRouteTable(key: string, status: number, body: unknown): Promise<void> {
  if (import.meta.env.DEV) {
    const { API_ROUTES } = await import('@perks/contract/api/routes');
    const responses: Partial<Record<number, import('zod').ZodType>> =
      (API_ROUTES as Record<string, { responses: Partial<Record<number, import('zod').ZodType>> }>)[key]
        ?.responses ?? {};
    const schema = responses[status];
    if (!schema) throw new Error(`${key} answered ${status}, a status the route table does not declare`);
    const result = schema.safeParse(body);
    if (!result.success) {
      const { prettifyError } = await import('zod');
      throw new Error(
        `${key} answered a body the route table does not allow:\n${prettifyError(result.error)}`,
      );
    }
  }
}
