import { CHECKOUT_SCRIPT_RETRY } from '@ile/shared/constants/payments';

const loaded = new Map<string, Promise<void>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A failed tag is removed, so the next attempt (or a later click) starts clean.
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

/**
 * Loads a provider's checkout script on demand, once per page: only payers download it. A flaky
 * connection gets a few tries a second apart (spec §7) before the caller is told it failed.
 */
export function loadScript(
  src: string,
  { attempts = CHECKOUT_SCRIPT_RETRY.attempts, intervalMs = CHECKOUT_SCRIPT_RETRY.intervalMs } = {},
): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const loading = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inject(src);
      } catch (error) {
        if (attempt >= attempts) throw error;
        await wait(intervalMs);
      }
    }
  })();
  loaded.set(src, loading);
  loading.catch(() => loaded.delete(src));
  return loading;
}
