import { StudentLanding } from '../../../features/students/components/student-landing';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle(
    'Student property',
    'Affordable shared apartments and hostels for students in Nigeria and Sierra Leone.',
  );
  return (
    <div className="container page">
      <StudentLanding />
    </div>
  );
}
