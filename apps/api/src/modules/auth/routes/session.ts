import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registerBody,
  sessionInfo,
  signInAnswer,
  signInBody,
  signOutAnswer,
  userAnswer,
  verifyEmailQuery,
} from '../schemas';
import { treeOf } from '../service/better-auth';
import {
  type AuthRouteDeps,
  bodyLimit,
  errors,
  sendAuthAnswer,
  withoutVerifiedOnError,
} from './bridge';
import { betterAuthCode } from './errors';

const api = paths.api.auth;

/**
 * Only the Better Auth endpoints the apps use are reachable (everything else under /api/auth
 * is a 404). Each body is validated with the shared zod schema first, so messages are ours
 * and bad input reaches neither Better Auth nor the database; rate limits run before any
 * password is hashed or checked.
 */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  { bridge, limiter, accounts },
) => {
  const { call } = bridge;
  const { afterVerification } = bridge.landings;

  app.post(
    api.signUp(),
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a shopper; a confirmation link is mailed',
        body: registerBody,
        response: { 200: userAnswer, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await limiter.beforeRegister(input.email, request.ip);
      await accounts.refuseExistingAccount(input);
      const answer = await call(request, input);
      if (betterAuthCode(answer.body) === 'FAILED_TO_CREATE_USER') {
        const explained = await accounts.explainFailedSignUp(input.email);
        if (explained) throw explained;
      }
      return sendAuthAnswer(reply, answer);
    },
  );

  app.post(
    api.signIn(),
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Log in; sets the session cookie and the set-auth-token header (native app)',
        body: signInBody,
        response: { 200: signInAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await limiter.beforePasswordCheck(email, request.ip);
      const answer = await call(request, request.body);
      // A right password on an unconfirmed account is not a failed guess either.
      if (answer.status < 400 || betterAuthCode(answer.body) === 'EMAIL_NOT_VERIFIED') {
        await limiter.passwordAccepted(email, request.ip);
      }
      if (answer.status < 400) await accounts.refuseDisabled(email);
      return sendAuthAnswer(reply, answer);
    },
  );

  app.post(
    api.signOut(),
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: the session is deleted and the cookie cleared',
        response: { 200: signOutAnswer, ...errors },
      },
    },
    async (request, reply) => sendAuthAnswer(reply, await call(request)),
  );

  app.get(
    api.session(),
    {
      schema: {
        tags: ['auth'],
        summary: 'The current session and user, or null',
        response: { 200: sessionInfo.nullable(), ...errors },
      },
    },
    async (request, reply) => sendAuthAnswer(reply, await call(request)),
  );

  app.get(
    api.verifyEmail(),
    {
      schema: {
        tags: ['auth'],
        summary:
          'The mailed confirmation link: redirects to /auth?verified=1, or /auth?error=<code> on a bad link',
        querystring: verifyEmailQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      // The link's callbackURL only chooses the tree (/auth or /mobile/auth), never the place.
      const tree = treeOf(request.query.callbackURL);
      const answer = await call(request, undefined, { callbackURL: afterVerification(tree) });
      return sendAuthAnswer(reply, withoutVerifiedOnError(answer));
    },
  );
};
