import {
  COMMISSION_FILE_COLUMNS,
  COMMISSION_LINE_LABELS,
  commissionCents,
  commissionFileName,
  monthDays,
  type CommissionReport,
  type CommissionRule,
  type CommissionRuleInput,
  type CommissionTrainer,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { wallNow } from '../../lib/handover.ts';
import { csvFile, xlsxFile, type SheetCell } from '../../lib/spreadsheet-file.ts';
import { selectGivenLines, selectTrainers } from '../../read-models/commission-report.ts';
import { findOwnService, listServices } from '../services/index.ts';
import * as repository from './commissions.repository.ts';

/**
 * Commissions (issue 39, decision 0143): the titular's rule per service, and per trainer and
 * month what they gave, its list price, what was charged and what they earn of it.
 */

type RuleValues = Pick<CommissionRule, 'percentBasisPoints' | 'fixedCents'>;

const ruleValues = (input: CommissionRuleInput): RuleValues => ({
  percentBasisPoints: input.percentBasisPoints ?? null,
  fixedCents: input.fixedCents ?? null,
});

async function rulesByService(db: Db, businessId: string) {
  const rows = await repository.selectRules(db, businessId);
  return new Map<string, RuleValues>(
    rows.map((row) => [
      row.serviceId,
      { percentBasisPoints: row.percentBasisPoints, fixedCents: row.fixedCents },
    ]),
  );
}

/** Every service of the catalogue with its rule, or none. */
export async function listRules(db: Db, businessId: string): Promise<CommissionRule[]> {
  const [services, rules] = await Promise.all([
    listServices(db, businessId),
    rulesByService(db, businessId),
  ]);
  return services.map((service) => ({
    serviceId: service.id,
    serviceName: service.name,
    serviceKind: service.kind,
    priceCents: service.priceCents,
    ...(rules.get(service.id) ?? { percentBasisPoints: null, fixedCents: null }),
  }));
}

/** Sets a service's rule; another business's service is not found (404). */
export async function setRule(
  db: Db,
  businessId: string,
  serviceId: string,
  input: CommissionRuleInput,
  now: Date,
): Promise<CommissionRule> {
  const service = await findOwnService(db, businessId, serviceId);
  const row = await repository.upsertRule(db, businessId, serviceId, ruleValues(input), now);
  return {
    serviceId,
    serviceName: service.name,
    serviceKind: service.kind,
    priceCents: service.priceCents,
    percentBasisPoints: row.percentBasisPoints,
    fixedCents: row.fixedCents,
  };
}

export async function removeRule(db: Db, businessId: string, serviceId: string) {
  await findOwnService(db, businessId, serviceId);
  await repository.deleteRule(db, businessId, serviceId);
}

/**
 * The month's report: every member who trains now, and anyone else who gave something that
 * month, each with their lines and totals. A line's commission is its service's rule applied to
 * what was charged for it (a fixed amount once per visit or class).
 */
export async function commissionReport(
  db: Db,
  businessId: string,
  month: string,
  timeZone: string,
  now: Date,
): Promise<CommissionReport> {
  const range = { ...monthDays(month), timeZone, now: wallNow(now, timeZone) };
  const [lines, members, rules] = await Promise.all([
    selectGivenLines(db, businessId, range),
    selectTrainers(db, businessId),
    rulesByService(db, businessId),
  ]);
  const trainers = members.flatMap((member): CommissionTrainer[] => {
    const own = lines
      .filter((line) => line.trainerId === member.trainerId)
      .map(({ trainerId: _trainer, serviceId, ...line }) => ({
        ...line,
        commissionCents: commissionCents(rules.get(serviceId) ?? null, line.chargedCents),
      }));
    if (!member.trainsNow && own.length === 0) return [];
    const sum = (pick: (line: (typeof own)[number]) => number) =>
      own.reduce((total, line) => total + pick(line), 0);
    return [
      {
        trainerId: member.trainerId,
        name: member.name,
        lines: own,
        totals: {
          visits: own.filter((line) => line.kind === 'visit').length,
          classes: own.filter((line) => line.kind === 'class').length,
          listCents: sum((line) => line.listCents),
          chargedCents: sum((line) => line.chargedCents),
          commissionCents: sum((line) => line.commissionCents),
        },
      },
    ];
  });
  return { month, trainers };
}

/** The report as rows of the files: one per line, then each trainer's total. */
function fileRows(report: CommissionReport): SheetCell[][] {
  return report.trainers.flatMap((trainer) => [
    ...trainer.lines.map((line): SheetCell[] => [
      trainer.name,
      COMMISSION_LINE_LABELS[line.kind],
      { day: line.date },
      line.serviceName,
      line.detail,
      line.attendees,
      { cents: line.listCents },
      { cents: line.chargedCents },
      { cents: line.commissionCents },
    ]),
    [
      trainer.name,
      'Total',
      '',
      `${trainer.totals.visits} visitas, ${trainer.totals.classes} clases`,
      '',
      '',
      { cents: trainer.totals.listCents },
      { cents: trainer.totals.chargedCents },
      { cents: trainer.totals.commissionCents },
    ],
  ]);
}

export async function commissionCsv(...args: Parameters<typeof commissionReport>) {
  const report = await commissionReport(...args);
  return {
    filename: commissionFileName(report.month, 'csv'),
    body: csvFile([[...COMMISSION_FILE_COLUMNS], ...fileRows(report)]),
  };
}

/** Euros as numbers with the es-ES currency format: Excel shows "1.234,50 €" and can sum them. */
const EURO_FORMAT = '#,##0.00 "€"';

export async function commissionXlsx(...args: Parameters<typeof commissionReport>) {
  const report = await commissionReport(...args);
  return {
    filename: commissionFileName(report.month, 'xlsx'),
    body: await xlsxFile({
      name: `Comisiones ${report.month}`,
      headers: [[...COMMISSION_FILE_COLUMNS]],
      rows: fileRows(report),
      moneyFormat: EURO_FORMAT,
      columnWidth: 18,
    }),
  };
}
