/** The product's mark (the same drawing as public/favicon.svg). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f4e8c" />
      <rect x="14" y="14" width="16" height="36" rx="3" fill="#fff" />
      <rect x="34" y="14" width="16" height="16" rx="3" fill="#f0b429" />
      <rect x="34" y="34" width="16" height="16" rx="3" fill="#9ec5ff" />
    </svg>
  );
}
