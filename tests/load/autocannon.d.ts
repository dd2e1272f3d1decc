// autocannon ships no types: the part of its API the load test uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestShape {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  type Context = Record<string, unknown>;
  interface Request extends RequestShape {
    /** Returns the request to send, or a falsy value to skip the rest of the sequence. */
    setupRequest?: (request: RequestShape, context: Context) => RequestShape | null | undefined;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    /** Requests per second of all connections together (at least 1); unset: as fast as answers come back. */
    overallRate?: number;
    pipelining?: number;
    requests?: Request[];
    initialContext?: Context;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }
  function autocannon(options: Options, done?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
  export type { Context, Instance, Options, Request, Result };
}
