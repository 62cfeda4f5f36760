import { CommissionPanel } from '@/features/commissions/components/commission-panel';

/** /team/comisiones: the titular's commission report and rules (decision 0143). */
export default function CommissionsRoute() {
  return (
    <>
      <title>Comisiones · Adiestra</title>
      <CommissionPanel />
    </>
  );
}
