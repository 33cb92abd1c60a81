import type { UnsubscribeAlertsResponse } from '@ile/shared/contracts/saved-search';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type UnsubscribedAlerts = z.infer<typeof UnsubscribeAlertsResponse>;

/** POST /saved-searches/unsubscribe: an alert email's signed link turns that search's alerts off, once. */
export function unsubscribeAlerts(token: string): Promise<UnsubscribedAlerts> {
  return api.post<UnsubscribedAlerts>('/saved-searches/unsubscribe', { token });
}

export function useUnsubscribeAlerts() {
  return useMutation({ mutationFn: unsubscribeAlerts });
}
