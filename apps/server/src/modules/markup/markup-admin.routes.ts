import {
  getConsumerLEIdGroupMappingWithOwnerLEGroupsCall,
  listMarkupGroupsCall,
  MARKUP_MSG,
  mapLEIdWithLEGroupIdCall,
  RULE_CALLS,
  RULE_KINDS,
  saveMarkupGroupCall,
  setDefaultLEGroupCall,
  setLERelationConfigCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { auditBy } from '../audit/audit';
import type { MarkupAdminService } from './markup-admin.service';

/** Markup groups, consumer mapping and TDS (spec §7 "Markup and groups"): staff of the site only. */
export const markupAdminRoutes: FastifyPluginAsyncZod<{ markup: MarkupAdminService }> = async (
  app,
  { markup },
) => {
  app.route({
    ...routeOf(listMarkupGroupsCall),
    handler: async (request) => ({ success: true as const, data: await markup.listGroups(request.site.id) }),
  });
  app.route({
    ...routeOf(saveMarkupGroupCall),
    handler: async (request) => ({
      success: true as const,
      message: MARKUP_MSG.groupSaved,
      data: await markup.saveGroup(auditBy(request), request.site.id, request.body),
    }),
  });
  app.route({
    ...routeOf(setDefaultLEGroupCall),
    handler: async (request) => {
      await markup.setDefaultGroup(auditBy(request), request.site.id, request.body.groupId);
      return { success: true as const, message: MARKUP_MSG.groupDefault };
    },
  });
  app.route({
    ...routeOf(mapLEIdWithLEGroupIdCall),
    handler: async (request) => {
      await markup.mapConsumerGroup(
        auditBy(request),
        request.site.id,
        request.body.LEId,
        request.body.groupId,
      );
      return { success: true as const, message: MARKUP_MSG.groupChanged };
    },
  });
  app.route({
    ...routeOf(getConsumerLEIdGroupMappingWithOwnerLEGroupsCall),
    handler: async (request) => ({
      success: true as const,
      data: await markup.consumerMapping(request.site.id, request.query.consumerLEId),
    }),
  });
  app.route({
    ...routeOf(setLERelationConfigCall),
    handler: async (request) => {
      await markup.setTdsDeductable(
        auditBy(request),
        request.site.id,
        request.body.userLEID,
        request.body.isTdsDeductable,
      );
      return { success: true as const, message: MARKUP_MSG.tdsChanged };
    },
  });

  // Every rule kind has the same list, save and delete; only the calls differ.
  for (const kind of RULE_KINDS) {
    const calls = RULE_CALLS[kind];
    app.route({
      ...routeOf(calls.list),
      handler: async (request) => ({
        success: true as const,
        data: await markup.listRules(request.site.id, kind),
      }),
    });
    app.route({
      ...routeOf(calls.save),
      handler: async (request) => ({
        success: true as const,
        message: MARKUP_MSG.ruleSaved,
        data: await markup.saveRule(auditBy(request), request.site.id, kind, request.body),
      }),
    });
  }
  const ruleDeleted = { success: true as const, message: MARKUP_MSG.ruleDeleted };
  for (const kind of ['defaultAirline', 'airlineSpecific', 'fixedDeparture'] as const) {
    app.route({
      ...routeOf(RULE_CALLS[kind].remove),
      handler: async (request) => {
        await markup.deleteRule(auditBy(request), request.site.id, kind, request.body.markupId);
        return ruleDeleted;
      },
    });
  }
  app.route({
    ...routeOf(RULE_CALLS.activity.remove),
    handler: async (request) => {
      await markup.deleteRule(auditBy(request), request.site.id, 'activity', request.params.id);
      return ruleDeleted;
    },
  });
};
