// What the generic admin screen needs to know about an entity beyond its zod schemas: which fields
// the form shows and how, which columns and filters the list has, where its settings screen lives.
// Data only; the renderer's <ResourceAdmin> reads it.

interface FieldBase {
  name: string;
  label: string;
  description?: string;
  /** An empty text, date or time is sent as null (a nullable field: an optional end date, a link). */
  emptyAsNull?: boolean;
}

export type FieldHint = FieldBase &
  (
    | { kind: 'text' | 'textarea' | 'colour' | 'time' | 'date' | 'switch' }
    | { kind: 'number'; min?: number; max?: number }
    /** Status 1/0 shown as an Active switch (spec §4: table active flag maps to status 1/0). */
    | { kind: 'status' }
    | { kind: 'select'; options: readonly { value: string; label: string }[] }
    | { kind: 'multiselect'; options: readonly { value: string; label: string }[] }
    /** A select over another resource's rows (by key); `nullable` adds a "none" choice. */
    | { kind: 'reference'; resource: string; nullable?: boolean }
    /**
     * Create picks a date range (spec §4: choosing a start clears the end and begins the range;
     * choosing an end ends it); one row is created per day of the range. Edit shows a single date.
     */
    | { kind: 'dateRange' }
    /**
     * Member rows `{table_id, table_order, is_required}`: an ordered list of another resource's rows,
     * each required or not; table_order is the place in the list.
     */
    | { kind: 'members'; resource: string }
  );

export interface ColumnHint {
  /** A field of the row. */
  key: string;
  label: string;
  /**
   * `date`: a venue date ('YYYY-MM-DD') shown as the console shows dates (MM/DD/YYYY). `discount`:
   * a percent or an amount in the venue currency, as the row's field named by `typeKey` says.
   */
  kind?: 'text' | 'status' | 'boolean' | 'colour' | 'reference' | 'list' | 'date' | 'discount';
  /** Its header sorts the list by it (ascending, then descending). */
  sortable?: boolean;
  /** For `reference`: the resource whose row title names the id. */
  resource?: string;
  /** For `discount`: the row's field that says `percent` or `amount`. */
  typeKey?: string;
}

export type FilterHint =
  | { kind: 'search'; label: string; keys: readonly string[] }
  /** all / active / inactive over a status (1/0) or boolean field. */
  | { kind: 'status'; label: string; key: string }
  | { kind: 'reference'; label: string; key: string; resource: string };

export interface FormHints {
  fields: readonly FieldHint[];
  /** Fields shown only when creating (e.g. a range of dates). */
  createOnly?: readonly string[];
  columns: readonly ColumnHint[];
  filters: readonly FilterHint[];
}

/** The Settings top tabs (spec §2) a settings screen belongs to. */
export type SettingsTab = 'General' | 'Availability' | 'Website' | 'Integration' | 'Accounts' | 'Floorplan';

/**
 * Where the entity's screen lives: a settings route sub path (spec §2) and its tab, or a console
 * route of its own (spec §2, e.g. 'marketing/promo-codes/'), whose screen-table entry then shows
 * the generic admin screen.
 */
export type ScreenHint =
  | {
      /** Under /{slug}/{role}/settings/, e.g. 'floorplan/seatingArea'. */
      path: string;
      title: string;
      tab: SettingsTab;
      console?: undefined;
    }
  | {
      /** Under /{slug}/{role}/, as the spec's route list writes it. */
      console: string;
      title: string;
      path?: undefined;
      tab?: undefined;
    };

/** The screen's path under /{slug}/{role}/: 'settings/general/tax' or the console route. */
export const screenRoute = (screen: ScreenHint): string => screen.console ?? `settings/${screen.path}`;

/** A select's choices labelled as stored (short codes staff know: SUN, round, active). */
export const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** 'FULL_DAY' -> 'Full day', 'hotel_guest' -> 'Hotel guest', 'vip' -> 'VIP': a stored code in words. */
export function readableName(value: string): string {
  if (value.toLowerCase() === 'vip') return 'VIP';
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A select's choices with a label of their own each, in the order given (typed by `T`, every code is labelled). */
export const labelledChoices = <T extends string>(labels: Record<T, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

/** A select's choices labelled in words: for codes that are identifiers (FULL_DAY, walk_in), never shown as such. */
export const readableChoices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: readableName(value) }));

// Hints most entities' screens share.

/** A search over these fields of the row, offered as a search by name. */
export const searchByName = (...keys: string[]): FilterHint => ({
  kind: 'search',
  label: 'Search by name',
  keys,
});

/** All / active / inactive over `key`, a status (1/0) or boolean field. */
export const statusFilter = (key = 'status', label = 'Status'): FilterHint => ({
  kind: 'status',
  label,
  key,
});

/** The column showing a status (1/0) field. */
export const statusColumn = (label = 'Status'): ColumnHint => ({ key: 'status', label, kind: 'status' });
