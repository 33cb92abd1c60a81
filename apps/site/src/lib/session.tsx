import type { AuthResponse } from '@ile/shared/contracts/auth';
import type { User } from '@ile/shared/contracts/user';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { api, onSessionChange, refreshSession, setSession } from './api-client';
import { forgetOfflineChanges } from './offline/offline-changes';
import { clearUserCaches } from './pwa/service-worker-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /**
   * Signed in, but started with no network: the user is the member last signed in here and only what this
   * browser kept can be shown until the connection returns (docs/offline.md).
   */
  offline: boolean;
  /** Called with a login or refresh answer. */
  signIn: (session: AuthResponse) => void;
  /** Ends the session on the server (best effort) and here. */
  signOut: () => Promise<void>;
  /** Replaces the signed-in user after an account update answers the new record. */
  replaceUser: (user: User) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * At start the client tries to refresh the session (spec §4) when the session hint says there is one to
 * refresh; on failure, or without the hint, the user is cleared.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let lastUserId: string | null = null;
    const stop = onSessionChange((session, startedOffline) => {
      const nextId = session?.user.id ?? null;
      // Another member signed in here: nothing the last one kept for offline reading may show.
      if (lastUserId && nextId && nextId !== lastUserId) void clearUserCaches();
      if (nextId) lastUserId = nextId;
      setUser(session?.user ?? null);
      setStatus(session ? 'signed-in' : 'signed-out');
      setOffline(startedOffline);
    });
    void refreshSession();
    return () => {
      stop();
    };
  }, []);

  // The connection is back: a session started offline is refreshed (then kept changes can be sent).
  useEffect(() => {
    if (!offline) return;
    const online = () => void refreshSession();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [offline]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      offline,
      signIn: (session) => setSession(session),
      signOut: async () => {
        const leaving = user?.id;
        try {
          await api.post('/auth/logout');
        } finally {
          setSession(null);
          // Nothing of this account stays in the browser: its kept pages, photos and unsent changes.
          if (leaving) forgetOfflineChanges(leaving);
          await clearUserCaches();
        }
      },
      replaceUser: (next) => setUser(next),
    }),
    [status, user, offline],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
