// useResource: a declared resource's list and edits over its channels (resource.{key}.*). Mirrored
// lists reload when main says their entity changed; online-only lists reload after each edit.
import { useCallback } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import type { ResourceChannelOperation } from '../../src-shared/resources/resource-channels.js';
import { isMirroredEntity } from '../../src-shared/sync/protocol.js';
import type { Row } from '../resources/list-state.js';
import { useData } from './use-data.js';
import { venue } from './venue.js';

type AnyChannel = (input?: unknown) => Promise<IpcResult<unknown>>;

/** The channel function of `resource.{key}.{op}` (the channel map is derived from the registry). */
export function resourceChannel(key: string, op: ResourceChannelOperation): AnyChannel {
  const channel = (venue() as unknown as Record<string, AnyChannel | undefined>)[`resource.${key}.${op}`];
  if (!channel) throw new Error(`No channel resource.${key}.${op}: is the resource in the registry?`);
  return channel;
}

export interface ResourceState {
  rows: Row[] | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  create: (values: unknown) => Promise<IpcResult<unknown>>;
  update: (id: string, patch: unknown) => Promise<IpcResult<unknown>>;
  remove: (id: string) => Promise<IpcResult<unknown>>;
}

export function useResource(
  resource: Pick<Resource, 'key' | 'mirror'>,
  /** Told after each successful write (a screen that shows more than the list follows it). */
  onChanged?: () => void,
): ResourceState {
  const { key, mirror } = resource;
  const list = useData(
    () => resourceChannel(key, 'list')() as Promise<IpcResult<Row[]>>,
    key,
    isMirroredEntity(mirror) ? [mirror] : [],
  );
  const { reload } = list;
  const after = useCallback(
    async (result: Promise<IpcResult<unknown>>) => {
      const settled = await result;
      if (settled.ok) {
        reload();
        onChanged?.();
      }
      return settled;
    },
    [reload, onChanged],
  );
  return {
    rows: list.data,
    error: list.error,
    loading: list.loading,
    reload,
    create: (values) => after(resourceChannel(key, 'create')(values)),
    update: (id, patch) => after(resourceChannel(key, 'update')({ id, patch })),
    remove: (id) => after(resourceChannel(key, 'remove')({ id })),
  };
}
