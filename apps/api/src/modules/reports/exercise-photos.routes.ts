import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoServingRoutes } from '../../lib/serve-photo.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { readExercisePhoto, sweepUnusedExercisePhotos } from './exercises.service.ts';

const servePhotos = photoServingRoutes(readExercisePhoto, 'reports');

/**
 * Exercise photos: GET /api/exercise-photos/:id and /:id/thumb, no token needed, as dog photos
 * (decision 0006). The report link page and the owner's area show them to owners. An hourly
 * sweep deletes the ones a deleted session, dog or client left without a reference.
 */
const exercisePhotoRoutes: FastifyPluginAsyncZod = async (app, options) => {
  const job = {
    name: 'unused exercise photos',
    firstRunMs: 90_000,
    everyMs: 3_600_000,
    run: () => sweepUnusedExercisePhotos(app.db),
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
  await servePhotos(app, options);
};
export default exercisePhotoRoutes;
