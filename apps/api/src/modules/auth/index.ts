/** The auth module's public surface: other modules and plugins import only from here. */
export { revokeUserSessions, signInMember } from './auth.service.ts';
export { createTokenService, type TokenService } from './tokens.ts';
export { toSignedInUserDto, toUserDto } from './user-dto.ts';
export {
  findBookableBusiness,
  findUserById,
  prepareLiveSessionLookup,
} from './module-api.service.ts';
export * as accounts from './accounts.service.ts';
export type { UserPatch } from './accounts.service.ts';
export { LiveSessionCache, watchedLiveSessions } from './live-session-cache.ts';
export * as members from './members.service.ts';
export type { MemberListRow } from './members.service.ts';
