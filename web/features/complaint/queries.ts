import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPLAINT_LIST_COLUMNS } from '@core/rules';
import { dataQuery, fromResult, invalidateKeys, recordQuery } from '@web/app/api/query';
import { complaintKeys, orderKeys } from '@web/app/api/queryKeys';
import { columnsOf } from '@web/ui/listColumns';
import { unfilteredReads } from '@web/ui/unfilteredList';
import { PAGE_SIZES_TO_50 } from '@web/ui/useListQuery';
import { useRecordQuery } from '@web/ui/useRecordId';
import { complaintApi } from './api';

/** What 'Komplain' reads: a page of complaints, up to 50 a page; the complaint's text and the solution do not sort. */
export const complaintListReads = unfilteredReads({
  columns: columnsOf(COMPLAINT_LIST_COLUMNS, ['complaintText', 'solution']),
  query: dataQuery(complaintKeys.list, complaintApi.complaints),
  pageSizes: PAGE_SIZES_TO_50,
});

/** A complaint with its product, customer and conversation. */
export const complaintDetailQuery = recordQuery(complaintKeys.detail, complaintApi.complaintDetail);

export function useComplaintDetail(id: number | null) {
  return useRecordQuery(complaintDetailQuery, id);
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
