import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <section className="container page" style={{ textAlign: 'center', paddingBlock: '96px' }}>
      <p className="muted" style={{ fontSize: 64, fontWeight: 800, margin: 0 }}>
        404
      </p>
      <h1 className="page-title">We could not find that page</h1>
      <p className="muted">The link may be broken or the page may have moved.</p>
      <ButtonLink to="/">Go back home</ButtonLink>
    </section>
  );
}
