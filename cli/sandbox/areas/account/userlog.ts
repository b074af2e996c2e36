import { ALL_OPTION, USER_LOG_TYPE_LABELS } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { pageOf } from '@core/paging';
import { userLogTypes, type UserLogEntry } from '@core/userlog/schema';
import { isReply, ok } from '../../reply';
import { accountRoute, sellerRecordsInRange, type UserLogRecord } from './state';

function toEntry(record: UserLogRecord, at: Date): UserLogEntry {
  const { id, type, activity, ip, userAgent, userId, userName } = record;
  return { id, type, activity, ip, userAgent, userId, userName, createdAt: at.toISOString() };
}

export const userLogRoutes = [
  accountRoute('userLog', api.userLog, (input, ctx) => {
    const rows = sellerRecordsInRange(
      ctx,
      ctx.state.userLog,
      input.filter_date,
      (e) => input.filter_type === 'all' || e.type === input.filter_type,
    );
    if (isReply(rows)) return rows;
    const items = [
      { name: ALL_OPTION, value: 'all' },
      ...userLogTypes.map((type) => ({ name: USER_LOG_TYPE_LABELS[type], value: type })),
    ];
    const page = pageOf(rows, input.page, input.limit);
    return ok({
      ...page,
      column: [],
      filters: [{ name: 'type', items }],
      items: page.items.map(({ record, at }) => toEntry(record, at)),
    });
  }),
];
