import type { AccessQuestion, MemberPermissions, MemberRole, Role } from '@adiestra/shared';

/**
 * The access layer (issue 39, decision 0133): one function per question a route may ask about its
 * caller, derived from the member's role in the business and the toggles the titular set. Routes
 * never call these directly: each declares its question (`config.access`, or its module's
 * default in `modules/index.ts`) and the one hook of `plugins/access.ts` asks it before anything
 * else runs. Services hold no role checks.
 */
export interface AccessSubject {
  /** The platform's axis: an admin approves businesses. */
  role: Role;
  memberRole: MemberRole;
  permissions: MemberPermissions;
}

const isTitular = (s: AccessSubject) => s.memberRole === 'titular';

/** Invite, change and remove members: the titular only. */
export const mayManageStaff = (s: AccessSubject) => isTitular(s);

/** The fiscal profile, the AEAT certificate, the declaración and the gestor: the titular only. */
export const mayEditFiscalProfile = (s: AccessSubject) => isTitular(s);

/** The business's settings (services and prices, Ajustes, texts, reminders, erasure): titular. */
export const mayChangeBusinessSettings = (s: AccessSubject) => isTitular(s);

/** Payments, balances, bonos and reading invoices: the titular, or a member granted it. */
export const maySeeMoney = (s: AccessSubject) => isTitular(s) || s.permissions.seeMoney;

/** Issuing, correcting and cancelling invoices: the titular, or a member granted it. */
export const mayIssueInvoices = (s: AccessSubject) => isTitular(s) || s.permissions.issueInvoices;

/** Exports of the practice or of a client: the titular, or a member granted it. */
export const mayExport = (s: AccessSubject) => isTitular(s) || s.permissions.export;

/**
 * A client's contacts — e-mail, phone, address, emergency contact — in the answers and in the
 * writes that change them: the titular, or a member granted it. Answers hide them to the others
 * in one hook (plugins/contacts.ts, decision 0142).
 */
export const maySeeContacts = (s: AccessSubject) => isTitular(s) || s.permissions.seeContacts;

/**
 * The calendar, requests, appointments, availability, sessions, classes and reports: every member;
 * whose of them an adiestrador sees is `ownWorkOf`'s answer.
 */
export const mayUseSchedule = (_s: AccessSubject) => true;

/**
 * Whose work a member sees and changes in the calendar, appointments, requests, sessions, classes
 * and courses (decision 0148): an adiestrador their own, so the answer is their id; the titular
 * and recepción keep the whole school's (null). Asked by `plugins/access.ts` only.
 */
export const ownWorkOf = (s: AccessSubject & { id: string }): string | null =>
  s.memberRole === 'adiestrador' ? s.id : null;

/**
 * One trainer's hours, exceptions, rules and slots (decision 0139): their own for an
 * adiestrador; anyone's for the titular and recepción, who keep the school's calendar. Asked by
 * the availability routes for `?trainerId=`, after the trainer is known to be of the business.
 */
export const mayManageTrainerTime = (s: AccessSubject & { id: string }, trainerId: string) =>
  s.memberRole !== 'adiestrador' || s.id === trainerId;

/** Clients and their dogs: every member (their contacts answer to `maySeeContacts`). */
export const mayUseClients = (_s: AccessSubject) => true;

/** The platform's administration: an admin account, whatever its business role. */
export const isPlatformAdmin = (s: AccessSubject) => s.role === 'admin';

/**
 * Each question a route may declare, and who passes it; `public` asks nothing of a member (the
 * route is anonymous, or an owner's, with credentials of its own).
 */
export const ACCESS_RULES: Record<AccessQuestion, ((s: AccessSubject) => boolean) | null> = {
  public: null,
  signedIn: () => true,
  admin: isPlatformAdmin,
  staff: mayManageStaff,
  fiscal: mayEditFiscalProfile,
  business: mayChangeBusinessSettings,
  money: maySeeMoney,
  invoices: mayIssueInvoices,
  export: mayExport,
  work: mayUseSchedule,
  clients: mayUseClients,
  contacts: maySeeContacts,
};
