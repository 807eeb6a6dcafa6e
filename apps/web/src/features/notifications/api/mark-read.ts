import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { markReadInCache } from './notification-cache';

/** POST /notifications/:id/read: following a notification reads it (errors stay quiet). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('markNotificationRead', { params: { id } }),
    onSuccess: (result, id) => markReadInCache(queryClient, id, result.unread),
  });
}

/** POST /notifications/read: Mark all read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('markAllNotificationsRead'),
    onSuccess: (result) => markReadInCache(queryClient, null, result.unread),
    onError: (error) => toast.error(error.message),
  });
}
