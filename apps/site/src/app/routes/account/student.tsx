import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { useMe } from '../../../features/account/api/get-me';
import { useMyApplications } from '../../../features/account/api/list-my-applications';
import { AccountPage } from '../../../features/account/components/account-page';
import { StudentStatus } from '../../../features/account/components/student-status';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/toast';

export function Component() {
  usePageTitle('Student');
  const me = useMe();
  const applications = useMyApplications();
  const body = (() => {
    if (me.isPending || applications.isPending) return <PageSpinner label="Loading your student status" />;
    if (me.isError || applications.isError) {
      return (
        <ErrorState
          message={errorMessage(me.error ?? applications.error)}
          onRetry={() => {
            void me.refetch();
            void applications.refetch();
          }}
        />
      );
    }
    const latest = applications.data.applications.find((application) => application.kind === 'student');
    return <StudentStatus user={me.data} application={latest} />;
  })();
  return (
    <AccountPage title="Student" intro="Verified students get housing near campus and student-only benefits.">
      {body}
    </AccountPage>
  );
}
