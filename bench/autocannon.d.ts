/** The part of autocannon's API the bench uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; total: number; p50: number; p90: number; p99: number; max: number };
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** How often (ms) autocannon samples, and checks whether a run is over. Default 1000. */
    sampleInt?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (Request & {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    })[];
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  /** The running load: a promise of the result that also reports each answer and each failure. */
  export type Instance = Promise<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
    on(event: "reqError", listener: (error: Error & { code?: string }) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
