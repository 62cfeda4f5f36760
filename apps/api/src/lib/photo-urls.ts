/** Where a dog photo is served (photos.routes.ts); the id is the capability (decision 0006). */
export const photoUrl = (photoId: string) => `/api/photos/${photoId}`;
export const photoThumbUrl = (photoId: string) => `/api/photos/${photoId}/thumb`;
