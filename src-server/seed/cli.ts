import { readServerEnv } from '../config/env.js';
import { syncPermissionCatalogue } from '../auth/sync-catalogue.js';
import { openDatabase } from '../db/client.js';
import { migrateOrRefuse } from '../db/migrate.js';
import { DEMO_RESTAURANTS, DEMO_USERS, seedDemo } from './demo.js';

// `npm run seed:demo`: migrates, then loads the demo tenants into DATABASE_URL or the PGlite data dir.
async function main(): Promise<void> {
  const env = readServerEnv();
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateOrRefuse(handle);
    await syncPermissionCatalogue(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  process.stdout.write(`Demo tenants ready: ${DEMO_RESTAURANTS.map((r) => r.slug).join(', ')}\n`);
  for (const u of DEMO_USERS)
    process.stdout.write(`  ${u.email} / ${u.password} (${u.role} at ${u.restaurantSlug})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
