// The shape of a declared resource's texts in one language (resource-texts.ts builds the English
// from the declarations; each other language writes one block per resource in areas/resources-*.ts).
import type { ResourceKey } from '../../src-shared/resources/registry.js';

export interface ResourceTexts {
  /** Screen title, bare noun, with the articles a language needs (New …, Edit …), plural. */
  names: { title: string; noun: string; one: string; the: string; plural: string };
  /** Form labels by field (`<field>`, and `<field>_description` where one is declared). */
  fields: Record<string, string>;
  /** List column labels by column key. */
  columns: Record<string, string>;
  /** Filter labels by filter key: `search` or the filtered field. */
  filters: Record<string, string>;
  /** Success messages, with {{title}} (one row) or {{n}} (several). */
  messages: Record<'create' | 'update' | 'remove' | 'createMany' | 'removeMany', string>;
  /** The choices of each declared select (`<field>.<value>`). */
  options?: Record<string, Record<string, string>>;
}

/** Every declared resource's texts in one language. */
export type DeclaredTexts = Record<ResourceKey, ResourceTexts>;
