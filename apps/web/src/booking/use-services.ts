import { useEffect, useState } from 'react';
import type { PublicService } from '@adiestra/shared';
import { getErrorMessage } from '@/lib/api-error';
import { getServices } from './booking-api';

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; list: PublicService[] };

/** The trainer's visible services, loaded once with the wizard. */
export function useServices(businessId: string): ServicesState {
  const [state, setState] = useState<ServicesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getServices(businessId).then(
      (list) => {
        if (current) setState({ status: 'ready', list });
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'error',
            message: getErrorMessage(error, 'No se pudieron cargar los servicios'),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [businessId]);
  return state;
}
