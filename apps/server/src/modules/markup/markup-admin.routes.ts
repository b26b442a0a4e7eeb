import {
  consumerGroupMappingQuery,
  consumerGroupMappingResponse,
  deleteRuleParams,
  deleteRuleRequest,
  MARKUP_MSG,
  MARKUP_PATHS,
  mapConsumerGroupRequest,
  markupGroupsResponse,
  markupRuleInput,
  markupRulesResponse,
  messageResponse,
  RULE_KINDS,
  RULE_PATHS,
  saveGroupRequest,
  saveGroupResponse,
  saveRuleResponse,
  setDefaultGroupRequest,
  setRelationConfigRequest,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/request-context';
import type { MarkupAdminService } from './markup-admin.service';

const staff = staffOnly('markup.manage');
const consumers = staffOnly('consumers.manage');

/** Markup groups, consumer mapping and TDS (spec §7 "Markup and groups"): staff of the site only. */
export const markupAdminRoutes: FastifyPluginAsyncZod<{ markup: MarkupAdminService }> = async (
  app,
  { markup },
) => {
  app.get(
    `/${MARKUP_PATHS.groups}`,
    { config: staff, schema: { response: { 200: markupGroupsResponse } } },
    async (request) => ({ success: true as const, data: await markup.listGroups(request.site.id) }),
  );
  app.post(
    `/${MARKUP_PATHS.groups}`,
    { config: staff, schema: { body: saveGroupRequest, response: { 200: saveGroupResponse } } },
    async (request) => ({
      success: true as const,
      message: MARKUP_MSG.groupSaved,
      data: await markup.saveGroup(request.site.id, request.body),
    }),
  );
  app.post(
    `/${MARKUP_PATHS.setDefaultGroup}`,
    { config: staff, schema: { body: setDefaultGroupRequest, response: { 200: messageResponse } } },
    async (request) => {
      await markup.setDefaultGroup(request.site.id, request.body.groupId);
      return { success: true as const, message: MARKUP_MSG.groupDefault };
    },
  );
  app.post(
    `/${MARKUP_PATHS.mapConsumerGroup}`,
    { config: consumers, schema: { body: mapConsumerGroupRequest, response: { 200: messageResponse } } },
    async (request) => {
      await markup.mapConsumerGroup(request.site.id, request.body.LEId, request.body.groupId);
      return { success: true as const, message: MARKUP_MSG.groupChanged };
    },
  );
  app.get(
    `/${MARKUP_PATHS.consumerGroupMapping}`,
    {
      config: consumers,
      schema: { querystring: consumerGroupMappingQuery, response: { 200: consumerGroupMappingResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await markup.consumerMapping(request.site.id, request.query.consumerLEId),
    }),
  );
  app.post(
    `/${MARKUP_PATHS.setRelationConfig}`,
    { config: consumers, schema: { body: setRelationConfigRequest, response: { 200: messageResponse } } },
    async (request) => {
      await markup.setTdsDeductable(request.site.id, request.body.userLEID, request.body.isTdsDeductable);
      return { success: true as const, message: MARKUP_MSG.tdsChanged };
    },
  );

  // Every rule kind has the same list, save and delete; only the paths differ.
  for (const kind of RULE_KINDS) {
    const paths = RULE_PATHS[kind];
    app.get(
      `/${paths.list}`,
      { config: staff, schema: { response: { 200: markupRulesResponse } } },
      async (request) => ({ success: true as const, data: await markup.listRules(request.site.id, kind) }),
    );
    app.post(
      `/${paths.save}`,
      { config: staff, schema: { body: markupRuleInput, response: { 200: saveRuleResponse } } },
      async (request) => ({
        success: true as const,
        message: MARKUP_MSG.ruleSaved,
        data: await markup.saveRule(request.site.id, kind, request.body),
      }),
    );
    const ruleDeleted = { success: true as const, message: MARKUP_MSG.ruleDeleted };
    if (kind === 'activity') {
      app.post(
        `/${paths.remove}/:id`,
        { config: staff, schema: { params: deleteRuleParams, response: { 200: messageResponse } } },
        async (request) => {
          await markup.deleteRule(request.site.id, kind, request.params.id);
          return ruleDeleted;
        },
      );
    } else {
      app.post(
        `/${paths.remove}`,
        { config: staff, schema: { body: deleteRuleRequest, response: { 200: messageResponse } } },
        async (request) => {
          await markup.deleteRule(request.site.id, kind, request.body.markupId);
          return ruleDeleted;
        },
      );
    }
  }
};
