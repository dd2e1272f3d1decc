import { describe, expect, it } from 'vitest';
import { opensRow, ROW_CONTROLS, type RowClick } from './row-open.js';

/** A tiny element tree: each node knows its parent and whether it is a control. */
interface Fake {
  parent: Fake | null;
  control: boolean;
}

function node(parent: Fake | null, control = false): Fake {
  return { parent, control };
}

function asElement(fake: Fake): Element {
  return {
    closest: (selector: string) => {
      expect(selector).toBe(ROW_CONTROLS);
      for (let at: Fake | null = fake; at; at = at.parent) if (at.control) return asElement(at);
      return null;
    },
    fake,
  } as unknown as Element;
}

function click(row: Fake, target: Fake, detail = 1): RowClick {
  const inside = (el: Element) => {
    for (let at: Fake | null = (el as unknown as { fake: Fake }).fake; at; at = at.parent)
      if (at === row) return true;
    return false;
  };
  return {
    target: asElement(target),
    currentTarget: { contains: (other) => other !== null && inside(other as Element) },
    detail,
  };
}

describe('a click that opens a row', () => {
  const body = node(null);
  const row = node(body);
  const cell = node(row);
  const text = node(cell);
  const menuButton = node(cell, true);
  const icon = node(menuButton);
  const portalItem = node(body, true);

  it('opens on a click on the row, its cells or their text', () => {
    expect(opensRow(click(row, row))).toBe(true);
    expect(opensRow(click(row, cell))).toBe(true);
    expect(opensRow(click(row, text))).toBe(true);
  });

  it('leaves a control inside the row to do its own job, also when its icon is clicked', () => {
    expect(opensRow(click(row, menuButton))).toBe(false);
    expect(opensRow(click(row, icon))).toBe(false);
  });

  it('is not opened by a click in a portal (a menu item) that React bubbles through the row', () => {
    expect(opensRow(click(row, portalItem))).toBe(false);
  });

  it('does not open again on the second click of a double click, nor at the end of a text selection', () => {
    expect(opensRow(click(row, cell, 2))).toBe(false);
    expect(opensRow(click(row, cell), 'Ada Lovelace')).toBe(false);
    expect(opensRow(click(row, cell, 0))).toBe(true);
  });

  it('counts links, form fields, menus and role="button" elements as controls', () => {
    for (const selector of [
      'a[href]',
      'button',
      'input',
      '[role="button"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
    ])
      expect(ROW_CONTROLS.split(', ')).toContain(selector);
  });
});
