import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as schema from './schema/index';
import type { PGliteLike } from 'pg-boss';

/** How the job queue reaches the same database: PGlite's client in-process, or a PostgreSQL URL. */
export type JobConnection = { kind: 'pglite'; client: PGliteLike } | { kind: 'postgres'; url: string };

export type DbSchema = typeof schema;
/** The one database type both drivers (node-postgres and PGlite) satisfy; services take this. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, DbSchema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
/** Services accept either the database or a transaction, so they compose inside one. */
export type DbExecutor = AppDatabase | AppTransaction;

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: AppDatabase;
  kind: DatabaseKind;
  /** How the job queue (pg-boss) reaches this database: PGlite's own instance, or the PostgreSQL URL. */
  jobConnection: JobConnection;
  /** Applies pending migrations with the driver's own drizzle migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` (checking and applying migrations) while holding the database's migration lock, so
   * API nodes that start together take turns: the second then finds nothing pending. PostgreSQL
   * holds a transaction-scoped advisory lock in a transaction kept open on a connection of its own
   * (a session lock would outlive its client behind PgBouncer in transaction mode, whose next
   * statement may reach another server connection); PGlite belongs to one process anyway.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's use (the metrics); absent on PGlite. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Connections of the node's database pool. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite under `${dataDir}/server`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(path.join(opts.dataDir, 'server'));
}

/** The advisory lock key API nodes take while they migrate one PostgreSQL database (any fixed bigint; this is "venuemi" in ASCII). */
export const MIGRATION_LOCK_KEY = '33325572342246761';

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const max = 10;
  const pool = new Pool({ connectionString: databaseUrl, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor a checked-out one (the pool listens only while a client is idle): one idle in a
  // transaction whose connection drops would emit 'error' with no listener. The query in flight,
  // or the next one, fails with the cause; the pool then drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: 'postgres',
    jobConnection: { kind: 'postgres', url: databaseUrl },
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    withMigrationLock: async (work) => {
      const session = await pool.connect();
      let failed = false;
      try {
        await session.query('begin');
        await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Ending the transaction releases the lock; a broken connection is dropped, not pooled.
        await session.query(failed ? 'rollback' : 'commit').catch(() => (failed = true));
        session.release(failed);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The first migration runs CREATE EXTENSION btree_gist; PGlite only has it when loaded here.
  const client = await PGlite.create(directory, { extensions: { btree_gist } });
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    jobConnection: { kind: 'pglite', client },
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    withMigrationLock: (work) => work(),
    close: () => client.close(),
  };
}

const rawResultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared
 * PgDatabase type cannot say so, hence the runtime check instead of a cast.
 */
export async function queryRows(db: DbExecutor, query: SQL): Promise<unknown[]> {
  return rawResultSchema.parse(await db.execute(query)).rows;
}
