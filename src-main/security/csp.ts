// One Content-Security-Policy for the console, in Electron and web mode alike: only our own scripts,
// no eval, network only to ourselves and the tenant API.

export interface CspOptions {
  /** Tenant-API origin the renderer may reach (realtime, images). */
  apiUrl: string;
  /** Extra connect-src entries (web mode's WebSocket endpoint). */
  connect?: readonly string[];
}

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function buildCsp(options: CspOptions): string {
  const api = origin(options.apiUrl);
  const apiWs = api ? api.replace(/^http/, 'ws') : null;
  const connect = ["'self'", api, apiWs, ...(options.connect ?? [])].filter((v): v is string => Boolean(v));
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes inline style attributes; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api ? ` ${api}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
