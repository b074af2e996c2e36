import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@core/notification/schema';
import { accountApi } from './account';
import { fromResult } from './query';
import { notificationKeys, profileKeys } from './queryKeys';

/**
 * Opening a notification marks it read (PUT user/notification/seller/read): the lists drop its
 * highlight and the profile's count of what needs reading (the bell, the must-update notice)
 * follows. A notice already read is not sent again.
 */
export function useOpenNotification(): (notification: Pick<Notification, 'id' | 'isRead'>) => void {
  const client = useQueryClient();
  const read = useMutation({
    mutationFn: (id: number) => fromResult(accountApi.readNotification({ id })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.all }),
        client.invalidateQueries({ queryKey: profileKeys.me() }),
      ]),
    // Like a failed load of the notifications, only logged: the notification opens all the same.
    onError: (error) => console.error('Pemberitahuan gagal ditandai sudah dibaca', error),
  });
  return (notification) => {
    if (!notification.isRead) read.mutate(notification.id);
  };
}
