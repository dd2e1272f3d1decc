// channelsOf: the IPC channels of declared resources, derived from their schemas so main and the
// console never write them by hand. Four per resource: list (mirror or API), create, update, remove
// (the API: settings edits are online-only, the mirror follows through the feed).
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { Resource } from './define-resource.js';
import { deletedSchema } from './route-contract.js';

type Channel = { input: z.ZodType; output: z.ZodType };
const none = z.undefined();

export type ResourceChannelsOf<R extends Resource> = {
  [K in R as `resource.${K['key']}.list`]: { input: typeof none; output: z.ZodArray<K['row']> };
} & {
  [K in R as `resource.${K['key']}.create`]: { input: K['create']; output: K['row'] };
} & {
  [K in R as `resource.${K['key']}.update`]: {
    input: z.ZodObject<{ id: typeof entityIdSchema; patch: K['update'] }>;
    output: K['row'];
  };
} & {
  [K in R as `resource.${K['key']}.remove`]: {
    input: z.ZodObject<{ id: typeof entityIdSchema }>;
    output: typeof deletedSchema;
  };
};

export const RESOURCE_OPERATIONS = ['list', 'create', 'update', 'remove'] as const;
export type ResourceChannelOperation = (typeof RESOURCE_OPERATIONS)[number];

export const resourceChannelName = (key: string, op: ResourceChannelOperation) => `resource.${key}.${op}`;

export function channelsOf<const R extends readonly Resource[]>(resources: R): ResourceChannelsOf<R[number]> {
  const channels: Record<string, Channel> = {};
  for (const r of resources) {
    channels[resourceChannelName(r.key, 'list')] = { input: none, output: z.array(r.row) };
    channels[resourceChannelName(r.key, 'create')] = { input: r.create, output: r.row };
    channels[resourceChannelName(r.key, 'update')] = {
      input: z.object({ id: entityIdSchema, patch: r.update }),
      output: r.row,
    };
    channels[resourceChannelName(r.key, 'remove')] = {
      input: z.object({ id: entityIdSchema }),
      output: deletedSchema,
    };
  }
  return channels as ResourceChannelsOf<R[number]>;
}
