/** The API path of a route file: `/src/pages/api/vehicles/[id]/index.ts` → `/api/vehicles/{id}`; null for helpers (`_x.ts`). */
export function apiPathOf(file: string): string | null {
  const relative = file.replace(/^.*\/src\/pages\//, '').replace(/\.ts$/, '');
  const segments = relative.split('/');
  if (segments.some((s) => s.startsWith('_'))) return null;
  if (segments.at(-1) === 'index') segments.pop();
  return '/' + segments.map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/');
}

/** The tag an operation is grouped under: the first segment after /api (`/api/leads/offer` → `leads`). */
export function tagOf(path: string): string {
  return path.split('/')[2]?.replace(/\.json$/, '') ?? 'api';
}
