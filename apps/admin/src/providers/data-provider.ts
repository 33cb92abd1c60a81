import type { TicketStatus } from '@ile/shared/constants/statuses';
import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import type { BulkResult } from '@ile/shared/contracts/admin/common';
import type { BoardSession, Dashboard } from '@ile/shared/contracts/admin/dashboard';
import type { DisputeDecision, DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import type { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { UserRecord } from '@ile/shared/contracts/admin/users';
import type { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { fetchBlob, httpClient } from './http-client';

export const API_URL = '/api/admin';

/** The four application queues share one set of decision routes. */
export type ApplicationResource =
  | 'listing-applications'
  | 'agent-applications'
  | 'agency-applications'
  | 'student-applications';

/** The console's non-CRUD operations, one named method each, so that components never call fetch. */
export interface ConsoleActions {
  /** `reason`: the reviewer's own note for the audit log; required for a flagged listing application. */
  approveApplication(
    resource: ApplicationResource,
    id: Identifier,
    reason?: string,
  ): Promise<{ data: ApplicationRecord }>;
  rejectApplication(
    resource: ApplicationResource,
    id: Identifier,
    reason: string,
  ): Promise<{ data: ApplicationRecord }>;
  bulkApproveApplications(resource: ApplicationResource, ids: Identifier[]): Promise<BulkResult>;
  bulkRejectApplications(
    resource: ApplicationResource,
    ids: Identifier[],
    reason: string,
  ): Promise<BulkResult>;
  replyToTicket(id: Identifier, message: string): Promise<{ data: TicketRecord }>;
  setTicketStatus(id: Identifier, status: TicketStatus): Promise<{ data: TicketRecord }>;
  assignTicket(id: Identifier, assignedTo: Identifier | null): Promise<{ data: TicketRecord }>;
  publishNotice(id: Identifier): Promise<{ data: NoticeRecord }>;
  unpublishNotice(id: Identifier): Promise<{ data: NoticeRecord }>;
  suspendUser(id: Identifier, reason?: string): Promise<{ data: UserRecord }>;
  reinstateUser(id: Identifier): Promise<{ data: UserRecord }>;
  hideReview(id: Identifier): Promise<{ data: ReviewRecord }>;
  unhideReview(id: Identifier): Promise<{ data: ReviewRecord }>;
  unpublishProperty(id: Identifier): Promise<{ data: PropertyRecord }>;
  republishProperty(id: Identifier): Promise<{ data: PropertyRecord }>;
  /** Decides every open report on a target (its id): dismiss, unpublish, hide-review or suspend-user. */
  decideReport(
    id: Identifier,
    decision: ReportDecision,
    note?: string,
  ): Promise<{ data: ReportTargetRecord }>;
  /** A reviewer visited the listing: the day (YYYY-MM-DD), what they saw, optional photos as data URLs. */
  markPropertyInspected(
    id: Identifier,
    visit: { visitedOn: string; note: string; photos?: string[] },
  ): Promise<{ data: PropertyRecord }>;
  /** `checkedNote`: what was checked (required for a business verification). */
  approveVerification(id: Identifier, checkedNote?: string): Promise<{ data: VerificationRecord }>;
  rejectVerification(id: Identifier, reason: string): Promise<{ data: VerificationRecord }>;
  getDashboard(): Promise<Dashboard>;
  /** Support's decision on a disputed held payment: release to the payee or refund the payer, with the reason. */
  decideDispute(id: Identifier, decision: DisputeDecision, reason: string): Promise<{ data: DisputeRecord }>;
  /** Staff found the listing fraudulent: unpublished, every payment Ile holds for it refunded. */
  markPropertyFraudulent(id: Identifier, reason: string): Promise<{ data: PropertyRecord }>;
  /** Sets the queue monitor's cookie and answers where the monitor is. */
  openQueueMonitor(): Promise<BoardSession>;
  /** A private original (`/api/admin/files/...`) as a Blob, for an object URL. */
  getFile(url: string): Promise<Blob>;
}

export type ReportDecision = 'dismiss' | 'unpublish' | 'hide-review' | 'suspend-user';

export type ConsoleDataProvider = DataProvider & ConsoleActions;

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

/** A record's named action (approve, publish, ...): the server answers the record as it now is. */
const action = <R>(resource: string, id: Identifier, name: string, body: unknown = {}) =>
  post<R>(`${resource}/${encodeURIComponent(String(id))}/${name}`, body).then((data) => ({ data }));

export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  approveApplication: (resource, id, reason) => action(resource, id, 'approve', reason ? { reason } : {}),
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
  decideReport: (id, decision, note) => action('reports', id, decision, note ? { note } : {}),
  markPropertyInspected: (id, visit) => action('properties', id, 'inspection', visit),
  approveVerification: (id, checkedNote) =>
    action('verifications', id, 'approve', checkedNote ? { checkedNote } : {}),
  rejectVerification: (id, reason) => action('verifications', id, 'reject', { reason }),
  decideDispute: (id, decision, reason) => action('disputes', id, 'decide', { decision, reason }),
  markPropertyFraudulent: (id, reason) => action('properties', id, 'fraudulent', { reason }),
  getDashboard: async () => (await httpClient(`${API_URL}/dashboard`)).json as Dashboard,
  openQueueMonitor: () => post<BoardSession>('queues/session'),
  getFile: (url) => fetchBlob(url),
};
