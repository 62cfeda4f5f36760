import { DogsPanel } from '@/features/dogs/components/dogs-panel';
import { useFlashToast } from '@/lib/use-flash-toast';

export default function DogsListRoute() {
  useFlashToast();
  return (
    <>
      <title>Perros · Adiestra</title>
      <DogsPanel />
    </>
  );
}
