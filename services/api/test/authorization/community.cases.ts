import type { MatrixCase } from './case';

/** Reviews and agent, agency and student applications: every one names the caller only. */
export const COMMUNITY_CASES: MatrixCase[] = [
  {
    name: 'review an agent as someone else',
    method: 'POST',
    url: () => '/api/v1/review/create-review',
    payload: (b) => ({ userId: b.id, type: 'agent', agentId: b.id, rating: 5, comment: 'x' }),
    expect: 403,
  },
  {
    name: 'apply as an agent for someone else',
    method: 'POST',
    url: () => '/api/v1/applications/agent',
    payload: (b) => ({ userId: b.id, position: 'x' }),
    expect: 403,
  },
  {
    name: 'apply as an agency for someone else',
    method: 'POST',
    url: () => '/api/v1/applications/agency',
    payload: (b) => ({ userId: b.id, agencyName: 'x' }),
    expect: 403,
  },
  {
    name: 'apply as a student for someone else',
    method: 'POST',
    url: () => '/api/v1/applications/student',
    payload: (b) => ({ userId: b.id, university: 'x' }),
    expect: 403,
  },
  {
    name: 'read someone else’s applications',
    method: 'GET',
    url: (b) => `/api/v1/applications/mine?userId=${b.id}`,
    expect: 403,
  },
];
