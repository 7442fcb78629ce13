import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
} from '@souq/domain/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetLinkParams, resetLinkQuery, statusAnswer, userAnswer } from '../schemas';
import { treeOf } from '../service/better-auth';
import { type AuthRouteDeps, bodyLimit, errors, sendAuthAnswer } from './bridge';

const api = paths.api.auth;

/** Forgotten password (mailed link, new password) and changing it while signed in. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  { bridge, limiter, viewers },
) => {
  const { call } = bridge;
  const { resetPage } = bridge.landings;

  app.post(
    api.requestPasswordReset(),
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link if the address is registered (same answer either way)',
        body: forgotPasswordInput,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await limiter.beforeResetRequest(email, request.ip);
      // redirectTo only chooses the tree; the server decides where mailed links lead.
      const { redirectTo } = request.body;
      const answer = await call(request, { email, redirectTo: resetPage(treeOf(redirectTo)) });
      if (answer.status >= 400) return sendAuthAnswer(reply, answer);
      return reply
        .header('cache-control', 'no-store')
        .send({ status: true, message: authMessages.resetLinkSent });
    },
  );

  app.get(
    `${api.resetPassword()}/:token`,
    {
      schema: {
        tags: ['auth'],
        summary: 'The mailed reset link: redirects to /auth?mode=reset&token=...',
        description: 'The landing page is always our own; callbackURL in the link is ignored.',
        params: resetLinkParams,
        querystring: resetLinkQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      return sendAuthAnswer(
        reply,
        await call(request, undefined, {
          callbackURL: resetPage(treeOf(request.query.callbackURL)),
        }),
      );
    },
  );

  app.post(
    api.resetPassword(),
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the link; every session is revoked',
        body: resetPasswordInput,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await limiter.beforeResetSubmit(request.ip);
      return sendAuthAnswer(reply, await call(request, request.body));
    },
  );

  app.post(
    api.changePassword(),
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Change the password when signed in (current password required)',
        body: changePasswordInput,
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      await limiter.beforePasswordCheck(viewer.email, request.ip);
      const answer = await call(request, request.body);
      if (answer.status < 400) await limiter.passwordAccepted(viewer.email, request.ip);
      return sendAuthAnswer(reply, answer);
    },
  );
};
