import {
  ApproveUserSchema,
  ChangeRoleSchema,
  ChangeStatusSchema,
  MessageOnlySchema,
  IdParamsSchema,
  PAGE_SIZES,
  PageQuerySchema,
  UserSchema,
  successSchema,
  userDeletedMessage,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

  // Approve, role and status: one update path (admin.service's updateUser), three bodies.
  const userUpdate = <Body extends z.ZodType<Parameters<typeof updateUser>[3]>>(
    path: string,
    body: Body,
    message: (body: z.infer<Body>) => string,
  ) =>
    app.put(
      path,
      { schema: { ...schema, params: IdParamsSchema, body, response: { 200: UserResponse } } },
      async (request) => {
        // Validated by the route schema; a generic body is not narrowed by the type provider.
        const changes = request.body as z.infer<Body>;
        const { user } = await updateUser(
          app.db,
          auth(request).user.id,
          request.params.id,
          changes,
          app.clock.now(),
          app.config.appUrl,
        );
        return { success: true as const, data: user, message: message(changes) };
      },
    );
  userUpdate('/users/:id/approve', ApproveUserSchema, (b) =>
    b.isApproved ? 'Usuario aprobado' : 'Aprobación retirada',
  );
  userUpdate('/users/:id/role', ChangeRoleSchema, () => 'Rol actualizado');
  userUpdate('/users/:id/status', ChangeStatusSchema, (b) =>
    b.isActive ? 'Usuario activado' : 'Usuario desactivado',
  );

  // Issue 20: an account and its data; its fiscal records are kept (decision 0123).
  app.delete(
    '/users/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const { keptInvoices } = await deleteUser(
        app.db,
        auth(request).user.id,
        request.params.id,
        app.clock.now(),
      );
      return { success: true as const, data: null, message: userDeletedMessage(keptInvoices) };
    },
  );
};

export default adminRoutes;
