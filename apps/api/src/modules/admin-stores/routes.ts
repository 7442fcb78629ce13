import { paths } from '@souq/domain/paths';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import {
  adminStore,
  adminStoreList,
  adminStoreListQuery,
  storeDecisionInput,
  storeDecisionWithReason,
} from '@souq/domain/schemas/seller-store';
import { decisionNeedsReason, type StoreVerb, storeVerbs } from '@souq/domain/store-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../auth';
import type { AdminStoreService } from './service';

const PRIVATE = 'no-store';
const tags = ['admin'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const summaries: Record<StoreVerb, string> = {
  approve: 'Approve a pending (or rejected) store: it becomes public and can sell',
  reject: 'Reject a pending application, with the reason the owner reads',
  suspend: 'Suspend an active store: it leaves every public list and cannot sell',
  reinstate: 'Reinstate a suspended store',
};

/**
 * /api/admin/stores: administrators only (a verified e-mail in ADMIN_EMAILS; others 403,
 * guests 401, both before anything is validated). The approval screen comes with the admin
 * console; until then this API and `npm run stores` decide.
 */
export const adminStoreRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: AdminStoreService;
}> = async (app, { viewers, service }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });

  app.get(
    paths.api.adminStores(),
    {
      schema: {
        tags,
        summary: 'Stores by status, oldest application first; paged (limit at most 100)',
        querystring: adminStoreListQuery,
        response: { 200: adminStoreList, ...refused },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.list(request.query)),
  );

  for (const verb of storeVerbs) {
    app.post(
      decodeURIComponent(paths.api.adminStoreDecision(':id', verb)),
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags,
          summary: summaries[verb],
          description:
            'A decision the status does not allow is 409 STORE_DECISION_NOT_ALLOWED. Rejecting ' +
            'and suspending need a reason (400 VALIDATION_FAILED without one).',
          params: z.object({ id: uuid }),
          body: decisionNeedsReason(verb) ? storeDecisionWithReason : storeDecisionInput,
          response: { 200: adminStore, ...refused, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request, reply) => {
        const admin = await viewers.requireAdmin(request);
        const store = await service.decide(request.params.id, verb, request.body.reason ?? null, {
          userId: admin.userId,
          email: admin.email,
        });
        return reply.header('cache-control', PRIVATE).send(store);
      },
    );
  }
};
