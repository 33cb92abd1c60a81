import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AuthModalProvider } from '../lib/auth-modal';
import { CurrencyProvider } from '../lib/currency';
import { DataSaverProvider } from '../lib/data-saver';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { ThemeProvider } from '../lib/theme';

/** App-wide state: server cache, session, theme, data saver, display currency, the auth modal, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ThemeProvider>
          <DataSaverProvider>
            <CurrencyProvider>
              <AuthModalProvider>
                {children}
                <Toaster />
              </AuthModalProvider>
            </CurrencyProvider>
          </DataSaverProvider>
        </ThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
