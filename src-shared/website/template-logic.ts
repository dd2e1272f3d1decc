// Pure template logic the server answers with and the screen shows: two templates side by side, what
// a target template lacks for the site as it stands, and the legal moves of a migration run.
import type { WebsiteTemplate } from './template-calls.js';
import type { Compatibility, MigrationState, TemplateComparison } from './website-schemas.js';

type Comparable = Pick<
  WebsiteTemplate,
  | 'id'
  | 'template_name'
  | 'template_version'
  | 'pricing_tier'
  | 'is_premium'
  | 'features'
  | 'template_components'
  | 'default_config'
>;

/** A template's component names (its template_components rows carry a `name`). */
export function componentNames(template: Pick<WebsiteTemplate, 'template_components'>): string[] {
  return template.template_components
    .map((c) => c['name'])
    .filter((n): n is string => typeof n === 'string' && n !== '');
}

function split(a: readonly string[], b: readonly string[]) {
  const inB = new Set(b);
  const inA = new Set(a);
  return {
    both: [...inA].filter((x) => inB.has(x)).sort(),
    onlyA: [...inA].filter((x) => !inB.has(x)).sort(),
    onlyB: [...inB].filter((x) => !inA.has(x)).sort(),
  };
}

/** Flattens nested config to dotted keys, so `colors.primary` compares as one row. */
function flatten(value: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

const summary = (t: Comparable) => ({
  id: t.id,
  name: t.template_name,
  version: t.template_version,
  tier: t.pricing_tier,
  premium: t.is_premium,
});

export function compareTemplates(a: Comparable, b: Comparable): TemplateComparison {
  const ca = flatten(a.default_config);
  const cb = flatten(b.default_config);
  const keys = [...new Set([...ca.keys(), ...cb.keys()])].sort();
  return {
    a: summary(a),
    b: summary(b),
    features: split(a.features, b.features),
    components: split(componentNames(a), componentNames(b)),
    config: keys.map((key) => ({
      key,
      a: ca.get(key) ?? null,
      b: cb.get(key) ?? null,
      same: JSON.stringify(ca.get(key)) === JSON.stringify(cb.get(key)),
    })),
  };
}

/**
 * Whether the site can move to `target`: the components the site uses (its assignment's active
 * components) must all exist in the target; features of the current template the target lacks are
 * reported but do not block (they simply stop being offered).
 */
export function compatibility(
  current: { template: Pick<WebsiteTemplate, 'id' | 'features'>; activeComponents: readonly string[] } | null,
  target: Pick<WebsiteTemplate, 'id' | 'features' | 'template_components'>,
): Compatibility {
  const have = new Set(componentNames(target));
  const features = new Set(target.features);
  const missingComponents = (current?.activeComponents ?? []).filter((c) => !have.has(c));
  return {
    from_template_id: current?.template.id ?? null,
    to_template_id: target.id,
    compatible: missingComponents.length === 0,
    missing_components: [...new Set(missingComponents)].sort(),
    missing_features: (current?.template.features ?? []).filter((f) => !features.has(f)).sort(),
  };
}

export type MigrationAction = 'start' | 'complete' | 'fail' | 'cancel' | 'rollback';

/** queued → running → completed | failed; queued → cancelled; completed → rolled_back. */
const MOVES: Record<MigrationAction, { from: readonly MigrationState[]; to: MigrationState }> = {
  start: { from: ['queued'], to: 'running' },
  complete: { from: ['running'], to: 'completed' },
  fail: { from: ['running'], to: 'failed' },
  cancel: { from: ['queued'], to: 'cancelled' },
  rollback: { from: ['completed'], to: 'rolled_back' },
};

const VERB: Record<MigrationAction, string> = {
  start: 'started',
  complete: 'completed',
  fail: 'failed',
  cancel: 'cancelled',
  rollback: 'rolled back',
};

/** The state a run moves to, or why it cannot (the run's state named). */
export function migrationMove(
  state: MigrationState,
  action: MigrationAction,
): { ok: true; to: MigrationState } | { ok: false; reason: string } {
  const move = MOVES[action];
  if (move.from.includes(state)) return { ok: true, to: move.to };
  return {
    ok: false,
    reason: `A ${state.replace('_', ' ')} migration cannot be ${VERB[action]}; only a ${move.from
      .join(' or ')
      .replace('_', ' ')} one can`,
  };
}
