import { describe, expect, it } from 'vitest';
import { commandFor, isTypingTarget } from './shortcuts.js';

const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('maps keys to commands', () => {
    expect(commandFor(key('n'))).toBe('newReservation');
    expect(commandFor(key('/'))).toBe('search');
    expect(commandFor(key('['))).toBe('previousDay');
    expect(commandFor(key(']'))).toBe('nextDay');
    expect(commandFor(key('ArrowLeft', { altKey: true }))).toBe('previousDay');
    expect(commandFor(key('ArrowRight', { altKey: true }))).toBe('nextDay');
    expect(commandFor(key('S'))).toBe('seatSelected');
    expect(commandFor(key('?'))).toBe('help');
  });

  it('ignores modified keys and unknown keys', () => {
    expect(commandFor(key('n', { ctrlKey: true }))).toBeNull();
    expect(commandFor(key('x'))).toBeNull();
    expect(commandFor(key('ArrowLeft'))).toBeNull();
  });

  it('knows when staff are typing', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'time' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', getAttribute: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
