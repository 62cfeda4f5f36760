import { PageHeader } from '@/components/ui/page-header';
import { BonoTemplatesList } from '@/features/billing/components/bono-templates-list';
import { ServicesList } from '@/features/billing/components/services-list';

export default function ServicesRoute() {
  return (
    <>
      <title>Servicios y bonos · Adiestra</title>
      <PageHeader
        title="Servicios y bonos"
        description="Lo que ofreces, cuánto dura y cuánto cuesta (IVA incluido)."
      />
      <div className="space-y-6">
        <ServicesList />
        <BonoTemplatesList />
      </div>
    </>
  );
}
