import type { UpdateUserSettingsBody, User, UserSettings } from '@ile/shared/contracts/user';
import { useCallback, useRef, useState } from 'react';
import { api } from './api-client';
import { useSession } from './session';

function readLocal<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}

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
