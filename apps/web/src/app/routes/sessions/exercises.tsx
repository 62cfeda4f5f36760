import { PageHeader } from '@/components/ui/page-header';
import { ExerciseLibrary } from '@/features/sessions/components/exercise-library';

/** /exercises: the exercise library homework is made of (issue 17). */
export default function ExercisesRoute() {
  return (
    <>
      <title>Ejercicios · Adiestra</title>
      <PageHeader
        title="Biblioteca de ejercicios"
        description="Los ejercicios que mandas como deberes. Edítalos a tu manera o crea los tuyos."
      />
      <ExerciseLibrary />
    </>
  );
}
