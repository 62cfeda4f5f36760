/** The availability module's public surface: other modules import only from here. */
export {
  findAvailableDays,
  findAvailableDaysOfAny,
  findAvailableSlots,
  findAvailableSlotsOfAny,
  refusalAt,
} from './available-slots.service.ts';
export type { Refusal } from './available-times.ts';
export { resolveTrainerTime, trainerNotFound, type TrainerTime } from './trainer-time.ts';
export {
  closedBetween,
  getBookingRules,
  loadOpenings,
  toExceptionDto,
} from './weekly-hours.service.ts';
export { beyondHorizon, openRanges, refusalMessage } from './available-times.ts';
