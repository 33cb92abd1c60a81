import { GuidelinesContent } from '../../../features/static-pages/components/guidelines-content';

export function Component() {
  return <GuidelinesContent />;
}
