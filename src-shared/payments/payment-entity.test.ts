import { describe, expect, it } from 'vitest';
import { LEDGER_ENTRIES, ledgerActorKind } from './payment-entity.js';

describe('ledgerActorKind', () => {
  it('names the staff member whenever the row has one', () => {
    for (const entry of LEDGER_ENTRIES) expect(ledgerActorKind(entry, 'Hannah Reid')).toBe('staff');
  });

  it('tells the guest, the hold keeper and the card provider apart when no one is named', () => {
    expect(ledgerActorKind('card_saved', null)).toBe('guest');
    expect(ledgerActorKind('paid', null)).toBe('guest');
    expect(ledgerActorKind('hold_placed', null)).toBe('automatic');
    expect(ledgerActorKind('hold_released', null)).toBe('automatic');
    expect(ledgerActorKind('hold_failed', null)).toBe('automatic');
    expect(ledgerActorKind('refunded', null)).toBe('provider');
    expect(ledgerActorKind('fee_charged', null)).toBe('provider');
  });
});
