import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_COOKIE } from '@ile/shared/helpers/data-saver';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { readLocal, writeLocal } from './local-storage';

/**
 * Data saver (issue 20): 320 px pictures only, gallery photos and the map on tap, nothing fetched ahead. Unlike
 * theme or currency it is this browser's setting, not the account's (decisions.md "Nothing is ever only
 * local" is about the person): it follows the connection, and the same person's laptop on fibre wants it off.
 */
export interface DataSaverValue {
  on: boolean;
  /** True until the visitor chooses: `on` then follows the browser and the connection. */
  automatic: boolean;
  setOn: (on: boolean) => void;
}

const STORAGE_KEY = 'ile.data_saver';
const YEAR_SECONDS = 365 * 24 * 3600;
/** Chrome's "3G" ranges up to 0.7 Mbit/s; its slow end (DevTools' "Slow 3G" is 0.4) counts as slow. */
const SLOW_3G_MBPS = 0.5;

/** What the browser tells about the connection (the Network Information API, Chromium-only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}

type ConnectionLike = ConnectionHints & EventTarget;

function browserConnection(): ConnectionLike | undefined {
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

/**
 * Data saver before the visitor chooses: on when the api served the page saving data (the request carried
 * `Save-Data: on`), when the browser asks to save data, or on a 2G or slow 3G connection.
 */
export function automaticDataSaver(servedSaving: boolean, connection: ConnectionHints | undefined): boolean {
  if (servedSaving || connection?.saveData) return true;
  const type = connection?.effectiveType;
  if (type === 'slow-2g' || type === '2g') return true;
  return type === '3g' && connection?.downlink !== undefined && connection.downlink <= SLOW_3G_MBPS;
}

/**
 * The cookie the api reads when it answers the next page: `1` on, `0` turned off by the visitor (so the browser's
 * Save-Data no longer overrides them), none while nobody chose and it is off.
 */
function writeCookie(value: '1' | '0' | undefined): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === undefined ? 'Max-Age=0' : `Max-Age=${YEAR_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${DATA_SAVER_COOKIE}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}

const DataSaverContext = createContext<DataSaverValue | null>(null);

export function DataSaverProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<boolean | undefined>(() => readLocal<boolean>(STORAGE_KEY));
  // The api's mark is read once: it describes the request that loaded this document.
  const [servedSaving] = useState(() => document.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on');
  const [automatic, setAutomatic] = useState(() => automaticDataSaver(servedSaving, browserConnection()));

  useEffect(() => {
    const connection = browserConnection();
    if (!connection?.addEventListener) return;
    const update = () => setAutomatic(automaticDataSaver(servedSaving, connection));
    connection.addEventListener('change', update);
    return () => connection.removeEventListener('change', update);
  }, [servedSaving]);

  const on = chosen ?? automatic;
  useEffect(() => {
    writeCookie(on ? '1' : chosen === false ? '0' : undefined);
  }, [on, chosen]);

  const value = useMemo(
    () => ({
      on,
      automatic: chosen === undefined,
      setOn: (next: boolean) => {
        setChosen(next);
        writeLocal(STORAGE_KEY, next);
      },
    }),
    [on, chosen],
  );
  return <DataSaverContext.Provider value={value}>{children}</DataSaverContext.Provider>;
}

/** Outside a provider (a component rendered alone in a test) data saver is off. */
const OFF: DataSaverValue = { on: false, automatic: true, setOn: () => undefined };

export function useDataSaver(): DataSaverValue {
  return useContext(DataSaverContext) ?? OFF;
}
