import { Link } from 'react-router';

/**
 * The page for an unknown address or an id that names nothing (answered with status 404): what
 * happened and the ways on. Pages draw it for a 404 of their own data too.
 */
export function NotFoundPage() {
  return (
    <main className="page" id="main">
      <h1>Page not found</h1>
      <p className="muted">That page does not exist, or it is not shared with you. The link may be mistyped or out of date.</p>
      <p>
        <Link to="/">Go to your home page</Link> or <Link to="/search">search the library</Link>.
      </p>
    </main>
  );
}
