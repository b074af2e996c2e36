import { z } from 'zod';
import { complaintDetailSchema, complaintRowSchema } from '../../complaint/schema';
import { listCall, recordCall, recordId, statusCall } from '../calls';
import { envelope, statusOnly } from '../envelope';
import { endpoint } from '../endpoint';

/** The complaint calls: list, detail, reply, create and resolve. */
export const complaintEndpoints = {
  complaints: listCall({ summary: 'Complaint list', spec: '002 §7' }, 'seller/complaint', complaintRowSchema),
  complaintDetail: recordCall(
    { summary: 'One complaint: product, customer, photo and messages', spec: '002 §7' },
    'GET',
    'seller/complaint/{id}',
    envelope(complaintDetailSchema),
  ),
  // An empty message reaches the server, which answers 'Komplain Tidak Boleh Kosong'.
  replyComplaint: statusCall(
    { summary: 'Reply to a complaint (id is the complaint id)', spec: '002 §7' },
    'POST',
    'seller/complaint',
    z.object({ id: recordId, message: z.string() }),
  ),
  createComplaint: endpoint({
    summary: 'Complain to the school about an order; the image (fileName) is optional',
    spec: '002 §7, §5',
    method: 'POST',
    path: 'seller/complaint/create',
    base: 'api',
    encoding: 'multipart',
    fields: ['orderId', 'category', 'reason', 'fileName'],
    request: z.object({
      orderId: recordId,
      category: z.coerce.number<number>().int(),
      reason: z.string(),
      // Multipart sends an empty part when no image was chosen.
      fileName: z.union([z.instanceof(Blob), z.literal('')]).optional(),
    }),
    response: statusOnly,
  }),
  resolveComplaint: statusCall(
    { summary: 'Declare the complaint of an order done', spec: '002 §7' },
    'PUT',
    'seller/complaint/resolve',
    z.object({ orderId: recordId, solution: z.string() }),
  ),
} as const;
