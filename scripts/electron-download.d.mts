// Types for electron-download.mjs (a plain script: it runs before dependencies are installed).
export declare const ELECTRON_DEFAULT_MIRROR: string;
export declare const PROBE_TIMEOUT_MS: number;
export type Env = Record<string, string | undefined>;
export declare function electronDownloadBase(env: Env): string;
export declare function probeReachable(url: string, timeoutMs?: number): Promise<boolean>;
export declare function installPlan(
  env: Env,
  probe?: (url: string) => Promise<boolean>,
): Promise<{ env: Env; skipped: boolean; message: string | null }>;
