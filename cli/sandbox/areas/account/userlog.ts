import { ACCOUNT_SERVER_MESSAGES, ALL_OPTION, USER_LOG_TYPE_LABELS } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { pageOf } from '@core/paging';
import { userLogTypes, type UserLogEntry } from '@core/userlog/schema';
import { fail, isReply, ok } from '../../reply';
import { inRange, parseDateRange } from './calendar';
import { accountRoute, currentSeller, happenedAt, type UserLogRecord } from './state';

function toEntry(record: UserLogRecord, at: Date): UserLogEntry {
  const { id, type, activity, ip, userAgent, userId, userName } = record;
  return { id, type, activity, ip, userAgent, userId, userName, createdAt: at.toISOString() };
}

export const userLogRoutes = [
  accountRoute('userLog', api.userLog, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const range = parseDateRange(input.filter_date, ctx.clock.zone);
    if (range === 'invalid') return fail(400, ACCOUNT_SERVER_MESSAGES.dateFilterInvalid);
    const rows = ctx.state.userLog
      .filter((e) => e.sellerId === seller.profile.id && (input.filter_type === 'all' || e.type === input.filter_type))
      .map((e) => ({ record: e, at: happenedAt(e, ctx.state.seededAt) }))
      .filter(({ at }) => inRange(at, range))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.record.id - a.record.id);
    const items = [{ name: ALL_OPTION, value: 'all' }, ...userLogTypes.map((type) => ({ name: USER_LOG_TYPE_LABELS[type], value: type }))];
    const page = pageOf(rows, input.page, input.limit);
    return ok({ ...page, column: [], filters: [{ name: 'type', items }], items: page.items.map(({ record, at }) => toEntry(record, at)) });
  }),
];
