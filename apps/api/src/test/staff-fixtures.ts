import type { InvitableRole, MemberPermissionsPatch } from '@adiestra/shared';
import type { ApiClient } from './api-client.ts';
import { PASSWORD, uniqueEmail } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** The token of the newest invitation link mailed to `email`. */
export function invitationTokenFor(t: TestApp, email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const token = mail?.text.match(/\/equipo\/invitacion\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** A titular invites `role`; the invitee accepts through the link's form. Returns the member. */
export async function addMember(
  t: TestApp,
  api: ApiClient,
  titularToken: string,
  role: InvitableRole,
  permissions?: MemberPermissionsPatch,
  name = role === 'adiestrador' ? 'Pablo Ruiz' : 'Rosa Martín',
) {
  const email = uniqueEmail(role);
  const invited = await api.post(
    '/api/staff/invitations',
    { email, role, ...(permissions ? { permissions } : {}) },
    titularToken,
  );
  if (invited.status !== 201) throw new Error(`invite: ${JSON.stringify(invited.body)}`);
  const accepted = await api.post(`/api/staff/invitations/${invitationTokenFor(t, email)}/accept`, {
    name,
    password: PASSWORD,
  });
  if (accepted.status !== 201) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  return {
    id: accepted.body.data.user.id as string,
    email,
    token: accepted.body.data.token as string,
    invitationId: invited.body.data.id as string,
  };
}
