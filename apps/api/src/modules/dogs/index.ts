/** The dogs module's public surface (dogs and their photos): other modules import only from here. */
export { photoThumbUrl } from './photo-urls.ts';
export {
  assertOwnDog,
  createDogFromBooking,
  dogNotFound,
  findDogOfClient,
  insertDogs,
  matchDogByName,
} from './dogs.service.ts';
