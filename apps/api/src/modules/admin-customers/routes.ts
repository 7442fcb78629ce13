import { paths } from '@souq/domain/paths';
import {
  adminCustomer,
  adminCustomerList,
  adminCustomersQuery,
  customerIdParams,
  disableCustomerInput,
  enableCustomerInput,
} from '@souq/domain/schemas/admin-customers';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../auth';
import type { AdminCustomerService } from './service';

const PRIVATE = 'no-store';
const tags = ['admin'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** /api/admin/customers: administrators only (guests 401, everyone else 403, before validation). */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: AdminCustomerService;
}> = async (app, { viewers, service }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });

  app.get(
    paths.api.adminCustomers(),
    {
      schema: {
        tags,
        summary: 'Accounts, newest first, with profile and order count; paged (at most 100)',
        querystring: adminCustomersQuery,
        response: { 200: adminCustomerList, ...refused },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.list(request.query)),
  );

  app.get(
    decodeURIComponent(paths.api.adminCustomer(':id')),
    {
      schema: {
        tags,
        summary: 'One account',
        params: customerIdParams,
        response: { 200: adminCustomer, ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.detail(request.params.id)),
  );

  for (const verb of ['disable', 'enable'] as const) {
    app.post(
      decodeURIComponent(paths.api.adminCustomerState(':id', verb)),
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags,
          summary:
            verb === 'disable'
              ? 'Disable an account: signed out everywhere, sign-in refused; needs a reason'
              : 'Enable a disabled account again',
          params: customerIdParams,
          body: verb === 'disable' ? disableCustomerInput : enableCustomerInput,
          response: { 200: adminCustomer, ...refused, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request, reply) => {
        const admin = await viewers.requireAdmin(request);
        const customer = await service.setDisabled(
          admin,
          request.params.id,
          verb === 'disable',
          request.body.reason ?? null,
        );
        return reply.header('cache-control', PRIVATE).send(customer);
      },
    );
  }
};
