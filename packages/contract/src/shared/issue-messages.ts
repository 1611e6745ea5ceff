import type { z } from 'zod';

/** A schema's refusals as short lines, each naming its field ("phone: Invalid phone number"). */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
