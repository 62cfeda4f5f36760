/** The auth module's public surface: other modules and plugins import only from here. */
export { findBookableUser, findUserById, prepareLiveSessionLookup } from './auth.repository.ts';
export { revokeUserSessions } from './auth.service.ts';
export { createTokenService, type TokenService } from './tokens.ts';
export { toUserDto } from './user-dto.ts';
