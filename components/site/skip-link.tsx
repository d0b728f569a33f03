/** The first stop for keyboard users on every page: past the navigation to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}
