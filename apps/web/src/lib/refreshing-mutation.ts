import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that refetches the queries under `refresh` once it succeeds. With `wait` the
 * mutation settles only after the refetch (what the screen shows next is fresh); without it the
 * caller moves on at once and the lists refetch whenever they are next shown.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: readonly QueryKey[],
  { wait = true }: { wait?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const refetched = Promise.all(
        refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (wait) await refetched;
    },
  });
}
