import { StaffPanel } from '@/features/staff/components/staff-panel';

/** /team: the titular's Equipo (issue 39). */
export default function StaffRoute() {
  return (
    <>
      <title>Equipo · Adiestra</title>
      <StaffPanel />
    </>
  );
}
