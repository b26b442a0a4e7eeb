/** The markup calls of spec §7 "Markup and groups", relative to /api. */
export const MARKUP_PATHS = {
  groups: 'markupDiscount/LEGroupsForWl',
  setDefaultGroup: 'markupDiscount/setDefaultLEGroup',
  mapConsumerGroup: 'markupDiscount/mapLEIdWithLEGroupId',
  consumerGroupMapping: 'markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups',
  setRelationConfig: 'supplier/setLERelationConfig',
} as const;

/** Each rule kind's list/save call and delete call. */
export const RULE_PATHS = {
  defaultAirline: {
    list: 'markupDiscount/defaultAirlineMarkup',
    save: 'markupDiscount/defaultAirlineMarkup',
    remove: 'markupDiscount/deleteDefaultAirlineMarkup',
  },
  airlineSpecific: {
    list: 'markupDiscount/airlineSpecificMarkupForWl',
    save: 'markupDiscount/airlineSpecificMarkupForWl',
    remove: 'markupDiscount/deleteAirlineSpecificMarkupForWl',
  },
  fixedDeparture: {
    list: 'markupDiscount/fixedDepartureMarkup',
    save: 'markupDiscount/fixedDepartureMarkup',
    remove: 'markupDiscount/deleteFixedDepartureMarkupForWl',
  },
  activity: {
    list: 'activity/markup/getActivityMarkUp',
    save: 'activity/markup/addActivityMarkUp',
    /** the rule's id follows as a path segment */
    remove: 'activity/markup/deleteActivityMarkup',
  },
} as const;
