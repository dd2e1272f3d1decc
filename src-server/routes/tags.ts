// Spec §7 Tags: the four calls of client tags and of reservation tags, registered from the shared
// contracts (src-shared/tags/tag-calls.ts) by one loop over the two kinds. Create and update take
// multipart form data with an optional image; thumbnails are served without a token by image id.
import type { FastifyPluginAsync } from 'fastify';
import { TAG_IMAGE_ROUTE, TAG_KINDS, tagCalls, type TagKind } from '../../src-shared/tags/tag-calls.js';
import { auditedRow, type RowWriteKind } from '../audit/audit-change.js';
import type { RouteContract } from '../../src-shared/resources/route-contract.js';
import type { DomainWrite } from '../sync/write-context.js';
import { membershipAllows } from '../auth/user-access.js';
import { requireTenant } from '../http/access-control.js';
import { MAX_IMAGE_BYTES } from '../menus/product-images.js';
import { publicImageRoute } from '../resources/public-image-route.js';
import { byId, routeTable } from '../resources/route-helper.js';
import { tagImage, tagService } from '../tags/tag-service.js';
import { acceptUploadForms, multipartRoute } from './menus/product-forms.js';
import type { RouteDeps } from './route-deps.js';

const NOUN: Record<TagKind, string> = { client: 'Client', reservation: 'Reservation' };
const NONE = new Set<string>();

export function tagRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await acceptUploadForms(
      app,
      { numbers: NONE, lists: NONE, booleans: NONE },
      { fileSize: MAX_IMAGE_BYTES, files: 1 },
    );
    for (const kind of TAG_KINDS) {
      const C = tagCalls(kind);
      const service = tagService(kind);
      const route = routeTable(app, [`${kind} tags`], deps);
      // Every write is in the audit trail: who, from which terminal, the tag before and after.
      const audit = <A, R>(write: DomainWrite<A, R>, op: RowWriteKind, call: RouteContract) =>
        auditedRow(write, `${kind}_tag`, op, service.get, call);
      route(C.list, async ({ restaurantId, request }) => ({
        data: await service.list(
          deps.db,
          restaurantId,
          membershipAllows(requireTenant(request).tenant, 'tags.superuser'),
        ),
      }));
      route.write(
        multipartRoute(C.create),
        audit(service.create, 'create', C.create),
        ({ body, request }) => ({ ...body, files: request.uploads }),
        // Spec §8's text for either kind.
        'Reservation or Client tag created successfully!',
      );
      route.write(
        multipartRoute(C.update),
        audit(service.update, 'update', C.update),
        ({ params, body, request }) => ({ id: params.id, patch: { ...body, files: request.uploads } }),
        (tag) => (tag.parent_id === null ? 'category updated successfully!' : `${NOUN[kind]} tag updated`),
      );
      route.write(C.remove, audit(service.remove, 'remove', C.remove), byId, 'tag deleted successfully!');
    }
    publicImageRoute(
      app,
      TAG_IMAGE_ROUTE,
      { tags: ['client tags', 'reservation tags'], summary: 'A tag thumbnail (WebP), by its image id' },
      async (imageId) => {
        const data = await tagImage(deps.db, imageId);
        return data ? { contentType: 'image/webp', data } : null;
      },
    );
  };
}
