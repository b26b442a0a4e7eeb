import {
  CUSTOMER_MSG,
  CUSTOMER_TYPES,
  type CustomerType,
  PAN_MSG,
  PAN_PAGE_SIZE,
  type PanListFilters,
  type PanRecord,
  type PanStatus,
  pageInfo,
  panProblem,
  type panVerifyRequest,
} from '@app/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { cappedCount } from '../../platform/db/capped-count';
import type { Db, DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like-pattern';
import { badRequest, notFound } from '../../platform/errors';
import type { Sessions } from '../../platform/sessions';
import { type UserRow, users } from '../accounts/accounts.schema';
import { shownPan } from '../accounts/pan-status';
import { type AuditBy, recordAudit, whoIs } from '../audit/audit';
import { lockCustomer } from './customers.service';

const checker = alias(users, 'checker');
/** The PAN shown, as shownPan picks it: the account's own, else the billing details'. */
const panOf = sql<string>`coalesce(nullif(${users.panNumber}, ''), nullif(${users.billing}->>'panNumber', ''))`;

/** The site's customers who have a PAN, and those the filters pick. */
const customersWithPan = (siteId: string, where?: SQL) =>
  and(eq(users.siteId, siteId), inArray(users.userType, [...CUSTOMER_TYPES]), isNotNull(panOf), where);

function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        userType: users.userType,
        panNumber: users.panNumber,
        billing: users.billing,
        panStatus: users.panStatus,
        panReason: users.panReason,
        panCheckedAt: users.panCheckedAt,
      },
      checker: { email: checker.email, firstName: checker.firstName, lastName: checker.lastName },
    })
    .from(users)
    .leftJoin(checker, eq(checker.id, users.panCheckedById))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectRecords>>[number];
function toRecord({ user, checker: by }: Row): PanRecord {
  const shown = shownPan(user) ?? { pan: '', source: 'account' as const };
  return {
    customerId: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    userType: user.userType as CustomerType,
    pan: shown.pan,
    panSource: shown.source,
    formatProblem: panProblem(shown.pan),
    status: user.panStatus,
    reason: user.panReason,
    checkedBy: by?.firstName ? whoIs(by) : null,
    checkedAt: user.panCheckedAt?.toISOString() ?? null,
  };
}

/** Staff check customers' PANs (issue 16): within their own site, each decision audited. */
type Deps = {
  db: Db;
  /** the customer's cached sessions carry their PAN check (the profile shows it): dropped on a decision */
  sessions?: Pick<Sessions, 'forgetUser'>;
  now?: () => Date;
};

export function createPanVerificationService({ db, sessions, now = () => new Date() }: Deps) {
  const recordOf = async (siteId: string, id: string) => {
    const [row] = await selectRecords(db, customersWithPan(siteId, eq(users.id, id)));
    if (!row) throw notFound(CUSTOMER_MSG.customerNotFound);
    return toRecord(row);
  };

  return {
    async list(siteId: string, { page, status, q }: PanListFilters) {
      const like = q ? containsPattern(q) : undefined;
      const only = and(
        status ? eq(users.panStatus, status) : undefined,
        like
          ? or(
              ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, like),
              ilike(users.email, like),
              ilike(panOf, like),
            )
          : undefined,
      );
      const [rows, filtered, byStatus] = await Promise.all([
        selectRecords(db, customersWithPan(siteId, only))
          .orderBy(sql`${users.panStatus} = 'unverified' desc`, desc(users.createdAt), desc(users.id))
          .limit(PAN_PAGE_SIZE)
          .offset((page - 1) * PAN_PAGE_SIZE),
        cappedCount(db, db.select({ one: sql`1` }).from(users).where(customersWithPan(siteId, only))),
        db
          .select({ status: users.panStatus, n: count() })
          .from(users)
          .where(customersWithPan(siteId))
          .groupBy(users.panStatus),
      ]);
      const totals: Record<PanStatus, number> = { unverified: 0, verified: 0, rejected: 0 };
      for (const { status: s, n } of byStatus) totals[s] = n;
      return {
        records: rows.map(toRecord),
        ...pageInfo(filtered, page, PAN_PAGE_SIZE),
        totals,
      };
    },

    async verify(by: AuditBy, staff: UserRow, siteId: string, input: z.output<typeof panVerifyRequest>) {
      const { customerId, decision } = input;
      const reason = decision === 'rejected' ? (input.reason ?? null) : null;
      await db.transaction(async (tx) => {
        const user = await lockCustomer(tx, siteId, customerId);
        const shown = shownPan(user);
        if (!shown) throw badRequest(PAN_MSG.noPan, { decision: PAN_MSG.noPan });
        const problem = decision === 'verified' ? panProblem(shown.pan) : null;
        if (problem) throw badRequest(problem, { decision: problem });
        await tx
          .update(users)
          .set({ panStatus: decision, panReason: reason, panCheckedById: staff.id, panCheckedAt: now() })
          .where(and(eq(users.siteId, siteId), eq(users.id, customerId)));
        await recordAudit(tx, by, {
          action: 'customers.pan',
          targetKind: 'customer',
          targetId: customerId,
          summary: `PAN ${shown.pan} of ${whoIs(user)} ${decision === 'verified' ? 'verified' : `rejected: ${reason}`}`,
          before: { panStatus: user.panStatus, panReason: user.panReason },
          after: { panStatus: decision, panReason: reason },
        });
      });
      await sessions?.forgetUser(customerId);
      const message = decision === 'verified' ? PAN_MSG.verified : PAN_MSG.rejected;
      return { success: true as const, message, data: await recordOf(siteId, customerId) };
    },
  };
}
export type PanVerificationService = ReturnType<typeof createPanVerificationService>;
