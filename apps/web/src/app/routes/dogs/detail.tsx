import { useParams } from 'react-router';
import { DogDetail } from '@/features/dogs/components/detail/dog-detail';
import { DogSessionsSection } from '@/features/sessions/components/dog-sessions-section';
import { PartyBookings } from '@/features/scheduling/components/links/party-bookings';
import { DogVaccinesCard } from '@/features/vaccines/components/dog-vaccines-card';

/**
 * Dog detail. The latest-sessions block of SPEC §2 belongs to the sessions feature, the dog's
 * appointments and requests to scheduling, its vaccines (issue 31.2) to vaccines; all are passed
 * to DogDetail as `sessions` from here (features do not import each other).
 */
export default function DogDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Perro · Adiestra</title>
      <DogDetail
        key={id}
        dogId={id}
        sessions={
          <>
            <DogVaccinesCard dogId={id} />
            <DogSessionsSection dogId={id} />
            <PartyBookings party={{ dogId: id }} />
          </>
        }
      />
    </>
  );
}
