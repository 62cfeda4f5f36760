import { useParams } from 'react-router';
import { HandoverPanel } from '@/features/staff/components/handover-panel';

/** /team/:userId/reasignar: a leaving trainer's future work, reassigned (decision 0141). */
export default function StaffHandoverRoute() {
  const { userId = '' } = useParams();
  return (
    <>
      <title>Reasignar trabajo · Adiestra</title>
      <HandoverPanel userId={userId} />
    </>
  );
}
