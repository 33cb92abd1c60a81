import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Where the flow starts; 'reset' lets /login open the password reset directly. */
export type AuthModalEntry = 'login' | 'signup' | 'reset';

export interface AuthModalValue {
  /** Which flow is open; null when no auth modal shows. Only one is ever open (spec: auth modals). */
  entry: AuthModalEntry | null;
  open: (entry: AuthModalEntry) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [entry, setEntry] = useState<AuthModalEntry | null>(null);
  const value = useMemo<AuthModalValue>(
    () => ({ entry, open: setEntry, close: () => setEntry(null) }),
    [entry],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
