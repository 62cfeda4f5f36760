import {
  BONO_WARNING_LABELS,
  PAYMENT_STATE_LABELS,
  type Bono,
  type BonoWarning,
} from '@adiestra/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const WARNING_TONES: Record<BonoWarning, BadgeTone> = {
  last_session: 'yellow',
  expiring_soon: 'yellow',
  expired_unused: 'red',
};

/** A bono's warnings: one session left, expiring within 14 days, expired with sessions unused. */
export function BonoWarningBadges({ warnings }: { warnings: readonly BonoWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {warnings.map((warning) => (
        <Badge key={warning} tone={WARNING_TONES[warning]}>
          {BONO_WARNING_LABELS[warning]}
        </Badge>
      ))}
    </span>
  );
}

/** The bono's warnings (one session left, expiring soon, expired unused) and payment state. */
export function BonoBadges({ bono }: { bono: Bono }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <BonoWarningBadges warnings={bono.warnings} />
      <Badge tone={bono.paymentState === 'paid' ? 'green' : 'gray'}>
        {PAYMENT_STATE_LABELS[bono.paymentState]}
      </Badge>
    </div>
  );
}
