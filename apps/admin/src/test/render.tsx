import type { StaffRole } from '@ile/shared/constants/auth';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  ListContextProvider,
  type ListControllerResult,
  Notification,
  type RaRecord,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { vi } from 'vitest';
import type { ConsoleActions } from '../providers/data-provider';
import { can } from '../providers/permissions';

export const STAFF_ID = '00000000-0000-4000-8000-00000000aaaa';

/** An auth provider signed in as a staff member of `role`, deciding access with the console's real table. */
export function authAs(role: StaffRole, id = STAFF_ID): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id, fullName: `${role} Member` }),
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => can(role, resource, action),
  };
}

type Actions = { [K in keyof ConsoleActions]?: ConsoleActions[K] };

/** A data provider whose named actions are the given mocks; CRUD methods answer from `crud`. */
export function consoleDataProvider(actions: Actions, crud: Partial<DataProvider> = {}): DataProvider {
  return { ...testDataProvider(crud), ...actions } as DataProvider;
}

/** A named action answering `data`; a few fields stand in for the whole record the server would send. */
export const answer = (data: RaRecord) => vi.fn(async () => ({ data: data as never }));

interface Options {
  dataProvider: DataProvider;
  role?: StaffRole;
  resource: string;
  record?: RaRecord;
  /** For bulk buttons: the list they act on. */
  selectedIds?: string[];
}

/**
 * Renders a console component the way the app does: inside react-admin's context (data, auth, router,
 * notifications), a resource and a record, and optionally a list selection.
 */
export function renderInConsole(
  ui: ReactNode,
  { dataProvider, role = 'Admin', resource, record, selectedIds }: Options,
) {
  const onUnselectItems = vi.fn();
  const list = selectedIds
    ? ({
        selectedIds,
        onUnselectItems,
        resource,
        data: [],
        total: selectedIds.length,
      } as unknown as ListControllerResult)
    : null;
  const content = <RecordContextProvider value={record}>{ui}</RecordContextProvider>;
  const result = render(
    <AdminContext dataProvider={dataProvider} authProvider={authAs(role)}>
      <ResourceContextProvider value={resource}>
        {list ? <ListContextProvider value={list}>{content}</ListContextProvider> : content}
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { ...result, user: userEvent.setup(), onUnselectItems };
}
