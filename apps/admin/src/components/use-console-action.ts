import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider';

/** The query key of a private file's bytes (see PrivateImage). */
export const PRIVATE_FILE_QUERY = 'private-file';

export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>();

interface ConsoleActionOptions<TResult> {
  /** The notification on success: fixed, or built from the answer (bulk actions report per id). */
  success: string | ((result: TResult) => { message: string; type?: 'success' | 'warning' });
  onSuccess?: (result: TResult) => void;
}

/**
 * Runs one named data-provider action (approve, reply, suspend, ...) with a notification either way and a
 * refresh of what is on screen, so every record shown reflects the server's answer. Errors show the server's
 * own message (fetchJson puts it in `error.message`).
 */
export function useConsoleAction<TArgs, TResult>(
  run: (dataProvider: ConsoleDataProvider, args: TArgs) => Promise<TResult>,
  options: ConsoleActionOptions<TResult>,
) {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TArgs>({
    mutationFn: (args) => run(dataProvider, args),
    onSuccess: (result) => {
      const outcome =
        typeof options.success === 'string' ? { message: options.success } : options.success(result);
      notify(outcome.message, { type: outcome.type ?? 'success', messageArgs: { _: outcome.message } });
      options.onSuccess?.(result);
      // Everything on screen may have changed (a record, its list, the dashboard's counts) except the private
      // files already fetched, which never change and are costly to fetch again.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== PRIVATE_FILE_QUERY });
    },
    onError: (error) => {
      const message = error?.message || 'The action failed, please retry';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  });
}
