import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_MEMBER_PERMISSIONS,
  HANDOVER_MESSAGES,
  INVITATION_TTL_DAYS,
  MEMBER_ROLE_LABELS,
  STAFF_MESSAGES,
  splitFullName,
  type AcceptInvitation,
  type InvitableRole,
  type InvitationPreview,
  type InviteMember,
  type MemberColour,
  type MemberPermissions,
  type StaffInvitation,
  type StaffList,
  type StaffMember,
  type UpdateMember,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { lockTrainer } from '../../lib/trainer-lock.ts';
import { staffInvitationMail } from '../../emails/index.ts';
import { members, signInMember, type MemberListRow, type TokenService } from '../auth/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { businessNameOf } from './business-name.ts';
import { countFutureWork } from './handover.service.ts';
import * as repository from './staff.repository.ts';

/**
 * The staff of a business (issue 39, decision 0133): the titular invites by e-mail, changes a
 * member's role and toggles, and removes a member (their sessions end at once, their history
 * stays). Who may call these is the access layer's question (`staff`), asked before the route.
 */

const DAY_MS = 86_400_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const gone = () => new AppError('GONE', 410, STAFF_MESSAGES.invitationGone);

const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

function memberDto(row: MemberListRow, you: string): StaffMember {
  return {
    userId: row.userId,
    name: fullName(row),
    email: row.email,
    role: row.role,
    permissions: {
      seeContacts: row.seeContacts,
      seeMoney: row.seeMoney,
      export: row.export,
      issueInvoices: row.issueInvoices,
    },
    colour: row.colour,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === you,
  };
}

function invitationDto(row: repository.InvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    permissions: repository.permissionsOf(row),
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const withDefaults = (role: InvitableRole, patch: Partial<MemberPermissions> = {}) => ({
  ...DEFAULT_MEMBER_PERMISSIONS[role],
  ...patch,
});

export async function listStaff(
  db: Db,
  businessId: string,
  you: string,
  now: Date,
): Promise<StaffList> {
  const [rows, invitations] = await Promise.all([
    members.listMembers(db, businessId),
    repository.selectOpenInvitations(db, businessId, now),
  ]);
  return {
    members: rows.map((row) => memberDto(row, you)),
    invitations: invitations.map(invitationDto),
  };
}

/** Invites an address; the link's mail goes to the outbox in the invitation's transaction. */
export async function inviteMember(
  db: Db,
  businessId: string,
  inviter: { id: string; firstName: string; lastName: string },
  input: InviteMember,
  appUrl: string,
  now: Date,
): Promise<StaffInvitation> {
  const email = input.email.trim().toLowerCase();
  // An account belongs to one business: an address with an account cannot join another.
  if (await members.emailHasAccount(db, email)) throw conflict(STAFF_MESSAGES.alreadyMember);
  const token = randomBytes(32).toString('base64url');
  const businessName = await businessNameOf(db, businessId);
  const mail = await staffInvitationMail(email, {
    subject: STAFF_MESSAGES.mailSubject(businessName),
    businessName,
    inviterName: fullName(inviter),
    roleLabel: MEMBER_ROLE_LABELS[input.role],
    link: `${appUrl}/equipo/invitacion/${token}`,
    days: INVITATION_TTL_DAYS,
  });
  try {
    return await db.transaction(async (tx) => {
      await repository.closeExpiredInvitations(tx, businessId, email, now);
      const row = await repository.insertInvitation(tx, {
        businessId,
        email,
        role: input.role,
        permissions: withDefaults(input.role, input.permissions),
        tokenHash: sha256(token),
        invitedBy: inviter.id,
        now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
      await enqueueMails(tx, [mail], { businessId, now });
      return invitationDto(row);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(STAFF_MESSAGES.alreadyInvited);
    throw error;
  }
}

export async function cancelInvitation(db: Db, businessId: string, id: string, now: Date) {
  if (!(await repository.cancelInvitation(db, businessId, id, now))) {
    throw notFound(STAFF_MESSAGES.invitationNotFound);
  }
}

/** An open invitation by its link's token: 404 unknown, 410 expired, cancelled or used. */
function openOrThrow(row: repository.InvitationRow | undefined, now: Date) {
  if (!row) throw notFound(STAFF_MESSAGES.invitationNotFound);
  if (row.usedAt || row.cancelledAt || row.expiresAt <= now) throw gone();
  return row;
}

/** What the invitation page shows; reading it changes nothing. */
export async function previewInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const row = openOrThrow(await repository.findInvitationByHash(db, sha256(token)), now);
  return {
    businessName: await businessNameOf(db, row.businessId),
    email: row.email,
    role: row.role,
    inviterName: (await members.personName(db, row.invitedBy)) ?? '',
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The invitation page's form: creates the member's account and membership and spends the
 * invitation in one transaction (the locked row makes it single-use), then signs them in.
 */
export async function acceptInvitation(
  db: Db,
  tokens: TokenService,
  token: string,
  input: AcceptInvitation,
  now: Date,
) {
  const tokenHash = sha256(token);
  // Refused before the costly hash when the link cannot work anyway.
  openOrThrow(await repository.findInvitationByHash(db, tokenHash), now);
  const passwordHash = await hashPassword(input.password);
  const { firstName, lastName } = splitFullName(input.name);
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const row = openOrThrow(await repository.lockInvitationByHash(tx, tokenHash), now);
      const id = await members.createMemberAccount(tx, {
        businessId: row.businessId,
        email: row.email,
        passwordHash,
        firstName,
        lastName,
        role: row.role,
        permissions: repository.permissionsOf(row),
        now,
      });
      await repository.markInvitationUsed(tx, row.businessId, row.id, id, now);
      return id;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(STAFF_MESSAGES.alreadyMember);
    throw error;
  }
  return signInMember(db, tokens, userId);
}

/** A member's role and toggles; the titular's row is fixed. */
export async function updateMember(
  db: Db,
  businessId: string,
  you: string,
  userId: string,
  input: UpdateMember,
): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const row = await members.lockMember(tx, businessId, userId);
    if (!row) throw notFound(STAFF_MESSAGES.memberNotFound);
    if (row.role === 'titular') throw conflict(STAFF_MESSAGES.titularFixed);
    const role = input.role ?? row.role;
    // A new role without toggles takes that role's defaults; toggles given win.
    const base: MemberPermissions =
      input.role && input.role !== row.role
        ? DEFAULT_MEMBER_PERMISSIONS[input.role]
        : {
            seeContacts: row.seeContacts,
            seeMoney: row.seeMoney,
            export: row.export,
            issueInvoices: row.issueInvoices,
          };
    await members.changeMembership(tx, businessId, userId, {
      role,
      permissions: { ...base, ...input.permissions },
    });
  });
  const updated = (await members.listMembers(db, businessId)).find((m) => m.userId === userId);
  return memberDto(updated!, you);
}

/** A member's colour in the calendar; the titular's own too (they train as well). */
export async function setMemberColour(
  db: Db,
  businessId: string,
  you: string,
  userId: string,
  input: MemberColour,
): Promise<StaffMember> {
  const row = await db.transaction(async (tx) => {
    const locked = await members.lockMember(tx, businessId, userId);
    if (!locked) throw notFound(STAFF_MESSAGES.memberNotFound);
    await members.changeColour(tx, businessId, userId, input.colour);
    return { ...locked, colour: input.colour };
  });
  return memberDto(row, you);
}

/**
 * Removes a member with no future work left: the membership is closed and every session of theirs revoked in one
 * transaction (their next request is 401); what they wrote and gave keeps naming them.
 */
export async function removeMember(
  db: Db,
  businessId: string,
  userId: string,
  timeZone: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    // The business's lock: no booking can be given to them while the gate looks (decision 0141).
    await lockTrainer(tx, businessId);
    const row = await members.lockMember(tx, businessId, userId);
    if (!row) throw notFound(STAFF_MESSAGES.memberNotFound);
    if (row.role === 'titular') throw conflict(STAFF_MESSAGES.titularFixed);
    // Only with nothing ahead: their future work is reassigned first (decision 0141).
    const left = await countFutureWork(tx, businessId, userId, timeZone, now);
    if (left > 0) throw conflict(HANDOVER_MESSAGES.workRemains(left));
    await members.endMembership(tx, businessId, userId, now);
  });
}
