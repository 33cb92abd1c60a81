import { StudentSubmitted } from '../../../features/students/components/student-submitted';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Application sent');
  return (
    <div className="container page">
      <StudentSubmitted />
    </div>
  );
}
