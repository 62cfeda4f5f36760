import { useEffect, useState } from 'react';
import type { Educator } from '@adiestra/shared';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { getEducator } from './booking-api';

export type EducatorState =
  | { status: 'loading' }
  | { status: 'found'; educator: Educator }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** Looks the trainer up before the wizard shows; `retry` asks again after a failure. */
export function useEducator(businessId: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EducatorState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getEducator(businessId).then(
      (educator) => {
        if (current) setState({ status: 'found', educator });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'missing' });
        else
          setState({
            status: 'error',
            message: getErrorMessage(error, 'No se pudo conectar con el servidor'),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [businessId, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
