// A throwaway PostgreSQL database on the server of `serverUrl`, for one test file or reliability
// run. Free of vitest so the soak script and child processes can use it too.
//
// Behind PgBouncer in transaction mode (CI's PostgreSQL pass, npm run cluster) the database is
// created and dropped over DATABASE_ADMIN_URL, a direct connection: PgBouncer keeps pooled server
// connections to a database, which CREATE DATABASE … TEMPLATE refuses. The URL handed back goes
// through `serverUrl` (the bouncer), as the API would use it.
import crypto from 'node:crypto';
import pg from 'pg';

/** A direct connection to the PostgreSQL server behind `serverUrl` (DATABASE_ADMIN_URL when set). */
export function adminUrlFor(serverUrl: string): string {
  return process.env.DATABASE_ADMIN_URL ?? serverUrl;
}

/** `serverUrl` on another database of the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Ends every server connection to `name` (a pooler's idle ones too) so it can be copied or dropped. */
export async function disconnectDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
}

export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'venue_t',
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = adminUrlFor(serverUrl);
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
