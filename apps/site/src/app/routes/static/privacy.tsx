import { PrivacyContent } from '../../../features/static-pages/components/privacy-content';

export function Component() {
  return <PrivacyContent />;
}
