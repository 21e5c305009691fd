/** A padlock drawn inline (no emoji font needed), with its meaning for screen readers and on hover. */
export function LockMark({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width="0.9em"
      height="0.9em"
      style={{ marginInlineStart: 6, verticalAlign: '-0.1em' }}
    >
      <title>{label}</title>
      <path fill="currentColor" d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" />
    </svg>
  );
}
