import type { UpdateUserSettingsBody, User, UserSettings } from '@ile/shared/contracts/user';
import { useCallback, useRef, useState } from 'react';
import { api } from './api-client';
import { readLocal, writeLocal } from './local-storage';
import { useSession } from './session';

/**
 * A setting that follows the user (decisions.md "Nothing is ever only local"): read from the account when
 * signed in, else from this browser; written to both, so it survives signing out and follows to other devices.
 */
export function useAccountSetting<K extends keyof UserSettings>(
  key: K,
  bodyKey: keyof UpdateUserSettingsBody,
  fallback: UserSettings[K],
): [UserSettings[K], (value: UserSettings[K]) => void] {
  const { user, replaceUser } = useSession();
  const storageKey = `ile.${key}`;
  const [local, setLocal] = useState<UserSettings[K] | undefined>(() => readLocal(storageKey));
  // Quick successive choices can be answered out of order: only the latest answer may replace the user.
  const latest = useRef(0);
  const value = user ? user.settings[key] : (local ?? fallback);

  const set = useCallback(
    (next: UserSettings[K]) => {
      setLocal(next);
      writeLocal(storageKey, next);
      if (user) {
        replaceUser({ ...user, settings: { ...user.settings, [key]: next } });
        const call = ++latest.current;
        api
          .post<User>('/user/settings', { [bodyKey]: next })
          .then((answer) => {
            if (call === latest.current) replaceUser(answer);
          })
          .catch(() => undefined);
      }
    },
    [user, replaceUser, storageKey, key, bodyKey],
  );
  return [value, set];
}
