import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  ImportPreviewSchema,
  ImportResultSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { XLSX_TYPE } from '../../lib/spreadsheet-file.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './imports.service.ts';
import { readImportUpload } from './read-upload.ts';

const UPLOAD =
  'multipart/form-data: `options` (JSON `{ mapping?, duplicates, skipInvalid }`) then `file` (CSV or .xlsx, at most 10 MB).';

/** Issue 20: importing clients and dogs from a spreadsheet, under /api/clients/import. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 6 },
  });
  const schema = signedInSchema('clients');

  app.post(
    '/preview',
    {
      schema: {
        ...schema,
        description: `What an import would do, writing nothing. ${UPLOAD}`,
        response: { 200: successSchema(ImportPreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await service.previewImport(
          app.db,
          auth(request).businessId,
          await readImportUpload(request),
          app.clock.now(),
        ),
      ),
  );

  app.post(
    '/confirm',
    {
      schema: {
        ...schema,
        description: `Imports the file's rows in one transaction. ${UPLOAD}`,
        response: { 201: successSchema(ImportResultSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readImportUpload(request);
      const result = await service.confirmImport(
        app.db,
        auth(request).businessId,
        upload,
        app.clock.now(),
      );
      return reply.status(201).send({ ...ok(result), message: 'Importación completada' });
    },
  );

  app.get(
    '/template.:format',
    {
      schema: {
        ...schema,
        description: 'The Spanish import template, as CSV or .xlsx.',
        params: z.object({
          format: z.enum(['csv', 'xlsx'], { message: 'Formato no válido' }),
        }),
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const body = format === 'csv' ? service.templateCsv() : await service.templateXlsx();
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="plantilla-clientes.${format}"`)
        .send(body);
    },
  );
};

export default importRoutes;
