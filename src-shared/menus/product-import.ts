// Bulk product import (spec §7 Food items: bulk create, background variant, job status by jobId):
// a CSV file, checked row by row before anything is written, then imported by a background job in
// batches. The CSV's columns and how a row becomes a §3 product payload live here, so the console's
// help text and the server's reading agree.
import Papa from 'papaparse';
import { z } from 'zod';
import { entityIdSchema, timestampSchema } from '../ids.js';

/** The columns a file may have; only `name` and `price` are required. */
export const IMPORT_COLUMNS = [
  'name',
  'price',
  'tax',
  'category',
  'sub_category',
  'type',
  'description',
  'short_desc',
  'allergens',
  'diet_preferences',
  'spicy',
  'status',
  'stock_quantity',
  'epos_code',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A CSV file of at most this many characters (about 10,000+ products) is read in one request. */
export const IMPORT_MAX_CHARS = 8 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The request that carries such a file as JSON (escapes included). */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
/** Products written per transaction by the job; progress is saved with each batch (resumable). */
export const IMPORT_BATCH_ROWS = 500;
/** How many row errors a preview or job keeps (the count is always exact). */
export const IMPORT_MAX_ERRORS = 1_000;

export const importModeSchema = z.enum(['skip_bad_rows', 'all_or_nothing'], {
  error: 'Mode must be skip_bad_rows or all_or_nothing',
});
export type ImportMode = z.infer<typeof importModeSchema>;

export const productImportRequestSchema = z.object({
  csv: z
    .string({ error: 'CSV text is required' })
    .min(1, 'The file is empty')
    .max(IMPORT_MAX_CHARS, `The file is larger than ${IMPORT_MAX_CHARS / 1024 / 1024} MB`),
  mode: importModeSchema.default('skip_bad_rows'),
});
export type ProductImportRequest = z.infer<typeof productImportRequestSchema>;

/** One refused row: its line in the file (the header is line 1), the field and why. */
export const importRowErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importPreviewSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  bad_rows: z.number().int(),
  unknown_columns: z.array(z.string()),
  errors: z.array(importRowErrorSchema),
  /** The first rows as they will be imported. */
  sample: z.array(
    z.object({ line: z.number().int(), name: z.string(), price: z.number(), category: z.string() }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export const importJobSchema = z.object({
  id: entityIdSchema,
  status: importStatusSchema,
  mode: importModeSchema,
  rows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  bad_rows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  message: z.string().nullable(),
  created_by: z.string(),
  createdDate: timestampSchema,
  finished_at: timestampSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobParamsSchema = z.object({ jobId: entityIdSchema });

/** The file's rows as header → text, and the columns it has that are not read. */
export function readImportCsv(csv: string): {
  rows: Record<string, string>[];
  unknownColumns: string[];
  missing: string[];
} {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const header = parsed.meta.fields ?? [];
  const known = new Set<string>(IMPORT_COLUMNS);
  return {
    rows: parsed.data,
    unknownColumns: header.filter((h) => !known.has(h)),
    missing: (['name', 'price'] as const).filter((c) => !header.includes(c)),
  };
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(/[;|]/)
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
    .filter(Boolean);

const number = (text: string | undefined): number | undefined => {
  const t = (text ?? '').trim();
  if (t === '') return undefined;
  const n = Number(t.replace(/,/g, '.'));
  return Number.isFinite(n) ? n : Number.NaN;
};

const STATUS_WORDS: Record<string, number> = { '1': 1, '0': 0, active: 1, inactive: 0, on: 1, off: 0 };

/**
 * A CSV row as a product payload (before its category names are resolved to ids): empty cells take
 * the product defaults; lists are separated by `;` or `|`.
 */
export function productFieldsOfRow(row: Record<string, string>): Record<string, unknown> {
  const text = (c: ImportColumn) => (row[c] ?? '').trim();
  const status = text('status').toLowerCase();
  const out: Record<string, unknown> = {
    name: text('name'),
    price: number(row.price) ?? Number.NaN,
    tax: number(row.tax),
    type: text('type') || undefined,
    description: text('description') || undefined,
    short_desc: text('short_desc') || undefined,
    allergens: list(row.allergens),
    dietPreferences: list(row.diet_preferences),
    spicy: number(row.spicy),
    status: status === '' ? undefined : (STATUS_WORDS[status] ?? status),
    stock_quantity: number(row.stock_quantity),
    epos_Integration: text('epos_code') || undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
