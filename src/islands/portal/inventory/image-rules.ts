/** Spec §5 image upload rules, checked in the browser before sending (the server checks again). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

/** The first problem with a batch (one bad file stops the whole batch), or null. */
export function checkImageFiles(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): string | null {
  for (const file of files) {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type as (typeof ACCEPTED_IMAGE_TYPES)[number]))
      return 'Invalid file type: not a supported image type';
    if (file.size > MAX_IMAGE_BYTES) return `File too large: ${file.name} exceeds the 5MB limit`;
  }
  return null;
}

/** Moves the item at `from` by `delta` places (clamped); a new array. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + delta));
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
