import {
  ExportJobListSchema,
  ExportJobSchema,
  IdParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { attachment } from '../../lib/spreadsheet-file.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './exports.service.ts';

const ZIP = 'application/zip';

/** Issue 20: one client's data as a ZIP, under /api/clients/:id/export. */
export const clientExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/:id/export',
    {
      schema: {
        ...signedInSchema('exports'),
        description:
          "Everything held about the client and their dogs: a ZIP with datos.json, one CSV per table and the dogs' photos.",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const businessId = auth(request).businessId;
      const { file, fileName } = await service.clientExport(
        app.db,
        businessId,
        request.params.id,
        app.clock.now(),
        await app.heavyReads.db(),
      );
      return reply
        .type(ZIP)
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

/** Issue 20: the practice's full export, built in the background, under /api/exports. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('exports');
  const deps = { db: app.db, heavyReads: app.heavyReads, clock: app.clock, log: app.log };

  const sweep = {
    name: 'exports sweep',
    firstRunMs: 30_000,
    everyMs: 60 * 60 * 1000,
    run: () => service.sweepExports(app.db, app.clock.now()),
  };
  app.sweeps.push(sweep);
  registerPeriodicJob(app, sweep);
  app.addHook('onClose', service.exportsSettled);

  app.get(
    '/',
    { schema: { ...schema, response: { 200: successSchema(ExportJobListSchema) } } },
    async (request) => ok(await service.listExports(app.db, auth(request).businessId)),
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        description: 'Starts a full export of the practice; poll GET /api/exports/{id}.',
        response: { 202: successSchema(ExportJobSchema) },
      },
    },
    async (request, reply) => {
      const job = await service.startPracticeExport(deps, auth(request).businessId);
      return reply.status(202).send({ ...ok(job), message: 'Estamos preparando la exportación' });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(ExportJobSchema) },
      },
    },
    async (request) =>
      ok(await service.getExport(app.db, auth(request).businessId, request.params.id)),
  );

  app.get(
    '/:id/download',
    { schema: { ...schema, params: IdParamsSchema, description: 'The ready export as a ZIP.' } },
    async (request, reply) => {
      const { file, fileName } = await service.downloadExport(
        app.db,
        auth(request).businessId,
        request.params.id,
      );
      return reply
        .type(ZIP)
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
