import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Report = (formId: string, dirty: boolean) => void;
const ReportContext = createContext<Report | null>(null);

/**
 * One guard for every form of the signed-in app (issue 27): leaving a page, by a link or by closing
 * the tab, while any form on it has unsaved edits asks first. React Router allows one blocker per
 * router, so the forms report to this one instead of each blocking on its own.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // A ref, not only state: a form that saves and then navigates in the same tick is already clean.
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const report = useCallback<Report>((formId, dirty) => {
    if (dirty) dirtyForms.current.add(formId);
    else dirtyForms.current.delete(formId);
    setAnyDirty(dirtyForms.current.size > 0);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!anyDirty) return;
    // The browser shows its own wording for a reload or a closed tab; it only needs asking.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);

  return (
    <ReportContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Tienes cambios sin guardar"
        message="Si sales de esta página, se perderán los cambios que no has guardado."
        confirmText="Salir sin guardar"
        cancelText="Seguir editando"
        onConfirm={() => {
          dirtyForms.current.clear();
          setAnyDirty(false);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </ReportContext.Provider>
  );
}

/**
 * A form says whether it holds unsaved edits; pass `isDirty && !isSubmitting` from react-hook-form
 * (a form that stays on the page resets to what it saved). Outside the guard it does nothing.
 * Returns `discard`, for the form's own "Cancelar": an explicit cancel leaves without asking.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const report = useContext(ReportContext);
  const formId = useId();
  useEffect(() => {
    report?.(formId, dirty);
    return () => report?.(formId, false);
  }, [report, formId, dirty]);
  return useCallback(() => report?.(formId, false), [report, formId]);
}
