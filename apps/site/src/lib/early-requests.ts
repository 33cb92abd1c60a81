/**
 * Answers asked for as the app starts, before the page's code has loaded, drawn itself and found nobody
 * signed in: one round trip less before a visitor's page can paint (issue 20; app/early-page-data.ts says
 * which pages). Each is taken once, by the page's first read of the same request.
 */
const early = new Map<string, Promise<unknown>>();

export function requestEarly<T>(key: string, request: () => Promise<T>): void {
  const answer = request();
  // Whoever takes it handles its failure; left untaken, a failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, answer);
}

/** The answer asked for at start under `key`, once; null when there is none (then the page asks itself). */
export function takeEarly<T>(key: string): Promise<T> | null {
  const answer = early.get(key);
  if (!answer) return null;
  early.delete(key);
  return answer as Promise<T>;
}
