import type { AuthResponse } from '@ile/shared/contracts/auth';
import type { User } from '@ile/shared/contracts/user';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { api, onSessionChange, refreshSession, setSession } from './api-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
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

  useEffect(() => {
    const stop = onSessionChange((session) => {
      setUser(session?.user ?? null);
      setStatus(session ? 'signed-in' : 'signed-out');
    });
    void refreshSession();
    return () => {
      stop();
    };
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      signIn: (session) => setSession(session),
      signOut: async () => {
        try {
          await api.post('/auth/logout');
        } finally {
          setSession(null);
        }
      },
      replaceUser: (next) => setUser(next),
    }),
    [status, user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
