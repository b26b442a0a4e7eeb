import { z } from 'zod';
import { ok } from '../common/fields';
import { MSG, OWN_MSG } from '../common/messages';

/** An id sent by the client: our ids are UUIDs, but anything unknown is simply not found. */
export const entityId = () =>
  z
    .string({ error: (iss) => (iss.input == null ? MSG.required : OWN_MSG.wrongType) })
    .trim()
    .min(1, MSG.required)
    .max(64, OWN_MSG.tooLong(64));

export const GROUP_NAME_MAX = 100;

/**
 * A group name is saved exactly as typed (spec §5: "New group name is saved as given"), so unlike
 * requiredText it is not trimmed; a name of spaces only is still empty.
 */
const groupName = () =>
  z
    .string({ error: (iss) => (iss.input == null ? MSG.required : OWN_MSG.wrongType) })
    .max(GROUP_NAME_MAX, OWN_MSG.tooLong(GROUP_NAME_MAX))
    .refine((name) => name.trim() !== '', MSG.required);

/** A markup group (spec §3 "user group") with how many customers and consumers it prices. */
export const markupGroup = z.object({
  id: z.string(),
  groupName: z.string(),
  isDefault: z.boolean(),
  /** customers it prices: the default group's include everyone without a group of their own */
  memberCount: z.number().int(),
  consumerCount: z.number().int(),
});
export type MarkupGroup = z.infer<typeof markupGroup>;

export const markupGroupsResponse = ok({ data: z.array(markupGroup) });

/** POST LEGroupsForWl: with an id it renames that group, without it creates one. */
export const saveGroupRequest = z.object({
  id: entityId().optional().nullable(),
  groupName: groupName(),
});
export type SaveGroupRequest = z.input<typeof saveGroupRequest>;
export const saveGroupResponse = ok({ message: z.string(), data: markupGroup });

export const setDefaultGroupRequest = z.object({ groupId: entityId() });
export const mapConsumerGroupRequest = z.object({ groupId: entityId(), LEId: entityId() });

export const consumerGroupMappingQuery = z.object({ consumerLEId: entityId() });
export const consumerGroupMappingResponse = ok({
  data: z.object({
    userGroups: z.array(markupGroup),
    leRelationConfig: z.object({ isTdsDeductable: z.boolean(), groupId: z.string().nullable() }),
  }),
});

export const setRelationConfigRequest = z.object({
  isTdsDeductable: z.boolean({ error: OWN_MSG.wrongType }),
  userLEID: entityId(),
});

/** The answer of a call that changes something and says so in a toast. */
export const messageResponse = ok({ message: z.string() });
