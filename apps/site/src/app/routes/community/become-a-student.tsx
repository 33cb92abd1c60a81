import { StudentApplication } from '../../../features/students/components/student-application';
import { usePageTitle } from '../../../lib/page-title';
import { RequireAuth } from '../../require-auth';

export function Component() {
  usePageTitle('Become a verified student');
  return (
    <RequireAuth>
      <div className="container page">
        <h1 className="page-title" style={{ textAlign: 'center' }}>
          Become a verified student
        </h1>
        <StudentApplication />
      </div>
    </RequireAuth>
  );
}
