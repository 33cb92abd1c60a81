import { TermsContent } from '../../../features/static-pages/components/terms-content';

export function Component() {
  return <TermsContent />;
}
