// A throwaway PostgreSQL database on the server of `adminUrl`, for one test file or reliability
// run. Free of vitest so the soak script and child processes can use it too.
import crypto from 'node:crypto';
import pg from 'pg';

export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'venue_t',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
