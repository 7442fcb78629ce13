import { z } from 'zod';
import { listResponse, pagingQuery, searchText, uuid } from './common';

/** What an administrator acts on; the audit log filters by it. */
export const adminTargetTypes = ['store', 'category', 'order', 'customer', 'newsletter'] as const;
export type AdminTargetType = (typeof adminTargetTypes)[number];

/** The log's actor when a decision came from the operator's shell (`npm run stores`). */
export const SHELL_ACTOR = 'shell';

/** GET /api/admin/actions: newest first; q finds the admin's address, the target or the reason. */
export const adminActionListQuery = pagingQuery.extend({
  target_type: z.enum(adminTargetTypes).optional(),
  target_id: uuid.optional(),
  q: searchText,
});
export type AdminActionListQuery = z.infer<typeof adminActionListQuery>;

/** One entry of the audit log: who, when, what (on which thing), and why. */
const adminAction = z.object({
  id: uuid,
  admin_email: z.string(),
  action: z.string(),
  target_type: z.enum(adminTargetTypes),
  target_id: uuid.nullable(),
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AdminAction = z.infer<typeof adminAction>;

export const adminActionList = listResponse(adminAction);
export type AdminActionList = z.infer<typeof adminActionList>;
