import { PageHeader } from '@/components/ui/page-header';
import { ClassesList } from '@/features/classes/components/classes-list';

export default function ClassesRoute() {
  return (
    <>
      <title>Clases · Adiestra</title>
      <PageHeader title="Clases" description="Clases en grupo con plazas: sueltas o cada semana." />
      <ClassesList />
    </>
  );
}
