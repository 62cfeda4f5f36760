/** The dogs module's public surface (dogs and their photos): other modules import only from here. */
export {
  assertOwnDog,
  createDogFromBooking,
  dogBirthFacts,
  dogNotFound,
  findDogOfClient,
  insertDogs,
  matchDogByName,
  selectDogNames,
} from './dogs.service.ts';
