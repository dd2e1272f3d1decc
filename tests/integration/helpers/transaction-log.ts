// Records the statements of every transaction a test's work runs, as the driver sends them: one
// entry per round trip to the database, BEGIN and COMMIT included. node-postgres is watched on its
// clients (a transaction owns one pooled client from BEGIN to COMMIT), PGlite on its instance (its
// transactions run one at a time). A count, never a timing: tests may assert it.
import pg from 'pg';
import type { AppDatabase } from '../../../src-server/db/client.js';

export type LoggedTransaction = string[];

type QueryFn = (...args: unknown[]) => unknown;

const textOf = (first: unknown): string =>
  typeof first === 'string'
    ? first
    : typeof (first as { text?: unknown } | null)?.text === 'string'
      ? (first as { text: string }).text
      : '';

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback|end)\s*;?\s*$/i;

/** node-postgres: each client's statements from its BEGIN to its COMMIT or ROLLBACK. */
async function logPostgres(work: () => Promise<void>): Promise<LoggedTransaction[]> {
  const done: LoggedTransaction[] = [];
  const open = new WeakMap<object, LoggedTransaction>();
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (BEGIN.test(text)) open.set(this, []);
    const current = open.get(this);
    if (current) {
      current.push(text);
      if (END.test(text)) {
        open.delete(this);
        done.push(current);
      }
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return done;
}

interface PgliteTx {
  query: QueryFn;
  exec: QueryFn;
  sql: QueryFn;
}
interface PgliteLike {
  transaction: (callback: (tx: PgliteTx) => Promise<unknown>) => Promise<unknown>;
}

/** PGlite: BEGIN, what runs through the transaction's handle, then COMMIT (or ROLLBACK). */
async function logPglite(client: PgliteLike, work: () => Promise<void>): Promise<LoggedTransaction[]> {
  const done: LoggedTransaction[] = [];
  const original = Object.getOwnPropertyDescriptor(client, 'transaction');
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    const log: LoggedTransaction = ['BEGIN'];
    done.push(log);
    const watched = (name: keyof PgliteTx, tx: PgliteTx): QueryFn => {
      const fn = tx[name];
      return (...args: unknown[]) => {
        log.push(textOf(args[0]) || name);
        return fn(...args);
      };
    };
    try {
      const result = await transaction((tx) =>
        callback(
          new Proxy(tx, {
            get(target, property, receiver) {
              if (property === 'query' || property === 'exec' || property === 'sql')
                return watched(property, target);
              return Reflect.get(target, property, receiver) as unknown;
            },
          }),
        ),
      );
      log.push('COMMIT');
      return result;
    } catch (error) {
      log.push('ROLLBACK');
      throw error;
    }
  };
  try {
    await work();
  } finally {
    if (original) Object.defineProperty(client, 'transaction', original);
    else delete (client as Partial<PgliteLike>).transaction;
  }
  return done;
}

/** The transactions `work` ran on `db`, each as the list of its statements in order. */
export async function logTransactions(
  db: AppDatabase,
  work: () => Promise<void>,
): Promise<LoggedTransaction[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return logPostgres(work);
  return logPglite(client as PgliteLike, work);
}
