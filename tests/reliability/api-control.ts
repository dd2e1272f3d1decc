// A tenant API the reliability runs can stop and start again on the same port, data dir and
// database (PGlite under the data dir, or a scratch PostgreSQL database when DATABASE_URL is set).
// Free of vitest so the soak script and child processes can use it too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { createScratchDatabase } from '../integration/helpers/scratch-database.js';
import { startSeededApi } from '../integration/helpers/seeded-api.js';

export const HARBOUR = {
  admin: { email: 'admin@harbour.test', password: 'harbour-admin-1' },
  host: { email: 'host@harbour.test', password: 'harbour-host-1' },
} as const;
export const QUAY_ADMIN = { email: 'admin@quay.test', password: 'quay-admin-1' } as const;

export class ApiControl {
  private constructor(
    private current: RunningApiServer | null,
    readonly port: number,
    readonly dataDir: string,
    readonly databaseUrl: string | undefined,
    private readonly dropDatabase: (() => Promise<void>) | null,
  ) {}

  restarts = 0;

  static async start(options: { databaseUrl?: string } = {}): Promise<ApiControl> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-rel-api-'));
    const adminUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'venue_rel') : null;
    const server = await startSeededApi(dataDir, scratch?.url);
    return new ApiControl(server, server.port, dataDir, scratch?.url, scratch ? () => scratch.drop() : null);
  }

  get server(): RunningApiServer {
    if (!this.current) throw new Error('The API is stopped; start it again before using it');
    return this.current;
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Origin without /api/v1 (stays the same across restarts). */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stopServer(): Promise<void> {
    const server = this.current;
    this.current = null;
    await server?.close();
  }

  async startServer(): Promise<void> {
    if (this.current) return;
    // The port was just freed; a client reconnecting in between may hold it briefly, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        this.current = await startApiServer({
          port: this.port,
          dataDir: this.dataDir,
          logLevel: 'silent',
          ...(this.databaseUrl ? { databaseUrl: this.databaseUrl } : {}),
        });
        this.restarts += 1;
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async restart(): Promise<void> {
    await this.stopServer();
    await this.startServer();
  }

  async signIn(credentials: {
    email: string;
    password: string;
  }): Promise<{ token: string; restaurantId: number }> {
    const res = await fetch(`${this.origin}${API_BASE_PATH}/user/signin/tablemanagement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = (await res.json()) as { data?: { token: string; user: { restaurantId: number } } };
    if (res.status !== 200 || !body.data)
      throw new Error(`Sign-in of ${credentials.email} failed with ${res.status}`);
    return { token: body.data.token, restaurantId: body.data.user.restaurantId };
  }

  async close(): Promise<void> {
    await this.stopServer();
    await this.dropDatabase?.();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
