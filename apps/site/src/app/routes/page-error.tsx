import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/feedback';
import { useLeaveFirstViewWhen } from '../../lib/first-view';
import { useOnline } from '../../lib/offline/online-status';
import { reloadToNewVersion } from '../../lib/pwa/service-worker-client';

/**
 * A page's code could not be fetched: no network, or a deploy removed this build's files. Browsers word the
 * failed import differently (Chromium, Safari, Firefox), and Vite's loader throws its own for a page's
 * stylesheet.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;
const isChunkFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * What a page shows instead of itself when it cannot load, inside the site's header and footer: offline, a
 * page this browser has not kept says so and points at what opens offline; after a deploy, it offers the
 * new version (never a page of old and new code mixed).
 */
export function PageError() {
  const error = useRouteError();
  const online = useOnline();
  useLeaveFirstViewWhen(true);
  if (isChunkFailure(error) && !online) {
    return (
      <div className="container page">
        <ErrorState message="You are offline, and this page needs a connection. Your saved properties open offline.">
          <ButtonLink to="/wishlist" variant="secondary">
            Saved properties
          </ButtonLink>
        </ErrorState>
      </div>
    );
  }
  if (isChunkFailure(error)) {
    return (
      <div className="container page">
        <ErrorState
          message="A new version of Ile is available."
          onRetry={reloadToNewVersion}
          retryLabel="Reload"
        />
      </div>
    );
  }
  const message = isRouteErrorResponse(error) ? error.statusText : 'Something went wrong on this page.';
  return (
    <div className="container page">
      <ErrorState message={message} onRetry={() => window.location.reload()} retryLabel="Reload" />
    </div>
  );
}
