import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataQuery, fromResult, invalidateKeys } from '@web/app/api/query';
import { complaintKeys, orderKeys } from '@web/app/api/queryKeys';
import { useRecordQuery } from '@web/ui/useRecordId';
import { complaintApi } from './api';

/** One page of 'Komplain'. */
export const complaintsQuery = dataQuery(complaintKeys.list, complaintApi.complaints);

/** A complaint with its product, customer and conversation (spec 002 §2.5). */
export function useComplaintDetail(id: number | null) {
  return useRecordQuery(complaintKeys.detail, complaintApi.complaintDetail, id);
}

/**
 * A seller reply: the conversation and the complaint lists change, and so does the complaint
 * thread of its order (the order detail shows it).
 */
export function useReplyComplaint(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => fromResult(complaintApi.replyComplaint({ id, message })),
    onSuccess: () => invalidateKeys(client, [complaintKeys.detail(id), complaintKeys.lists(), orderKeys.details()]),
  });
}
