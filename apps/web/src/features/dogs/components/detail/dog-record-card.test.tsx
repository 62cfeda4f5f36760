import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { addDays, todayIn, type Dog } from '@adiestra/shared';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { emptyRecord } from '../dog-test-data';
import { DogRecordCard } from './dog-record-card';

const user = makeUser({ role: 'admin' });
const today = todayIn(user.timeZone);

const dog = (overrides: Partial<Dog>) =>
  ({
    id: 'dog-1',
    name: 'Rocky',
    breed: 'American Staffordshire',
    ...emptyRecord,
    weight: null,
    height: null,
    notes: null,
    clientId: 'client-1',
    isActive: true,
    photo: null,
    photoThumb: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    client: { id: 'client-1', name: 'Ana Ruiz', email: null, phone: null },
    ...overrides,
  }) as Dog;

// Issue 45: a PPP dog's papers are flagged on its page like its vaccines, by the same rule.
describe('DogRecordCard', () => {
  it('flags an insurance expiring in 8 days and an expired PPP licence', async () => {
    renderWithProviders(
      <DogRecordCard
        dog={dog({
          isPpp: true,
          pppLicence: 'L-123',
          pppLicenceExpires: addDays(today, -1),
          insurer: 'Mapfre',
          insurancePolicy: 'P-9',
          insuranceExpires: addDays(today, 8),
        })}
      />,
      { auth: fakeAuth({ user }) },
    );
    expect(await screen.findByText('Caduca en 8 días')).toBeVisible();
    expect(screen.getByText('Caducada')).toBeVisible();
  });

  it('flags nothing while the papers are far from expiring', async () => {
    renderWithProviders(
      <DogRecordCard
        dog={dog({
          isPpp: true,
          pppLicence: 'L-123',
          pppLicenceExpires: addDays(today, 200),
          insurer: 'Mapfre',
          insuranceExpires: addDays(today, 90),
        })}
      />,
      { auth: fakeAuth({ user }) },
    );
    expect(await screen.findByText(/Mapfre/)).toBeVisible();
    expect(screen.queryByText(/Caduca|Caducada/)).toBeNull();
  });
});
