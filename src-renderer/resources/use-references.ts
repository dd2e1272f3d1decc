// The options (id → title) of the resources a resource refers to, for its selects and cells. They
// follow the mirror: a screen opened before the first sync has brought the tables in gets them
// when it does (and a table renamed elsewhere is renamed in the select).
import { useMemo } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { isMirroredEntity } from '../../src-shared/sync/protocol.js';
import { resourceChannel } from '../data/resource.js';
import { useData } from '../data/use-data.js';
import type { Row } from './list-state.js';
import type { ReferenceOptions } from './resource-field.js';

const resourceOf = (key: string) => RESOURCES.find((r) => r.key === key) as Resource | undefined;

/** Options (id → title) of the resources this one refers to, for selects and table cells. */
export function useReferences(resource: Resource, reloadKey: number): ReferenceOptions {
  const keys = useMemo(() => {
    const fromFields = resource.form.fields.flatMap((f) =>
      f.kind === 'reference' || f.kind === 'members' ? [f.resource] : [],
    );
    const fromColumns = resource.form.columns.flatMap((c) => (c.resource ? [c.resource] : []));
    return [...new Set([...fromFields, ...fromColumns])];
  }, [resource]);
  const mirrored = useMemo(
    () => keys.map((key) => resourceOf(key)?.mirror ?? null).filter(isMirroredEntity),
    [keys],
  );
  const { data } = useData(
    async (): Promise<IpcResult<ReferenceOptions>> => {
      const entries = await Promise.all(
        keys.map(async (key) => {
          const target = resourceOf(key);
          const result = (await resourceChannel(key, 'list')()) as IpcResult<Row[]>;
          const rows = result.ok ? result.value : [];
          return [key, rows.map((r) => ({ value: r.id, label: target ? target.title(r) : r.id }))] as const;
        }),
      );
      return { ok: true, value: Object.fromEntries(entries) };
    },
    `references:${resource.key}:${keys.join(',')}:${reloadKey}`,
    mirrored,
  );
  return data ?? EMPTY;
}

const EMPTY: ReferenceOptions = {};
