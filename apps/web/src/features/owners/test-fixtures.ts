import type { OwnerTrainer } from '@adiestra/shared';

/** A trainer as the owners' area shows one, for this feature's component tests. */
export const ownerTrainer: OwnerTrainer = {
  id: 't1',
  name: 'Lucía García',
  businessName: null,
  email: 'lucia@example.com',
  phone: '600 111 222',
  place: null,
  timeZone: 'Europe/Madrid',
  cancellationNoticeHours: 24,
};
