import { ContactContent } from '../../../features/static-pages/components/contact-content';

export function Component() {
  return <ContactContent />;
}
