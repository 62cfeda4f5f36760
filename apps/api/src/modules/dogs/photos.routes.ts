import { photoServingRoutes } from '../../lib/serve-photo.ts';
import { readPhoto } from './dogs.service.ts';

/** Dog photos (decision 0006): GET /api/photos/:id and /api/photos/:id/thumb, no token needed. */
export default photoServingRoutes(readPhoto, 'dogs');
