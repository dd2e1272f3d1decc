// Demo client and reservation tags for Harbour Bistro: the client labels the demo book uses,
// grouped into categories, and a few reservation tags, so the tag screens and choosers have data.
import type { TagKind } from '../../src-shared/tags/tag-calls.js';
import { tags } from '../db/schema/index.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { tagService } from '../tags/tag-service.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { seedTenantOnce } from './tenant-seed.js';

interface CategorySpec {
  name: string;
  color: string;
  tags: string[];
  superusersOnly?: boolean;
}

const DEMO_TAGS: Record<TagKind, CategorySpec[]> = {
  client: [
    { name: 'Status', color: '#fde68a', tags: ['VIP', 'Regular', 'Local', 'Press', 'Business'] },
    { name: 'Occasions', color: '#fbcfe8', tags: ['Birthday', 'Anniversary'] },
    { name: 'Preferences', color: '#bbf7d0', tags: ['Prefers terrace', 'Window seat', 'Wine lover'] },
  ],
  reservation: [
    { name: 'Occasion', color: '#fbcfe8', tags: ['Birthday', 'Anniversary', 'Proposal', 'Business dinner'] },
    { name: 'Service', color: '#bfdbfe', tags: ['High chair', 'Wheelchair access', 'Quiet table'] },
    { name: 'Owner notes', color: '#e5e7eb', tags: ['Friend of the house'], superusersOnly: true },
  ],
};

async function seedTags(write: TenantWrite, timeZone: string): Promise<void> {
  const ctx = { restaurantId: write.restaurantId, timeZone, actorName: 'Demo data' };
  for (const kind of ['client', 'reservation'] as const) {
    const service = tagService(kind);
    for (const spec of DEMO_TAGS[kind]) {
      const category = await service.create(write, ctx, {
        category_name: spec.name,
        tag_color: spec.color,
        visible_to_superusers_only: spec.superusersOnly ?? false,
        show_on_reservation_summary: kind === 'reservation',
        files: [],
      });
      for (const name of spec.tags)
        await service.create(write, ctx, { parent_id: category.id, tag_name: name, files: [] });
    }
  }
}

export const demoTagsStep: SeedStep = {
  name: 'demo-tags',
  async run(ctx: SeedContext) {
    await seedTenantOnce(ctx, { slug: 'harbour-bistro', what: 'tags', marker: tags }, seedTags);
  },
};
