import {
  ChangePasswordSchema,
  FORGOT_PASSWORD_NEUTRAL_MESSAGE,
  ForgotPasswordSchema,
  LoginSchema,
  MessageOnlySchema,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SignedInPayloadSchema,
  SignedInUserSchema,
  UserSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import * as service from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { toSignedInUserDto } from './user-dto.ts';

const tags = ['auth'];
/** A pending account and an e-mail already taken answer alike: `data` is null (issue 14). */
const RegisterResponse = successSchema(SignedInPayloadSchema.nullable());

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  service.startCredentialCleanup(app);
  const secured = { onRequest: app.authenticate, schema: { tags, security: [{ bearer: [] }] } };

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.accountEmail },
      schema: { tags, body: RegisterSchema, response: { 201: RegisterResponse } },
    },
    async (request, reply) => {
      const { data, message } = await service.registerUser(
        app.db,
        app.tokens,
        request.body,
        app.config.appUrl,
        app.clock.now(),
      );
      return reply.status(201).send({ success: true, data, message });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.login },
      schema: { tags, body: LoginSchema, response: { 200: successSchema(SignedInPayloadSchema) } },
    },
    async (request, reply) => {
      const counters = app.config.rateLimits ? app.counters : null;
      try {
        const data = await service.loginWithLockout(
          app.db,
          app.tokens,
          counters,
          request.ip,
          request.body,
        );
        return { success: true as const, data, message: 'Inicio de sesión correcto' };
      } catch (error) {
        if (error instanceof service.LoginLockedOut) {
          void reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      ...secured,
      config: { access: 'signedIn' },
      schema: { ...secured.schema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await service.revokeSession(app.db, auth(request).sessionId);
      return { success: true as const, data: null, message: 'Sesión cerrada' };
    },
  );

  app.get(
    '/verify',
    {
      ...secured,
      config: { access: 'signedIn' },
      schema: {
        ...secured.schema,
        response: { 200: successSchema(z.object({ user: SignedInUserSchema })) },
      },
    },
    async (request) => {
      return { success: true as const, data: { user: toSignedInUserDto(auth(request).user) } };
    },
  );

  app.get(
    '/profile',
    {
      ...secured,
      config: { access: 'signedIn' },
      schema: { ...secured.schema, response: { 200: successSchema(SignedInUserSchema) } },
    },
    async (request) => {
      return { success: true as const, data: toSignedInUserDto(auth(request).user) };
    },
  );

  app.put(
    '/profile',
    {
      ...secured,
      config: { access: 'signedIn' },
      schema: {
        ...secured.schema,
        body: ProfileUpdateSchema,
        response: { 200: successSchema(UserSchema) },
      },
    },
    async (request) => {
      const user = await service.updateProfile(app.db, auth(request).user.id, request.body);
      return { success: true as const, data: user, message: 'Perfil actualizado exitosamente' };
    },
  );

  app.put(
    '/password',
    {
      ...secured,
      config: { access: 'signedIn' },
      schema: {
        ...secured.schema,
        body: ChangePasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const { user, sessionId } = auth(request);
      await service.changePassword(app.db, user.id, sessionId, request.body);
      return { success: true as const, data: null, message: 'Contraseña actualizada' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.accountEmail },
      schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      // Not awaited: the answer must not reveal, even by its timing, whether the e-mail exists.
      // The outbox tracks it: drain() and closing the app wait for it (token and mail commit together).
      app.outbox.track(
        requestPasswordReset(app.db, app.config.appUrl, request.body.email, app.clock.now()),
      );
      return { success: true as const, data: null, message: FORGOT_PASSWORD_NEUTRAL_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.accountEmail },
      schema: { tags, body: ResetPasswordSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return {
        success: true as const,
        data: null,
        message: 'Contraseña restablecida. Ya puedes iniciar sesión.',
      };
    },
  );
};

export default authRoutes;
