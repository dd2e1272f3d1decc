// What every report computes from: the tenant, the period of venue dates and the equal period before
// it, the venue's time zone and currency. A report is one ReportDefinition (figures/<key>.ts): it
// computes its card and sections in PostgreSQL from the live tables; runReport adds the envelope.
import { eq, sql } from 'drizzle-orm';
import {
  previousPeriod,
  type ReportCard,
  type ReportKey,
  type ReportPeriod,
  type ReportResult,
  type ReportSection,
  type ReportUnit,
} from '../../src-shared/reports/report-schemas.js';
import type { DbExecutor } from '../db/client.js';
import { restaurants } from '../db/schema/index.js';

export interface ReportScope {
  db: DbExecutor;
  restaurantId: number;
  /** The restaurant's IANA zone: venue dates and hours are read in it. */
  timeZone: string;
  currency: string;
  period: ReportPeriod;
  /** The equal period just before `period`, for the card's comparison. */
  previous: ReportPeriod;
}

export interface ReportFigures {
  card: ReportCard;
  sections: ReportSection[];
}

export interface ReportDefinition {
  key: ReportKey;
  compute(scope: ReportScope): Promise<ReportFigures>;
}

/** The scope of one report request: the restaurant's zone and currency read once. */
export async function reportScope(
  db: DbExecutor,
  restaurantId: number,
  period: ReportPeriod,
): Promise<ReportScope> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone, currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error(`Restaurant ${restaurantId} does not exist`);
  return {
    db,
    restaurantId,
    timeZone: row.timeZone,
    currency: row.currency,
    period,
    previous: previousPeriod(period),
  };
}

/**
 * Runs a report in a read-only transaction of its own: it writes nothing, holds no lock a booking
 * waits for, and sees one snapshot across its statements. Its statements sort and group a year of
 * rows, so they get a larger work_mem than the server's default, and no JIT: PostgreSQL's JIT
 * compiles a plan whose estimated cost passes its threshold, which costs a report more than it saves.
 */
export async function runReport(definition: ReportDefinition, scope: ReportScope): Promise<ReportResult> {
  const figures = await scope.db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
      return definition.compute({ ...scope, db: tx });
    },
    { accessMode: 'read only' },
  );
  return {
    report: definition.key,
    period: scope.period,
    previousPeriod: scope.previous,
    timeZone: scope.timeZone,
    currency: scope.currency,
    ...figures,
  };
}

/** Every venue date from `from` to `to`, both included (a trend's x axis). */
export function datesOf(period: ReportPeriod): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${period.from}T00:00:00Z`);
    t <= Date.parse(`${period.to}T00:00:00Z`);
    t += 86_400_000
  )
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A section's columns written as key → unit, in the order they read. */
export function columnsOf(units: Record<string, ReportUnit>): ReportSection['columns'] {
  return Object.entries(units).map(([key, unit]) => ({ key, unit }));
}
