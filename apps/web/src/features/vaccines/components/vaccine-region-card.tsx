import { useState, type SyntheticEvent } from 'react';
import { RABIES_RULES, REGIONS, type Region } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useVaccineSettings } from '../api/get-vaccine-settings';
import { useUpdateVaccineSettings } from '../api/update-vaccine-settings';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** "Anual", "Cada 2 años" and whether it is compulsory there. */
export function rabiesRuleText(region: Region) {
  const rule = RABIES_RULES[region];
  const every = rule.months === 12 ? 'anual' : `cada ${rule.months / 12} años`;
  return rule.compulsory
    ? `Rabia obligatoria, ${every}.`
    : `Rabia no obligatoria; cada dosis se da por válida un año.`;
}

/** Ajustes › Vacunas (issue 31.2): the comunidad whose rabies rule sets a dose's default expiry. */
export function VaccineRegionCard() {
  const settings = useVaccineSettings();
  return (
    <Card>
      <CardHeader
        title="Vacunas"
        description="Tu comunidad autónoma fija la validez por defecto de la vacuna de la rabia. Puedes cambiar la caducidad de cada dosis en la ficha del perro."
      />
      <CardContent>
        {settings.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando ajustes de vacunas…</span>
            <Skeleton className="h-10 w-full" />
          </div>
        ) : null}
        {settings.isError ? (
          <Alert variant="error" title="No se pudieron cargar los ajustes de vacunas">
            {getErrorMessage(settings.error, 'Error al cargar los ajustes de vacunas')}
          </Alert>
        ) : null}
        {settings.isSuccess ? <RegionForm initial={settings.data.region} /> : null}
      </CardContent>
    </Card>
  );
}

function RegionForm({ initial }: { initial: Region }) {
  const [region, setRegion] = useState<Region>(initial);
  const update = useUpdateVaccineSettings();
  const { toast } = useToast();
  useUnsavedChanges(!update.isPending && region !== initial);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    update.mutate(
      { region },
      {
        onSuccess: ({ message }) => toast({ variant: 'success', title: message ?? 'Guardado' }),
        onError: (error) =>
          toast({
            variant: 'error',
            title: getErrorMessage(error, 'No se pudo guardar la comunidad autónoma'),
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Select
        label="Comunidad autónoma"
        value={region}
        hint={rabiesRuleText(region)}
        onChange={(event) => setRegion(event.target.value as Region)}
      >
        {REGIONS.map((r) => (
          <option key={r} value={r}>
            {RABIES_RULES[r].label}
          </option>
        ))}
      </Select>
      <Button type="submit" isLoading={update.isPending}>
        Guardar
      </Button>
    </form>
  );
}
