import { PageHeader } from '@/components/ui/page-header';
import { ClassesList } from '@/features/classes/components/classes-list';
import { CoursesList } from '@/features/classes/components/courses-list';

export default function ClassesRoute() {
  return (
    <>
      <title>Clases · Adiestra</title>
      <PageHeader title="Clases" description="Clases en grupo con plazas: sueltas o cada semana." />
      <div className="space-y-6">
        <ClassesList />
        <CoursesList />
      </div>
    </>
  );
}
