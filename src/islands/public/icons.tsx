/** The few line icons the public islands draw (same drawing as src/components/icons/icon.astro). */
const PATHS = {
  prev: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  close: 'M18 6 6 18M6 6l12 12',
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
} as const;

export function IslandIcon({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
