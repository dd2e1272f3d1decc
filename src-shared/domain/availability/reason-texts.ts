// The words of a closed slot's reasons. Each reason is one true statement a host can act on ("“Dinner
// pacing”: 24 of 24 covers at 19:00"), built where the engine finds it, so the quick view, the
// reservation drawer and the evaluate-availability call say the same thing.
import { minutesToTime } from '../../time.js';
import type { EngineAccessRule, SlotReason, UnavailableReason } from './types.js';

export const ruleLabel = (rule: Pick<EngineAccessRule, 'name'>) => `“${rule.name}”`;

export function ruleReason(
  code: UnavailableReason,
  rule: Pick<EngineAccessRule, 'id' | 'name'>,
  words: string,
  limit?: SlotReason['limit'],
): SlotReason {
  return {
    code,
    text: `${ruleLabel(rule)} ${words}`,
    ruleId: rule.id,
    ruleName: rule.name,
    ...(limit ? { limit } : {}),
  };
}

const unitWord = (unit: 'cover' | 'reservation', n: number) => (n === 1 ? unit : `${unit}s`);

/** "24 of 24 covers at 19:00" (and, when the party is what tips it over, what it would make). */
export function limitText(
  used: number,
  max: number,
  unit: 'cover' | 'reservation',
  where: string,
  adding: number,
): string {
  const base = `${used} of ${max} ${unitWord(unit, max)} ${where}`;
  return used >= max ? base : `${base}; ${adding} more would make ${used + adding}`;
}

export function pacingReason(
  rule: EngineAccessRule,
  used: number,
  max: number,
  unit: 'cover' | 'reservation',
  bucketStart: number,
  partySize: number,
): SlotReason {
  const adding = unit === 'cover' ? partySize : 1;
  return ruleReason(
    'pacing',
    rule,
    `paces ${limitText(used, max, unit, `at ${minutesToTime(bucketStart)}`, adding)}`,
    { used, max, unit },
  );
}

export function shiftLimitReason(
  rule: EngineAccessRule,
  used: number,
  max: number,
  unit: 'cover' | 'reservation',
  shiftName: string,
  partySize: number,
): SlotReason {
  const adding = unit === 'cover' ? partySize : 1;
  return ruleReason(
    'shift_limit',
    rule,
    `limits ${shiftName} to ${limitText(used, max, unit, 'booked', adding)}`,
    { used, max, unit },
  );
}

export const plainReason = (code: UnavailableReason, text: string): SlotReason => ({ code, text });

export const partyWords = (partySize: number) => `a party of ${partySize}`;

/** "19:00–21:00" for a span in minutes from the date's midnight. */
export const spanText = (start: number, end: number) => `${minutesToTime(start)}–${minutesToTime(end)}`;
