import { HelpCenter } from '../../../features/help/components/help-center';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle(
    'Help center',
    'Answers about accounts, listings, payments and applications on Ile, and how to reach support.',
  );
  return (
    <section className="container page">
      <h1 className="page-title">Help center</h1>
      <p className="muted">Answers to common questions about Ile.</p>
      <HelpCenter />
    </section>
  );
}
