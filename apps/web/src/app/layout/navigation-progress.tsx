import { useNavigation } from 'react-router';

/** A thin bar while a lazy page loads, so a click never looks ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-950"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600 dark:bg-brand-400" />
    </div>
  );
}
