import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckReport } from '@core/massUpload/rows';
import { categoryTreeQuery } from '../categories';
import { precheckFile } from './precheck';

/**
 * The pre-check of the file the seller picked, as a mutation: it waits for the category tree
 * itself (a file picked before the tree answered is checked once it has, and a tree that failed
 * is asked again), and the screen shows only the answer of the last file picked.
 */
export function usePrecheck() {
  const client = useQueryClient();
  return useMutation<CheckReport, Error, File>({
    mutationFn: async (file) => precheckFile(file, await client.ensureQueryData(categoryTreeQuery)),
  });
}
