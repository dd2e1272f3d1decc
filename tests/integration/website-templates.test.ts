// The website of a tenant through the §7 paths under /restaurants/{tenantId}: the template registry
// (seeded rows, own templates, apply to a widget or the site), assignment and customization with the
// §3 defaults, comparison, content blocks with versions and restore, site config, media, health and
// template migrations (execute → rollback restores the previous assignment). Tenancy refusals, a
// host's writes refused, bad bodies answered 422 naming the field, and writes in the audit trail.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src-server/db/schema/index.js';
import { getUiConfig, versionHistory } from '../../src-server/website/ui-config-store.js';
import { websiteTemplateSchema } from '../../src-shared/website/template-calls.js';
import {
  compatibilitySchema,
  contentVersionSchema,
  migrationRunSchema,
  pageContentSchema,
  templateAssignmentSchema,
  templateComparisonSchema,
  websiteHealthSchema,
} from '../../src-shared/website/website-schemas.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, asAdmin, asHost, asQuay } = useCatalogueActors();
const T = () => `/restaurants/${ids.harbour}`;

const ok = async (method: string, path: string, body?: unknown, status = 200) => {
  const res = await asAdmin(method, `${T()}${path}`, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return { data: data(res), message: (res.body as { message?: string }).message };
};

const auditEntries = async (entity: string) =>
  getApi()
    .server.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.restaurantId, ids.harbour), eq(auditLog.entity, entity)));

describe('the template registry', () => {
  it('lists the seeded registry templates as real rows, BASIC by default, filtered by type', async () => {
    const all = websiteTemplateSchema.array().parse((await ok('GET', '/templates')).data);
    const names = all.filter((t) => t.template_type === 'website').map((t) => t.template_name);
    expect(names).toEqual(
      expect.arrayContaining(['Modern Restaurant', 'Classic Elegance', 'Minimalist Cafe']),
    );
    expect(all.every((t) => t.restaurant_id === null)).toBe(true);
    expect(all.find((t) => t.id === 'modern-restaurant')).toMatchObject({
      pricing_tier: 'BASIC',
      is_premium: false,
    });
    for (const type of ['reservation', 'event', 'waitlist', 'landingPage', 'customAudience'])
      expect(
        all.some((t) => t.template_type === `widget-${type}`),
        type,
      ).toBe(true);
    const reservation = websiteTemplateSchema
      .array()
      .parse((await ok('GET', '/templates?type=widget-reservation')).data);
    expect(reservation.map((t) => t.template_type)).toEqual(['widget-reservation']);
    // Asking again does not seed twice.
    expect(websiteTemplateSchema.array().parse((await ok('GET', '/templates')).data)).toHaveLength(
      all.length,
    );
  });

  it("creates a tenant's own widget template, unseen by another tenant", async () => {
    const created = await ok(
      'POST',
      '/templates',
      {
        template_name: 'Harbour blue',
        type: 'widget',
        widgetType: 'reservation',
        default_config: { radius: 4 },
      },
      201,
    );
    const t = websiteTemplateSchema.parse(created.data);
    expect(t).toMatchObject({
      template_type: 'widget-reservation',
      restaurant_id: ids.harbour,
      pricing_tier: 'BASIC',
    });
    const quay = await asQuay('GET', `/restaurants/${ids.quay}/templates`);
    expect((data(quay) as { id: string }[]).some((x) => x.id === t.id)).toBe(false);
    const noType = await asAdmin('POST', `${T()}/templates`, { template_name: 'x', type: 'widget' });
    expect(noType.status).toBe(422);
    expect(errors(noType)).toHaveProperty('widgetType');
    const noName = await asAdmin('POST', `${T()}/templates`, { template_name: ' ' });
    expect(noName.status).toBe(422);
    expect(errors(noName)['template_name']).toEqual(['Template name is required']);
    expect(await auditEntries('website_template')).toHaveLength(1);
  });

  it('compares two templates side by side', async () => {
    const c = templateComparisonSchema.parse(
      (await ok('GET', '/templates/compare?a=modern-restaurant&b=minimalist-cafe')).data,
    );
    expect(c.a.name).toBe('Modern Restaurant');
    expect(c.features.both).toEqual(['menu', 'responsive']);
    expect(c.features.onlyB).toEqual(['opening-hours']);
    expect(c.components.onlyA).toContain('gallery');
    expect(c.config.find((r) => r.key === 'colors.primary')).toMatchObject({ same: false });
    const bad = await asAdmin('GET', `${T()}/templates/compare?a=modern-restaurant&b=nope`);
    expect(bad.status).toBe(422);
    expect(errors(bad)).toHaveProperty('b');
  });
});

describe('assignment and customization', () => {
  it('has no template until one is assigned; customizing first is refused', async () => {
    expect((await ok('GET', '/template')).data).toBeNull();
    const early = await asAdmin('PUT', `${T()}/template/customization`, {});
    expect(early.status).toBe(409);
  });

  it('assigns with the §3 defaults, customizes, and refuses bad bodies by field', async () => {
    const assigned = await ok('POST', '/template/assign', { templateId: 'modern-restaurant' });
    expect(assigned.message).toBe('Template assigned successfully');
    const a = templateAssignmentSchema.parse(assigned.data);
    expect(a).toMatchObject({
      template_id: 'modern-restaurant',
      template_name: 'Modern Restaurant',
      is_active: true,
    });
    expect(a.custom_config.colors).toEqual({ primary: '#3B82F6', secondary: '#6B7280' });
    expect(a.custom_config.typography).toEqual({ headingFont: 'Inter', bodyFont: 'Inter' });
    expect(a.custom_config.components).toEqual({ showHeader: true, showFooter: true });
    expect(a.active_components).toContain('gallery');

    const custom = await ok('PUT', '/template/customization', {
      colors: { primary: '#112233', secondary: '#445566' },
      typography: { headingFont: 'Georgia', bodyFont: 'Inter' },
      components: { showHeader: true, showFooter: false },
      layout: { containerWidth: 'full', spacing: 'compact' },
      responsive: { mobileMenu: 'tabs', hideHeroImageOnMobile: true },
    });
    expect(custom.message).toBe('Customization updated successfully');
    const c = templateAssignmentSchema.parse(custom.data);
    expect(c.custom_config.colors.primary).toBe('#112233');
    expect(c.version).toBe(a.version + 1);
    const current = templateAssignmentSchema.parse((await ok('GET', '/template')).data);
    expect(current.custom_config.layout.containerWidth).toBe('full');

    const badColour = await asAdmin('PUT', `${T()}/template/customization`, { colors: { primary: 'blue' } });
    expect(badColour.status).toBe(422);
    expect(errors(badColour)['colors.primary']).toEqual(['Primary colour must be a colour like #3B82F6']);
    const noId = await asAdmin('POST', `${T()}/template/assign`, {});
    expect(noId.status).toBe(422);
    expect(errors(noId)).toHaveProperty('templateId');
    const widget = await asAdmin('POST', `${T()}/template/assign`, {
      templateId: 'widget-reservation-default',
    });
    expect(widget.status).toBe(422);
    expect(errors(widget)['templateId']?.[0]).toMatch(/not a website template/);
    const unknown = await asAdmin('POST', `${T()}/template/assign`, { templateId: 'nope' });
    expect(unknown.status).toBe(422);
    expect((await auditEntries('website_template_assignment')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('apply', () => {
  it("applies a widget template: saves that widget's config at a new version (source apply)", async () => {
    const { db } = getApi().server;
    const before = await getUiConfig(db, ids.harbour, 'widgets', 'reservation');
    const applied = await ok('POST', '/templates/widget-reservation-default/apply', {
      widgetType: 'reservation',
      customConfig: { partySize: { min: 2, max: 10 } },
    });
    const r = applied.data as {
      config: { theme: { colors: { primary: string } }; partySize: unknown };
      version: number;
    };
    expect(r.config.theme.colors.primary).toBe('#3B82F6');
    expect(r.config.partySize).toEqual({ min: 2, max: 10 });
    expect(r.version).toBe((before?.version ?? 0) + 1);
    const stored = await getUiConfig(db, ids.harbour, 'widgets', 'reservation');
    expect(stored?.version).toBe(r.version);
    const [latest] = await versionHistory(db, ids.harbour, 'widget-reservation');
    expect(latest).toMatchObject({ version: r.version, source: 'apply' });

    const wrongType = await asAdmin('POST', `${T()}/templates/widget-event-default/apply`, {
      widgetType: 'reservation',
    });
    expect(wrongType.status).toBe(422);
    expect(errors(wrongType)).toHaveProperty('widgetType');
    const badConfig = await asAdmin('POST', `${T()}/templates/widget-reservation-default/apply`, {
      widgetType: 'reservation',
      customConfig: { partySize: { min: 6, max: 2 } },
    });
    expect(badConfig.status).toBe(422);
    expect(errors(badConfig)['customConfig.partySize.max']).toEqual([
      'Smallest party cannot be larger than the largest party',
    ]);
  });

  it('applies a website template to the site (assignment)', async () => {
    const applied = await ok('POST', '/templates/minimalist-cafe/apply', {});
    expect(applied.data).toMatchObject({ templateId: 'minimalist-cafe', widgetType: null });
    expect(templateAssignmentSchema.parse((await ok('GET', '/template')).data).template_id).toBe(
      'minimalist-cafe',
    );
    await ok('POST', '/template/assign', { templateId: 'modern-restaurant' });
  });
});

describe('content blocks, versions and restore; config; media; health', () => {
  it('saves a page, lists versions, restores an older one as a new version', async () => {
    const empty = pageContentSchema.parse((await ok('GET', '/content/home')).data);
    expect(empty).toMatchObject({ blocks: null, version: 0 });
    const v1 = await ok('PUT', '/content/home', {
      heroTitle: 'Welcome to the Harbour',
      heroSubtitle: 'Fish by the water',
      mainContent: 'Open every day.',
      ctaText: 'Book a table',
    });
    expect(v1.message).toBe('Content updated successfully');
    await ok('PUT', '/content/home', { heroTitle: 'Second title', ctaText: 'Reserve' });
    const versions = contentVersionSchema.array().parse((await ok('GET', '/content/home/versions')).data);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const first = versions[1];
    if (!first) throw new Error('no first version');
    const restored = pageContentSchema.parse(
      (await ok('POST', `/content/home/versions/${first.id}/restore`)).data,
    );
    expect(restored).toMatchObject({ version: 3, blocks: { heroTitle: 'Welcome to the Harbour' } });
    const after = contentVersionSchema.array().parse((await ok('GET', '/content/home/versions')).data);
    expect(after[0]).toMatchObject({ version: 3, source: 'restore' });
    const all = pageContentSchema.array().parse((await ok('GET', '/content')).data);
    expect(all.map((p) => p.page)).toEqual(['home']);

    // A version of another page is not this page's.
    await ok('PUT', '/content/about', { heroTitle: 'About us' });
    const aboutV = contentVersionSchema.array().parse((await ok('GET', '/content/about/versions')).data)[0];
    const cross = await asAdmin('POST', `${T()}/content/home/versions/${aboutV?.id}/restore`);
    expect(cross.status).toBe(404);
    const badBody = await asAdmin('PUT', `${T()}/content/home`, { heroTitle: '' });
    expect(badBody.status).toBe(422);
    expect(errors(badBody)['heroTitle']).toEqual(['Hero title is required']);
    const badPage = await asAdmin('GET', `${T()}/content/Not%20A%20Page`);
    expect(badPage.status).toBe(422);
    expect((await auditEntries('website_content')).length).toBe(4);
  });

  it('saves the site config and answers media and health', async () => {
    const defaults = (await ok('GET', '/config')).data as {
      saved: boolean;
      config: { colors: { primary: string } };
    };
    expect(defaults).toMatchObject({ saved: false, config: { colors: { primary: '#3B82F6' } } });
    const saved = await ok('PUT', '/config', { siteName: 'Harbour Bistro', tagline: 'By the sea' });
    expect(saved.data).toMatchObject({ saved: true, version: 1, config: { siteName: 'Harbour Bistro' } });
    const badEmail = await asAdmin('PUT', `${T()}/config`, { contactEmail: 'nope' });
    expect(badEmail.status).toBe(422);
    expect(errors(badEmail)).toHaveProperty('contactEmail');

    expect(Array.isArray((await ok('GET', '/media')).data)).toBe(true);
    const bulkEmpty = await asAdmin('POST', `${T()}/media/bulk`, {});
    expect(bulkEmpty.status).toBe(422);
    expect(errors(bulkEmpty)).toHaveProperty('update');
    const bulkMissing = await asAdmin('POST', `${T()}/media/bulk`, {
      update: [{ id: '0190a0a0-0000-7000-8000-000000000000', alt_text: 'x' }],
    });
    expect(bulkMissing.status).toBe(404);

    const health = websiteHealthSchema.parse((await ok('GET', '/health')).data);
    expect(health).toMatchObject({
      template_assigned: true,
      template: { id: 'modern-restaurant' },
      config_saved: true,
      content_pages: 2,
      widgets_configured: 1,
    });
    expect(health.content_versions).toBeGreaterThanOrEqual(4);
    expect(health.last_change).not.toBeNull();
  });
});

describe('template migrations', () => {
  it('executes a migration, keeps the previous assignment, and rollback restores it', async () => {
    const before = templateAssignmentSchema.parse((await ok('GET', '/template')).data);
    expect(before.template_id).toBe('modern-restaurant');

    const compat = compatibilitySchema.parse(
      (await ok('GET', '/template-migrations/compatibility?targetTemplateId=classic-elegance')).data,
    );
    expect(compat).toMatchObject({ compatible: false, from_template_id: 'modern-restaurant' });
    expect(compat.missing_components).toEqual(['events', 'gallery']);

    // Without force the run fails, recorded with its reason; the site keeps its template.
    const failed = await ok('POST', '/template-migrations/execute', { targetTemplateId: 'classic-elegance' });
    const f = migrationRunSchema.parse(failed.data);
    expect(f.state).toBe('failed');
    expect(failed.message).toMatch(/^Template migration failed: classic-elegance lacks components/);
    expect(templateAssignmentSchema.parse((await ok('GET', '/template')).data).template_id).toBe(
      'modern-restaurant',
    );

    const queued = migrationRunSchema.parse(
      (
        await ok(
          'POST',
          '/template-migrations/queue',
          { targetTemplateId: 'classic-elegance', force: true },
          201,
        )
      ).data,
    );
    expect(queued.state).toBe('queued');
    expect(
      migrationRunSchema
        .array()
        .parse((await ok('GET', '/template-migrations/queue')).data)
        .map((r) => r.id),
    ).toEqual([queued.id]);
    const done = migrationRunSchema.parse(
      (await ok('POST', '/template-migrations/execute', { runId: queued.id })).data,
    );
    expect(done).toMatchObject({
      state: 'completed',
      from_template_id: 'modern-restaurant',
      to_template_id: 'classic-elegance',
    });
    const switched = templateAssignmentSchema.parse((await ok('GET', '/template')).data);
    expect(switched.template_id).toBe('classic-elegance');
    // The venue's own customization travels with the site.
    expect(switched.custom_config.colors).toEqual(before.custom_config.colors);
    expect(migrationRunSchema.parse((await ok('GET', '/template-migrations/status')).data).id).toBe(
      queued.id,
    );

    const again = await asAdmin('POST', `${T()}/template-migrations/execute`, { runId: queued.id });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'A completed migration cannot be started; only a queued one can',
    );

    const rolled = migrationRunSchema.parse(
      (await ok('POST', `/template-migrations/${queued.id}/rollback`)).data,
    );
    expect(rolled.state).toBe('rolled_back');
    const restored = templateAssignmentSchema.parse((await ok('GET', '/template')).data);
    expect(restored).toMatchObject({
      template_id: 'modern-restaurant',
      active_components: before.active_components,
    });
    expect(restored.custom_config).toEqual(before.custom_config);

    const logs = (await ok('GET', `/template-migrations/${queued.id}/logs`)).data as { state: string }[];
    expect(logs.map((l) => l.state)).toEqual(['queued', 'running', 'completed', 'rolled_back']);
    const health = (await ok('GET', '/template-migrations/health')).data as {
      counts: Record<string, number>;
    };
    expect(health.counts).toMatchObject({ failed: 1, rolled_back: 1, queued: 0 });
    expect((await auditEntries('website_template_migration')).length).toBeGreaterThanOrEqual(4);
  });

  it('cancels queued runs, in bulk too, and refuses bad bodies', async () => {
    const q = async () =>
      migrationRunSchema.parse(
        (await ok('POST', '/template-migrations/queue', { targetTemplateId: 'minimalist-cafe' }, 201)).data,
      );
    const one = await q();
    const cancelled = migrationRunSchema.parse(
      (await ok('POST', `/template-migrations/${one.id}/cancel`)).data,
    );
    expect(cancelled.state).toBe('cancelled');
    const two = await q();
    const bulk = (
      await ok('POST', '/template-migrations/bulk', { action: 'cancel', runIds: [two.id, one.id] })
    ).data as { ok: boolean; error?: string }[];
    expect(bulk.map((r) => r.ok)).toEqual([true, false]);
    expect(bulk[1]?.error).toBe('A cancelled migration cannot be cancelled; only a queued one can');
    const badBulk = await asAdmin('POST', `${T()}/template-migrations/bulk`, {
      action: 'cancel',
      runIds: [],
    });
    expect(badBulk.status).toBe(422);
    expect(errors(badBulk)).toHaveProperty('runIds');
    const badQueue = await asAdmin('POST', `${T()}/template-migrations/queue`, { targetTemplateId: 'nope' });
    expect(badQueue.status).toBe(422);
    expect(errors(badQueue)).toHaveProperty('targetTemplateId');
  });
});

describe('tenancy and roles', () => {
  let quayRun = '';
  beforeAll(async () => {
    const res = await asQuay('POST', `/restaurants/${ids.quay}/template-migrations/queue`, {
      targetTemplateId: 'modern-restaurant',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    quayRun = (data(res) as { id: string }).id;
  });

  it("refuses another tenant's paths (403) and rows (404)", async () => {
    for (const [method, path] of [
      ['GET', '/templates'],
      ['GET', '/template'],
      ['GET', '/config'],
      ['GET', '/content/home'],
      ['GET', '/health'],
      ['GET', '/media'],
      ['POST', '/template/assign'],
      ['PUT', '/content/home'],
    ] as const) {
      const res = await asAdmin(
        method,
        `/restaurants/${ids.quay}${path}`,
        method === 'GET' ? undefined : { heroTitle: 'x', templateId: 'modern-restaurant' },
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const other = await asAdmin('POST', `${T()}/template-migrations/${quayRun}/cancel`);
    expect(other.status).toBe(404);
    const logs = await asAdmin('GET', `${T()}/template-migrations/${quayRun}/logs`);
    expect(logs.status).toBe(404);
    // Quay's own content is its own.
    const quayContent = await asQuay('GET', `/restaurants/${ids.quay}/content/home`);
    expect(data(quayContent)).toMatchObject({ blocks: null });
  });

  it('lets a host read and refuses their writes (403)', async () => {
    expect((await asHost('GET', `${T()}/template`)).status).toBe(200);
    expect((await asHost('GET', `${T()}/content/home/versions`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/template/assign', { templateId: 'modern-restaurant' }],
      ['PUT', '/template/customization', {}],
      ['PUT', '/content/home', { heroTitle: 'Host' }],
      ['PUT', '/config', {}],
      ['POST', '/templates/modern-restaurant/apply', {}],
      ['POST', '/template-migrations/queue', { targetTemplateId: 'minimalist-cafe' }],
      ['POST', '/media/bulk', { remove: ['0190a0a0-0000-7000-8000-000000000000'] }],
    ] as const) {
      const res = await asHost(method, `${T()}${path}`, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
