import type { ReportMessageBody } from '@reride/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /conversations/:id/messages/:messageId/report: modifiedCount 0 = already reported. */
export function reportMessage(id: string, messageId: string, body: ReportMessageBody) {
  return callApi('reportMessage', { params: { id, messageId }, body });
}

export function useReportMessage(id: string) {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: ReportMessageBody }) =>
      reportMessage(id, messageId, body),
  });
}
