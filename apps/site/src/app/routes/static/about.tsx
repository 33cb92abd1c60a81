import { AboutContent } from '../../../features/static-pages/components/about-content';

export function Component() {
  return <AboutContent />;
}
