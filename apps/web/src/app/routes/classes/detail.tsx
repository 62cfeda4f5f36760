import { useParams } from 'react-router';
import { ClassPage } from '@/features/classes/components/class-page';

export default function ClassDetailRoute() {
  const { id = '' } = useParams();
  return <ClassPage id={id} />;
}
