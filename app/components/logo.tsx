export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="7" fill="#115e59" />
      <path
        d="M10.5 7c-3 0-4.5 2.4-4.5 5.2 0 2.3.9 4 1.6 5.9.6 1.7.8 3.7 1.2 5.6.3 1.5.8 2.3 1.7 2.3 1.2 0 1.5-1.4 1.8-3.2.3-1.7.6-3.6 1.7-3.6s1.4 1.9 1.7 3.6c.3 1.8.6 3.2 1.8 3.2.9 0 1.4-.8 1.7-2.3.4-1.9.6-3.9 1.2-5.6.7-1.9 1.6-3.6 1.6-5.9C26 9.4 24.5 7 21.5 7c-2.2 0-3.2 1.2-5.5 1.2S12.7 7 10.5 7z"
        fill="#fff"
      />
    </svg>
  );
}
