import { photoServingRoutes } from '../../lib/serve-photo.ts';
import { readExercisePhoto } from './exercises.service.ts';

/**
 * Exercise photos: GET /api/exercise-photos/:id and /:id/thumb, no token needed, as dog photos
 * (decision 0006). The report link page and the owner's area show them to owners.
 */
export default photoServingRoutes(readExercisePhoto, 'reports');
