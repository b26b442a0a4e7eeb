import {
  consumerGroupMappingQuery,
  consumerGroupMappingResponse,
  mapConsumerGroupRequest,
  markupGroupsResponse,
  messageResponse,
  saveGroupRequest,
  saveGroupResponse,
  setDefaultGroupRequest,
  setRelationConfigRequest,
} from '../markup/groups';
import { MARKUP_PATHS, RULE_PATHS } from '../markup/paths';
import {
  deleteRuleParams,
  deleteRuleRequest,
  markupRuleInput,
  markupRulesResponse,
  saveRuleResponse,
} from '../markup/rules';
import { defineCall } from './define-call';

export const listMarkupGroupsCall = defineCall({
  method: 'GET',
  path: MARKUP_PATHS.groups,
  response: markupGroupsResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const saveMarkupGroupCall = defineCall({
  method: 'POST',
  path: MARKUP_PATHS.groups,
  request: saveGroupRequest,
  response: saveGroupResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const setDefaultLEGroupCall = defineCall({
  method: 'POST',
  path: MARKUP_PATHS.setDefaultGroup,
  request: setDefaultGroupRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const mapLEIdWithLEGroupIdCall = defineCall({
  method: 'POST',
  path: MARKUP_PATHS.mapConsumerGroup,
  request: mapConsumerGroupRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'consumers.manage',
});

export const getConsumerLEIdGroupMappingWithOwnerLEGroupsCall = defineCall({
  method: 'GET',
  path: MARKUP_PATHS.consumerGroupMapping,
  request: consumerGroupMappingQuery,
  response: consumerGroupMappingResponse,
  access: 'staff',
  permission: 'consumers.manage',
});

export const setLERelationConfigCall = defineCall({
  method: 'POST',
  path: MARKUP_PATHS.setRelationConfig,
  request: setRelationConfigRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'consumers.manage',
});

export const listDefaultAirlineMarkupCall = defineCall({
  method: 'GET',
  path: RULE_PATHS.defaultAirline.list,
  response: markupRulesResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const saveDefaultAirlineMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.defaultAirline.list,
  request: markupRuleInput,
  response: saveRuleResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const deleteDefaultAirlineMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.defaultAirline.remove,
  request: deleteRuleRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const listAirlineSpecificMarkupCall = defineCall({
  method: 'GET',
  path: RULE_PATHS.airlineSpecific.list,
  response: markupRulesResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const saveAirlineSpecificMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.airlineSpecific.list,
  request: markupRuleInput,
  response: saveRuleResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const deleteAirlineSpecificMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.airlineSpecific.remove,
  request: deleteRuleRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const listFixedDepartureMarkupCall = defineCall({
  method: 'GET',
  path: RULE_PATHS.fixedDeparture.list,
  response: markupRulesResponse,
  access: 'staff',
  permission: 'markup.manage',
  module: 'fixedDepartures',
});

export const saveFixedDepartureMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.fixedDeparture.list,
  request: markupRuleInput,
  response: saveRuleResponse,
  access: 'staff',
  permission: 'markup.manage',
  module: 'fixedDepartures',
});

export const deleteFixedDepartureMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.fixedDeparture.remove,
  request: deleteRuleRequest,
  response: messageResponse,
  access: 'staff',
  permission: 'markup.manage',
});

export const listActivityMarkupCall = defineCall({
  method: 'GET',
  path: RULE_PATHS.activity.list,
  response: markupRulesResponse,
  access: 'staff',
  permission: 'markup.manage',
  module: 'activities',
});

export const saveActivityMarkupCall = defineCall({
  method: 'POST',
  path: RULE_PATHS.activity.save,
  request: markupRuleInput,
  response: saveRuleResponse,
  access: 'staff',
  permission: 'markup.manage',
  module: 'activities',
});

export const deleteActivityMarkupCall = defineCall({
  method: 'POST',
  path: 'activity/markup/deleteActivityMarkup/:id',
  params: deleteRuleParams,
  response: messageResponse,
  access: 'staff',
  permission: 'markup.manage',
  module: 'activities',
});
