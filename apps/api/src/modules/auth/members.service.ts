import * as authRepository from './auth.repository.ts';
import * as repository from './members.repository.ts';

/**
 * A business's memberships, for the staff module (decision 0133): the accounts and their roles are
 * this module's tables, the rules about who may change them are the staff module's.
 */
export type { MemberListRow } from './members.repository.ts';

export const listMembers = (...args: Parameters<typeof repository.selectMembers>) =>
  repository.selectMembers(...args);
export const lockMember = (...args: Parameters<typeof repository.lockMember>) =>
  repository.lockMember(...args);
export const changeMembership = (...args: Parameters<typeof repository.updateMembership>) =>
  repository.updateMembership(...args);
export const changeColour = (...args: Parameters<typeof repository.updateColour>) =>
  repository.updateColour(...args);
/** Closes the membership and ends every session of the account, in the caller's transaction. */
export const endMembership = (...args: Parameters<typeof repository.endMembership>) =>
  repository.endMembership(...args);
export const createMemberAccount = (...args: Parameters<typeof repository.insertMemberAccount>) =>
  repository.insertMemberAccount(...args);
export const emailHasAccount = (...args: Parameters<typeof repository.emailHasAccount>) =>
  repository.emailHasAccount(...args);
export const findTitular = (...args: Parameters<typeof repository.selectTitular>) =>
  repository.selectTitular(...args);
export const personName = (...args: Parameters<typeof repository.selectPersonName>) =>
  repository.selectPersonName(...args);
/** The account with its current membership, or undefined (a removed member). */
export const findActiveMember = (...args: Parameters<typeof authRepository.findActiveMember>) =>
  authRepository.findActiveMember(...args);
