/** Inline SVG wordmark (no image request). Decorative inside links that carry their own name. */
export function Logo({ title, className }: { title?: string; className?: string }) {
  return (
    <svg
      className={className ?? 'logo'}
      viewBox="0 0 200 40"
      width="160"
      height="32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d="M4 30 L14 10 L20 20 L26 12 L36 30 Z" fill="currentColor" opacity="0.85" />
      <text
        x="44"
        y="28"
        fill="currentColor"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="24"
        fontWeight="700"
        letterSpacing="1"
      >
        Whitefish
      </text>
    </svg>
  );
}
