import type { StaffRole } from '@ile/shared/constants/auth';
import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/dashboard';
import { LoginPage } from './login/login-page';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { can } from './providers/permissions';
import agencyApplications from './resources/agency-applications';
import agentApplications from './resources/agent-applications';
import auditLog from './resources/audit-log';
import disputes from './resources/disputes';
import listingApplications from './resources/listing-applications';
import mail from './resources/mail';
import notices from './resources/notices';
import properties from './resources/properties';
import reports from './resources/reports';
import reviews from './resources/reviews';
import studentApplications from './resources/student-applications';
import tickets from './resources/tickets';
import transactions from './resources/transactions';
import users from './resources/users';
import verifications from './resources/verifications';
import { theme } from './theme';

/** Every resource of the console, in menu order. */
const RESOURCES = {
  'listing-applications': listingApplications,
  'agent-applications': agentApplications,
  'agency-applications': agencyApplications,
  'student-applications': studentApplications,
  verifications,
  properties,
  reviews,
  reports,
  tickets,
  notices,
  users,
  transactions,
  disputes,
  'audit-log': auditLog,
  mail,
};

/** The console's table of contents: each role gets the resources it may read, nothing else in the menu. */
export function App() {
  return (
    <Admin
      title="Ile staff console"
      disableTelemetry
      requireAuth
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
    >
      {(role: StaffRole | null) =>
        Object.entries(RESOURCES)
          .filter(([name]) => can(role, name, 'read'))
          .map(([name, definition]) => <Resource key={name} name={name} {...definition} />)
      }
    </Admin>
  );
}
