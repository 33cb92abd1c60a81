import type { TicketStatus } from '@ile/shared/constants/statuses';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { fetchBlob, httpClient } from './http-client';

export const API_URL = '/api/admin';

/** The four application queues share one set of decision routes. */
export type ApplicationResource =
  | 'listing-applications'
  | 'agent-applications'
  | 'agency-applications'
  | 'student-applications';

/** One id's outcome in a bulk decision; the call answers 200 even when some ids failed. */
export interface BulkDecisionResult {
  results: (
    | { id: Identifier; ok: true; status: string }
    | { id: Identifier; ok: false; error: { code: number; message: string } }
  )[];
  succeeded: number;
  failed: number;
}

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  paused: number;
  prioritized: number;
}

export interface DashboardData {
  pending_applications: { listing: number; agent: number; agency: number; student: number; total: number };
  tickets: { pending: number; open: number; open_unassigned: number; total_open: number };
  listings_published_this_week: number;
  outbox_backlog: number;
  queues_available: boolean;
  queues: QueueCounts[];
}

export interface QueueSession {
  url: string;
  expires_at: string;
}

/** The console's non-CRUD operations, one named method each, so that components never call fetch. */
export interface ConsoleActions {
  approveApplication(resource: ApplicationResource, id: Identifier): Promise<{ data: RaRecord }>;
  rejectApplication(
    resource: ApplicationResource,
    id: Identifier,
    reason: string,
  ): Promise<{ data: RaRecord }>;
  bulkApproveApplications(resource: ApplicationResource, ids: Identifier[]): Promise<BulkDecisionResult>;
  bulkRejectApplications(
    resource: ApplicationResource,
    ids: Identifier[],
    reason: string,
  ): Promise<BulkDecisionResult>;
  replyToTicket(id: Identifier, message: string): Promise<{ data: RaRecord }>;
  setTicketStatus(id: Identifier, status: TicketStatus): Promise<{ data: RaRecord }>;
  assignTicket(id: Identifier, assignedTo: Identifier | null): Promise<{ data: RaRecord }>;
  publishNotice(id: Identifier): Promise<{ data: RaRecord }>;
  unpublishNotice(id: Identifier): Promise<{ data: RaRecord }>;
  suspendUser(id: Identifier, reason?: string): Promise<{ data: RaRecord }>;
  reinstateUser(id: Identifier): Promise<{ data: RaRecord }>;
  hideReview(id: Identifier): Promise<{ data: RaRecord }>;
  unhideReview(id: Identifier): Promise<{ data: RaRecord }>;
  unpublishProperty(id: Identifier): Promise<{ data: RaRecord }>;
  republishProperty(id: Identifier): Promise<{ data: RaRecord }>;
  getDashboard(): Promise<DashboardData>;
  /** Sets the queue monitor's cookie and answers where the monitor is. */
  openQueueMonitor(): Promise<QueueSession>;
  /** A private original (`/api/admin/files/...`) as a Blob, for an object URL. */
  getFile(url: string): Promise<Blob>;
}

export type ConsoleDataProvider = DataProvider & ConsoleActions;

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

const action = (resource: string, id: Identifier, name: string, body: unknown = {}) =>
  post<RaRecord>(`${resource}/${encodeURIComponent(String(id))}/${name}`, body).then((data) => ({ data }));

export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  approveApplication: (resource, id) => action(resource, id, 'approve'),
  rejectApplication: (resource, id, reason) => action(resource, id, 'reject', { reason }),
  bulkApproveApplications: (resource, ids) => post(`${resource}/bulk-approve`, { ids }),
  bulkRejectApplications: (resource, ids, reason) => post(`${resource}/bulk-reject`, { ids, reason }),
  replyToTicket: (id, message) => action('tickets', id, 'reply', { message }),
  setTicketStatus: (id, status) => action('tickets', id, 'status', { status }),
  assignTicket: (id, assignedTo) => action('tickets', id, 'assign', { assigned_to: assignedTo }),
  publishNotice: (id) => action('notices', id, 'publish'),
  unpublishNotice: (id) => action('notices', id, 'unpublish'),
  suspendUser: (id, reason) => action('users', id, 'suspend', reason ? { reason } : {}),
  reinstateUser: (id) => action('users', id, 'reinstate'),
  hideReview: (id) => action('reviews', id, 'hide'),
  unhideReview: (id) => action('reviews', id, 'unhide'),
  unpublishProperty: (id) => action('properties', id, 'unpublish'),
  republishProperty: (id) => action('properties', id, 'republish'),
  getDashboard: async () => (await httpClient(`${API_URL}/dashboard`)).json as DashboardData,
  openQueueMonitor: () => post<QueueSession>('queues/session'),
  getFile: (url) => fetchBlob(url),
};
