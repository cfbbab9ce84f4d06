/** One zod issue as any zod flavour reports it (zod, zod/mini, zod/v4/core). */
export type ValidationIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * zod issues → `{ field: message }`, the first message per field, nested paths
 * dotted (`tradeIn.vin`) and an issue about the whole value under `_`. The API
 * answers its 400s with this map and the forms show the same map under their
 * fields, so a message reads the same in the browser and from the server.
 * Pure and dependency-free: it ships to visitors with the public forms.
 */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
