// Widget settings and the website UI config through the API (spec §7 ui/{page}/{section}, ui/bulk,
// ui/search, widget versions and restore): defaults before a save, 422s naming the field, the
// all-or-nothing bulk update, history and restore, the audit trail, permissions and tenancy.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src-server/db/schema/index.js';
import { defaultWidgetConfig, WIDGET_TYPES } from '../../src-shared/website/widget-config.js';
import {
  uiBulkResultSchema,
  uiConfigSchema,
  uiSearchResultSchema,
  widgetVersionSchema,
} from '../../src-shared/website/widget-calls.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, asAdmin, asHost, asQuay } = useCatalogueActors();
const ui = (page: string, section: string) => `/restaurants/${ids.harbour}/ui/${page}/${section}`;
const versions = (type: string) => `/restaurants/${ids.harbour}/content/widget/${type}/versions`;
const configOf = (res: Awaited<ReturnType<typeof asAdmin>>) => uiConfigSchema.parse(data(res));

describe('widget settings', () => {
  it('answers every widget type’s defaults with saved: false before anything is saved', async () => {
    for (const type of WIDGET_TYPES) {
      const res = await asHost('GET', ui('widgets', type));
      expect(res.status).toBe(200);
      const view = configOf(res);
      expect(view).toMatchObject({
        page: 'widgets',
        section: type,
        saved: false,
        version: 0,
        updatedAt: null,
      });
      expect(view.config).toEqual(defaultWidgetConfig(type));
    }
    expect(configOf(await asAdmin('GET', ui('widgets', 'reservation'))).config).toMatchObject({
      theme: { colors: { primary: '#3B82F6', secondary: '#6B7280' }, typography: { headingFont: 'Inter' } },
    });
    const unknown = await asAdmin('GET', ui('widgets', 'popup'));
    expect(unknown.status).toBe(422);
    expect(errors(unknown)).toHaveProperty('section');
  });

  it('saves a widget as its next version, fills defaults, and refuses a bad field by name', async () => {
    const body = {
      theme: { colors: { primary: '#112233' }, typography: { headingFont: 'Georgia' } },
      texts: { title: 'Book at the Harbour' },
      partySize: { min: 2, max: 10 },
    };
    const saved = await asAdmin('PUT', ui('widgets', 'reservation'), body);
    expect(saved.status).toBe(200);
    const view = configOf(saved);
    expect(view).toMatchObject({ saved: true, version: 1 });
    expect(view.config).toMatchObject({
      theme: { colors: { primary: '#112233', secondary: '#6B7280' }, typography: { headingFont: 'Georgia' } },
      texts: { title: 'Book at the Harbour' },
      partySize: { min: 2, max: 10 },
      advanceDays: 60,
    });
    expect(configOf(await asAdmin('GET', ui('widgets', 'reservation')))).toMatchObject({
      version: 1,
      saved: true,
    });

    const badColour = await asAdmin('PUT', ui('widgets', 'reservation'), {
      theme: { colors: { primary: 'blue' } },
    });
    expect(badColour.status).toBe(422);
    expect(errors(badColour)['theme.colors.primary']).toEqual([
      'Primary colour must be a colour like #3B82F6',
    ]);
    const badRange = await asAdmin('PUT', ui('widgets', 'reservation'), { partySize: { min: 9, max: 2 } });
    expect(badRange.status).toBe(422);
    expect(errors(badRange)).toHaveProperty(['partySize.max']);
    const badEvent = await asAdmin('PUT', ui('widgets', 'event'), { event: { date: '12/24/2026' } });
    expect(errors(badEvent)).toHaveProperty(['event.date']);
    // Nothing of the refused saves was kept.
    expect(configOf(await asAdmin('GET', ui('widgets', 'reservation'))).version).toBe(1);

    // The save is in the audit trail with the config before and after.
    const [entry] = await getApi()
      .server.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.restaurantId, ids.harbour), eq(auditLog.entityId, 'widgets/reservation')));
    expect(entry?.entity).toBe('website_ui_config');
  });

  it('creates with POST once (409 after), and takes any JSON object on other pages up to the size limit', async () => {
    const created = await asAdmin('POST', ui('home', 'hero'), { heading: 'Welcome aboard', items: [1, 2] });
    expect(created.status).toBe(201);
    expect(configOf(created)).toMatchObject({ page: 'home', section: 'hero', version: 1, saved: true });
    expect((await asAdmin('POST', ui('home', 'hero'), { heading: 'Again' })).status).toBe(409);
    const updated = configOf(await asAdmin('PUT', ui('home', 'hero'), { heading: 'Welcome back' }));
    expect(updated).toMatchObject({ version: 2, config: { heading: 'Welcome back' } });
    const huge = await asAdmin('PUT', ui('home', 'hero'), { text: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(422);
    expect(errors(huge)).toHaveProperty('config');
    expect((await asAdmin('PUT', ui('home', 'hero'), ['not', 'an', 'object'])).status).toBe(422);
    expect((await asAdmin('GET', ui('home', 'missing'))).body).toMatchObject({
      data: { saved: false, config: {}, version: 0 },
    });
  });

  it('bulk saves all or nothing and answers a list of type and config', async () => {
    const before = configOf(await asAdmin('GET', ui('widgets', 'waitlist')));
    const refused = await asAdmin('PUT', `/restaurants/${ids.harbour}/ui/bulk`, {
      updates: [
        { page: 'widgets', section: 'waitlist', config: { maxPerDay: 12 } },
        { page: 'widgets', section: 'event', config: { theme: { radius: 99 } } },
      ],
    });
    expect(refused.status).toBe(422);
    expect(errors(refused)).toHaveProperty(['updates.1.theme.radius']);
    expect(configOf(await asAdmin('GET', ui('widgets', 'waitlist')))).toEqual(before);
    const twice = await asAdmin('PUT', `/restaurants/${ids.harbour}/ui/bulk`, {
      updates: [
        { page: 'widgets', section: 'waitlist', config: {} },
        { page: 'widgets', section: 'waitlist', config: {} },
      ],
    });
    expect(errors(twice)).toHaveProperty(['updates.1.section']);

    const ok = await asAdmin('PUT', `/restaurants/${ids.harbour}/ui/bulk`, {
      updates: [
        { page: 'widgets', section: 'waitlist', config: { maxPerDay: 12 } },
        { page: 'widgets', section: 'landingPage', config: { hero: { heroTitle: 'By the sea' } } },
        { page: 'home', section: 'footer', config: { note: 'Open daily' } },
      ],
    });
    expect(ok.status).toBe(200);
    const list = uiBulkResultSchema.parse(data(ok));
    expect(list.map((r) => r.type)).toEqual(['waitlist', 'landingPage', 'footer']);
    expect(list[0]?.config).toMatchObject({ maxPerDay: 12, partySize: { min: 1, max: 8 } });
    expect(configOf(await asAdmin('GET', ui('widgets', 'landingPage'))).config).toMatchObject({
      hero: { heroTitle: 'By the sea' },
      showHeader: true,
    });
  });

  it('searches section names and config text, on one page when asked', async () => {
    const search = async (query: string) => {
      const res = await asHost('GET', `/restaurants/${ids.harbour}/ui/search?${query}`);
      expect(res.status).toBe(200);
      return uiSearchResultSchema.parse(data(res));
    };
    expect((await search('q=by%20THE%20sea')).map((r) => [r.section, r.matched])).toEqual([
      ['landingPage', 'config'],
    ]);
    expect((await search('q=foot')).map((r) => [r.page, r.section, r.matched])).toEqual([
      ['home', 'footer', 'section'],
    ]);
    expect(await search('q=foot&page=widgets')).toEqual([]);
    const empty = await asHost('GET', `/restaurants/${ids.harbour}/ui/search?q=`);
    expect(empty.status).toBe(422);
    expect(errors(empty)).toHaveProperty(['querystring.q']);
  });

  it('keeps every version of a widget and restores an old one as the newest', async () => {
    await asAdmin('PUT', ui('widgets', 'customAudience'), { audience: { tags: ['VIP'], message: 'First' } });
    await asAdmin('PUT', ui('widgets', 'customAudience'), {
      audience: { tags: ['Regular'], message: 'Second' },
    });
    const history = (await asHost('GET', versions('customAudience'))).body as { data: unknown[] };
    const list = history.data.map((v) => widgetVersionSchema.parse(v));
    expect(list.map((v) => [v.version, v.source])).toEqual([
      [2, 'save'],
      [1, 'save'],
    ]);
    const first = list[1]!;
    expect(first.config).toMatchObject({ audience: { message: 'First' } });

    const restored = await asAdmin('POST', `${versions('customAudience')}/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(configOf(restored)).toMatchObject({
      version: 3,
      config: { audience: { tags: ['VIP'], message: 'First' } },
    });
    const after = ((await asAdmin('GET', versions('customAudience'))).body as { data: { source: string }[] })
      .data;
    expect(after.map((v) => v.source)).toEqual(['restore', 'save', 'save']);

    // A version of another widget, or an unknown one, is not found; a malformed id is a 422.
    expect((await asAdmin('POST', `${versions('event')}/${first.id}/restore`)).status).toBe(404);
    expect(
      (await asAdmin('POST', `${versions('customAudience')}/00000000-0000-4000-8000-000000000000/restore`))
        .status,
    ).toBe(404);
    expect((await asAdmin('POST', `${versions('customAudience')}/nope/restore`)).status).toBe(422);
  });

  it('lets a host read but not write, and keeps every tenant out of another’s configs', async () => {
    expect((await asHost('PUT', ui('widgets', 'reservation'), {})).status).toBe(403);
    expect((await asHost('POST', ui('home', 'hero2'), {})).status).toBe(403);
    expect(
      (
        await asHost('PUT', `/restaurants/${ids.harbour}/ui/bulk`, {
          updates: [{ page: 'a', section: 'b', config: {} }],
        })
      ).status,
    ).toBe(403);
    const first = ((await asHost('GET', versions('reservation'))).body as { data: { id: string }[] })
      .data[0]!;
    expect((await asHost('POST', `${versions('reservation')}/${first.id}/restore`)).status).toBe(403);

    // Quay's admin on Harbour's paths: refused, reads and writes alike.
    const harbourPaths: [string, string, unknown?][] = [
      ['GET', ui('widgets', 'reservation')],
      ['PUT', ui('widgets', 'reservation'), {}],
      ['POST', ui('home', 'quay'), {}],
      ['PUT', `/restaurants/${ids.harbour}/ui/bulk`, { updates: [{ page: 'a', section: 'b', config: {} }] }],
      ['GET', `/restaurants/${ids.harbour}/ui/search?q=a`],
      ['GET', versions('reservation')],
      ['POST', `${versions('reservation')}/${first.id}/restore`],
    ];
    for (const [method, path, body] of harbourPaths)
      expect((await asQuay(method, path, body)).status).toBe(403);
    // On its own tenant Quay sees its own defaults, and Harbour's version id is not found there.
    const own = await asQuay('GET', `/restaurants/${ids.quay}/ui/widgets/reservation`);
    expect(configOf(own)).toMatchObject({ saved: false });
    expect(
      (
        await asQuay(
          'POST',
          `/restaurants/${ids.quay}/content/widget/reservation/versions/${first.id}/restore`,
        )
      ).status,
    ).toBe(404);
  });
});
