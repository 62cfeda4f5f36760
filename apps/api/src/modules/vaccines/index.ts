/** The vaccines module's public surface (issue 31): other modules import only from here. */
export { getRegion, vaccinationNotFound } from './vaccines.service.ts';
/** Issue 31.4: the vaccine and age gate a service or class booking calls. */
export { checkDogGate, type DogGateResult } from './gate.service.ts';
