/** The <summary> of a folded block (daily figures, sample stack): looks and focuses like a link. */
export const disclosureSummaryClass =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:bg-gray-800';
