import type { UserRecord } from '@ile/shared/contracts/admin/users';
import {
  BooleanField,
  EmailField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  usePermissions,
} from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { LocalDateField, LocalNumberField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { can } from '../../providers/permissions';
import { AccountStateField } from './account-state-field';
import { ChangeRoleButton } from './change-role-button';
import { SuspendButton } from './suspend-button';
import { ROLE_CHOICES } from './user-choices';
import {
  UserApplications,
  UserListings,
  UserReviews,
  UserTickets,
  UserTransactions,
} from './user-related-tabs';

function Profile() {
  return (
    <>
      <FieldSection
        title="Account"
        actions={
          <>
            <ChangeRoleButton />
            <SuspendButton />
          </>
        }
      >
        <TextField source="full_name" label="Name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <SelectField source="role" choices={ROLE_CHOICES} />
        <TextField source="staff_role" label="Staff role" />
        <AccountStateField label="Account" />
        <LocalDateField source="suspended_at" label="Suspended" showTime />
        <LocalDateField source="email_verified_at" label="Email verified" showTime />
        <BooleanField source="is_verified_student" label="Verified student" />
        <TextField source="gender" />
        <TextField source="address" />
        <TextField source="state" />
        <TextField source="country" />
        <LocalDateField source="created_at" label="Joined" showTime />
      </FieldSection>
      <FieldSection title="Activity">
        <LocalNumberField source="listings_count" label="Listings" />
        <LocalNumberField source="listing_applications_count" label="Listing applications" />
        <LocalNumberField source="agent_applications_count" label="Agent applications" />
        <LocalNumberField source="agency_applications_count" label="Agency applications" />
        <LocalNumberField source="student_applications_count" label="Student applications" />
        <LocalNumberField source="tickets_count" label="Tickets" />
        <LocalNumberField source="transactions_count" label="Transactions" />
      </FieldSection>
    </>
  );
}

/** The account, then what it owns; each tab only for a role that may read that resource. */
export function UserShow() {
  const { permissions: role } = usePermissions();
  const tabs = [
    ['Listings', 'properties', <UserListings key="listings" />],
    ['Applications', 'listing-applications', <UserApplications key="applications" />],
    ['Tickets', 'tickets', <UserTickets key="tickets" />],
    ['Transactions', 'transactions', <UserTransactions key="transactions" />],
    ['Reviews', 'reviews', <UserReviews key="reviews" />],
  ] as const;
  return (
    <Show
      title={<RecordTitle<UserRecord> label="User" suffix={(user) => `: ${user.full_name}`} />}
      actions={false}
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Profile">
          <Profile />
        </TabbedShowLayout.Tab>
        {tabs
          .filter(([, resource]) => can(role, resource, 'read'))
          .map(([label, , content]) => (
            <TabbedShowLayout.Tab key={label} label={label} path={label.toLowerCase()}>
              {content}
            </TabbedShowLayout.Tab>
          ))}
      </TabbedShowLayout>
    </Show>
  );
}
