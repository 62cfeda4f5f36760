import {
  ApproveUserSchema,
  ChangeRoleSchema,
  ChangeStatusSchema,
  DATA_RIGHTS_MESSAGES,
  MessageOnlySchema,
  IdParamsSchema,
  PAGE_SIZES,
  PageQuerySchema,
  UserSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { deleteUser, listUsers, updateUser } from './admin.service.ts';

const UserResponse = successSchema(UserSchema);

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const schema = signedInSchema('admin');

  app.get(
    '/users',
    listRouteOptions(schema, PageQuerySchema, 'users', UserSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.users } = request.query;
      return { success: true as const, data: await listUsers(app.db, page, limit) };
    },
  );

  app.put(
    '/users/:id/approve',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ApproveUserSchema,
        response: { 200: UserResponse },
      },
    },
    async (request) => {
      const { user } = await updateUser(
        app.db,
        auth(request).user.id,
        request.params.id,
        request.body,
        app.clock.now(),
        app.config.appUrl,
      );
      return {
        success: true as const,
        data: user,
        message: request.body.isApproved ? 'Usuario aprobado' : 'Aprobación retirada',
      };
    },
  );

  app.put(
    '/users/:id/role',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ChangeRoleSchema,
        response: { 200: UserResponse },
      },
    },
    async (request) => {
      const { user } = await updateUser(
        app.db,
        auth(request).user.id,
        request.params.id,
        request.body,
        app.clock.now(),
        app.config.appUrl,
      );
      return { success: true as const, data: user, message: 'Rol actualizado' };
    },
  );

  app.put(
    '/users/:id/status',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ChangeStatusSchema,
        response: { 200: UserResponse },
      },
    },
    async (request) => {
      const { user } = await updateUser(
        app.db,
        auth(request).user.id,
        request.params.id,
        request.body,
        app.clock.now(),
        app.config.appUrl,
      );
      return {
        success: true as const,
        data: user,
        message: request.body.isActive ? 'Usuario activado' : 'Usuario desactivado',
      };
    },
  );

  // Issue 20: an account and all its data.
  app.delete(
    '/users/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await deleteUser(app.db, auth(request).user.id, request.params.id, app.clock.now());
      return { success: true as const, data: null, message: DATA_RIGHTS_MESSAGES.userDeleted };
    },
  );
};

export default adminRoutes;
