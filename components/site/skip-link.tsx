/** The first stop for keyboard users on every page: past the navigation to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground elevated focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      Skip to content
    </a>
  );
}
