// What an open slot's rules show guests and ask of them: the guest-facing title and description,
// a card guarantee, upgrades, reservation tags and a guest-chosen duration. None of these close a
// slot; the drawer and the quick view show them beside the time.
import { needsCard } from './rules.js';
import type { EngineAccessRule, SlotOffer } from './types.js';

const custom = (sub: { setting: 'default' | 'custom' }) => sub.setting === 'custom';
const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);

/** The offer of the rules that take the request, highest priority first where one value must win. */
export function slotOffer(rules: readonly EngineAccessRule[]): SlotOffer {
  const facing = rules.find(
    (r) =>
      custom(r.basic_settings.guest_facing) &&
      (r.basic_settings.guest_facing.time_slot_title !== null ||
        r.basic_settings.guest_facing.time_slot_description !== null),
  )?.basic_settings.guest_facing;
  const guaranteeRule = rules.find(needsCard);
  const picker = rules.find(
    (r) =>
      custom(r.additional_settings.guest_duration_picker) &&
      r.additional_settings.guest_duration_picker.guest_specify_duration,
  )?.additional_settings.guest_duration_picker;
  const upgrades = new Set<string>();
  const tags = new Set<string>();
  for (const rule of rules) {
    const { selectable_upgrade: selectable, reservation_tags: reservationTags } = rule.additional_settings;
    const policy = rule.basic_settings.payment_policy;
    if (custom(selectable)) labels(selectable.upgrades).forEach((u) => upgrades.add(u));
    if (custom(policy) && !policy.follow_shift_settings)
      labels(policy.upgrades).forEach((u) => upgrades.add(u));
    if (custom(reservationTags)) labels(reservationTags.tags).forEach((t) => tags.add(t));
  }
  return {
    ruleIds: rules.map((r) => r.id),
    title: facing?.time_slot_title ?? null,
    description: facing?.time_slot_description ?? facing?.time_slot_title_description ?? null,
    guarantee: guaranteeRule
      ? {
          kind: guaranteeRule.additional_settings.guarantee_bookings.kind,
          amountPerCover: guaranteeRule.additional_settings.guarantee_bookings.amount_per_cover,
        }
      : null,
    upgrades: [...upgrades],
    tags: [...tags],
    durationChoice: picker ? { min: picker.min_duration, max: picker.max_duration } : null,
  };
}
