import type { Db } from '@ile/db';
import type { TestUser } from '../helpers/accounts';

/** What `arrange` made for the victim (ids of their listing, application, ...), handed to url and payload. */
export type Fixture = Record<string, string>;

/**
 * One authenticated route, called by user A while naming user B (the victim) or something of B's.
 * `arrange` creates B's things first; `snapshot` reads what must stay untouched (B's user row is always
 * compared as well).
 */
export interface MatrixCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  arrange?(db: Db, victim: TestUser): Promise<Fixture>;
  url(victim: TestUser, fixture: Fixture): string;
  payload?(victim: TestUser, fixture: Fixture): Record<string, unknown>;
  snapshot?(db: Db, fixture: Fixture): Promise<unknown>;
  /** The route is public (a token only personalises it): just naming someone else is refused. */
  publicRoute?: boolean;
  /** 403 when the id is refused, 404 when the thing is hidden from the caller. */
  expect: 403 | 404;
}
