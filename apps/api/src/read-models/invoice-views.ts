import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { emailKey, emailKeySql } from '../lib/contact-match.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { invoiceCancellations, invoices } from '../modules/invoices/invoices.schema.ts';

type Conn = Db | Tx;

/**
 * Issue 30, Mi área: the invoices of these (trainer, client) pairs, each only when the client's
 * e-mail is `email` (the owner asking, normalised as lib/contact-match.ts does; a visit linked to
 * a client by phone is not proof of being that client, issue 28). Newest first, with whether
 * each is cancelled.
 */
export function selectInvoicesOfClients(
  db: Conn,
  pairs: readonly { businessId: string; clientId: string; email: string }[],
) {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: invoices.id,
      businessId: invoices.businessId,
      number: invoices.number,
      type: invoices.type,
      issuedOn: invoices.issuedOn,
      totalCents: invoices.totalCents,
      cancelled: sql<boolean>`${invoiceCancellations.invoiceId} is not null`,
    })
    .from(invoices)
    .innerJoin(
      clients,
      and(eq(clients.businessId, invoices.businessId), eq(clients.id, invoices.clientId)),
    )
    .leftJoin(
      invoiceCancellations,
      and(
        eq(invoiceCancellations.businessId, invoices.businessId),
        eq(invoiceCancellations.invoiceId, invoices.id),
      ),
    )
    .where(
      or(
        ...pairs.map((p) =>
          and(
            eq(invoices.businessId, p.businessId),
            eq(invoices.clientId, p.clientId),
            eq(emailKeySql(clients.email), emailKey(p.email)),
          ),
        ),
      ),
    )
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt))
    .limit(200);
}
