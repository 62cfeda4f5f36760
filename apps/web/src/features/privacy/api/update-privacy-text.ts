import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrivacyTextSchema, type PrivacyTextInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/privacy: saves the text as a new version. */
export function updatePrivacyText(input: PrivacyTextInput) {
  return apiRequest('/privacy', { method: 'PUT', body: input, schema: PrivacyTextSchema });
}

export function useUpdatePrivacyText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacyText,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.privacy.mine, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.privacy.all });
    },
  });
}
