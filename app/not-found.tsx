// The not-found boundary above every root layout. Nothing public reaches it: unknown addresses get
// global-not-found.tsx, and public pages app/(site)/not-found.tsx. It exists because, without it,
// Next puts its built-in 404 page (inline styles and all) into the RSC payload of every page; so it
// is small, and a whole document, as a boundary above the root layouts must be.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>404</h1>
          <p>Oops! Page not found</p>
          {/* A plain link: next/link here would join every page's shared code, and leaving a boundary above the root layouts is a full page load anyway. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Return to Home</a>
        </main>
      </body>
    </html>
  );
}
