import type { Dog } from '@adiestra/shared';

/** A dog's record with nothing filled in beyond the basics (issue 31), for the tests' fixtures. */
export const emptyRecord = {
  birthDate: null,
  birthDateApproximate: false,
  sex: null,
  neutered: false,
  microchip: null,
  vetClinic: null,
  vetPhone: null,
  allergies: null,
  medication: null,
  isPpp: false,
  pppLicence: null,
  pppLicenceExpires: null,
  insurer: null,
  insurancePolicy: null,
  insuranceExpires: null,
} satisfies Partial<Dog>;
