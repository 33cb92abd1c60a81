import type { ReactNode } from 'react';

/** App-wide providers (session, currency, toasts) are added here as the features that need them land. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
