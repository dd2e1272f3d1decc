// Keys on the focused floor plan region (not on a control inside it).
export type StageKeyAction = 'tables' | 'zoom-in' | 'zoom-out' | 'fit';

const ACTIONS: Record<string, StageKeyAction> = {
  Enter: 'tables',
  ' ': 'tables',
  ArrowDown: 'tables',
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  '0': 'fit',
};

export function stageKeyAction(key: string): StageKeyAction | null {
  return ACTIONS[key] ?? null;
}
