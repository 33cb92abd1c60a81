import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <section className="not-found">
      <h1>404 Not Found</h1>
      <Link to="/" className="button">
        Go back home
      </Link>
    </section>
  );
}
