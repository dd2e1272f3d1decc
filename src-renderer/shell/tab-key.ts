// Mantine builds a tab's and its panel's element ids from the tab's value, and those ids go into
// aria-controls / aria-labelledby, which are space-separated id lists: a value must hold no
// whitespace. Tabs named in words use these keys as values.

export function tabKey(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The label among `labels` whose key is `key`. */
export function labelOfTabKey<T extends string>(labels: readonly T[], key: string | null): T | undefined {
  return labels.find((l) => tabKey(l) === key);
}
