import { paths } from '@souq/domain/paths';
import {
  adminCategory,
  adminCategoryList,
  categoryCreateInput,
  categoryOrderInput,
  categoryUpdateInput,
} from '@souq/domain/schemas/admin-categories';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../auth';
import type { AdminCategoryService } from './service';

const PRIVATE = 'no-store';
const tags = ['admin'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const bodyLimit = 32 * 1024;

/**
 * /api/admin/categories: administrators only (others 403, guests 401, both before anything is
 * validated). No DELETE: deactivating (PATCH is_active=false) keeps products' references.
 */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: AdminCategoryService;
}> = async (app, { viewers, service }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });
  const adminOf = async (request: Parameters<Viewers['requireAdmin']>[0]) => {
    const admin = await viewers.requireAdmin(request);
    return { userId: admin.userId, email: admin.email };
  };

  app.get(
    paths.api.adminCategories(),
    {
      schema: {
        tags,
        summary: 'Every category, active or not, in sort order, with its non-archived products',
        response: { 200: adminCategoryList, ...refused },
      },
    },
    async (_request, reply) => reply.header('cache-control', PRIVATE).send(await service.list()),
  );

  app.post(
    paths.api.adminCategories(),
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Create a category (last in the order); a slug already used is 409',
        description: 'A slug another category has is 409 CATEGORY_SLUG_TAKEN.',
        body: categoryCreateInput,
        response: { 201: adminCategory, ...refused, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, await adminOf(request));
      return reply.code(201).header('cache-control', PRIVATE).send(created);
    },
  );

  app.put(
    paths.api.adminCategoryOrder(),
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Reorder: every category id once, first shown first (one transaction)',
        description:
          'A list that does not name every category exactly once is 409 CATEGORY_ORDER_STALE.',
        body: categoryOrderInput,
        response: { 200: adminCategoryList, ...refused, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const list = await service.reorder(request.body.ids, await adminOf(request));
      return reply.header('cache-control', PRIVATE).send(list);
    },
  );

  app.patch(
    decodeURIComponent(paths.api.adminCategory(':id')),
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Change a category: name, slug, description, icon, colour, active',
        description:
          'is_active=false hides it from shoppers at once; its products keep the category. A ' +
          'slug another category has is 409 CATEGORY_SLUG_TAKEN.',
        params: z.object({ id: uuid }),
        body: categoryUpdateInput,
        response: { 200: adminCategory, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const updated = await service.update(request.params.id, request.body, await adminOf(request));
      return reply.header('cache-control', PRIVATE).send(updated);
    },
  );
};
