import {
  CONSENT_LABELS,
  OWNER_INVITATION_LINK_DAYS,
  OWNER_INVITATION_MESSAGES,
  OWNER_AREA_SECTION_PARAM,
  OWNER_DOCUMENTS_SECTION,
  type OwnerInvitation,
  type OwnerInvitationInputSchema,
} from '@adiestra/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { ownerInvitationMail, ownerInvitationText, ownerMailSender } from '../../emails/index.ts';
import { findClientRow } from '../clients/index.ts';
import { clientConsents } from '../consents/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { mailTrainer } from './owner-actions.service.ts';
import { newToken } from './owner-tokens.ts';
import * as repository from './owners.repository.ts';

/**
 * Issue 45.5: the trainer brings a known client into Mi área — to enter it, or to sign what is
 * pending — by e-mail (the mail leaves through the outbox, in the invitation's transaction) or by
 * a WhatsApp text the trainer sends (the answer carries the link and the text). The invitation
 * makes the client's address a client's (decision 0117); its link is a sign-in link that lives
 * OWNER_INVITATION_LINK_DAYS and, like every sign-in link, acts only when «Entrar» is pressed.
 * Mi área is an address's: a client without an e-mail cannot be invited (their documents can be
 * signed on paper and recorded).
 */
export async function inviteClient(
  db: Db,
  businessId: string,
  clientId: string,
  input: z.output<typeof OwnerInvitationInputSchema>,
  context: { appUrl: string; now: Date },
): Promise<OwnerInvitation> {
  const client = await findClientRow(db, businessId, clientId);
  const email = client.email.trim().toLowerCase();
  if (!email) throw invalid('channel', OWNER_INVITATION_MESSAGES.needsEmail);
  if (input.channel === 'whatsapp' && !client.phone.trim())
    throw invalid('channel', OWNER_INVITATION_MESSAGES.needsPhone);
  const documents =
    input.purpose === 'documents'
      ? (await clientConsents(db, businessId, clientId)).pending.map(
          (row) => `${CONSENT_LABELS[row.kind]}${row.dogName ? ` (${row.dogName})` : ''}`,
        )
      : [];
  if (input.purpose === 'documents' && documents.length === 0)
    throw conflict(OWNER_INVITATION_MESSAGES.nothingToSign);
  const [trainer] = await repository.selectTrainers(db, [businessId]);
  if (!trainer) throw notFound();
  const sender = await ownerMailSender(db, mailTrainer(trainer), context.appUrl);
  const { token, hash } = newToken();
  const expiresAt = new Date(context.now.getTime() + OWNER_INVITATION_LINK_DAYS * 86_400_000);
  const section =
    input.purpose === 'documents' ? `&${OWNER_AREA_SECTION_PARAM}=${OWNER_DOCUMENTS_SECTION}` : '';
  const link = `${context.appUrl}/mi-area/entrar?token=${token}${section}`;
  const content = {
    purpose: input.purpose,
    owner: { email, firstName: client.firstName },
    documents,
    link,
  };
  const mail = input.channel === 'email' ? await ownerInvitationMail(sender, content) : null;
  await db.transaction(async (tx) => {
    await repository.insertInvitation(tx, {
      businessId,
      clientId,
      purpose: input.purpose,
      channel: input.channel,
      createdAt: context.now,
    });
    await repository.insertSignInToken(tx, { email, tokenHash: hash, expiresAt });
    if (mail) await enqueueMails(tx, [mail], { businessId, now: context.now });
  });
  return {
    channel: input.channel,
    link: mail ? null : link,
    text: mail ? null : ownerInvitationText(sender, content),
    expiresAt: expiresAt.toISOString(),
  };
}
