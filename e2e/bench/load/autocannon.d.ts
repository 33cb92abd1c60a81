// The little of autocannon's API the load bench uses (the package ships no types; the api's benchmarks
// declare their own subset in services/api/bench, outside this workspace's program).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Not autocannon's: the load report's label, read back when the response arrives. */
    kind?: string;
    /**
     * Called before each send with the connection's context (emptied at each pass through the list); a
     * falsy answer skips the rest of the pass.
     */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    requests?: Request[];
  }

  interface Result {
    non2xx: number;
    /** Socket errors, timeouts included. */
    errors: number;
    timeouts: number;
    /** Seconds. */
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
