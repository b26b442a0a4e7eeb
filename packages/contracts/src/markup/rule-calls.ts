import {
  deleteActivityMarkupCall,
  deleteAirlineSpecificMarkupCall,
  deleteDefaultAirlineMarkupCall,
  deleteFixedDepartureMarkupCall,
  listActivityMarkupCall,
  listAirlineSpecificMarkupCall,
  listDefaultAirlineMarkupCall,
  listFixedDepartureMarkupCall,
  saveActivityMarkupCall,
  saveAirlineSpecificMarkupCall,
  saveDefaultAirlineMarkupCall,
  saveFixedDepartureMarkupCall,
} from '../calls/markup.calls';

/** Each markup rule kind's list, save and delete calls; the activity delete names its rule in the path. */
export const RULE_CALLS = {
  defaultAirline: {
    list: listDefaultAirlineMarkupCall,
    save: saveDefaultAirlineMarkupCall,
    remove: deleteDefaultAirlineMarkupCall,
  },
  airlineSpecific: {
    list: listAirlineSpecificMarkupCall,
    save: saveAirlineSpecificMarkupCall,
    remove: deleteAirlineSpecificMarkupCall,
  },
  fixedDeparture: {
    list: listFixedDepartureMarkupCall,
    save: saveFixedDepartureMarkupCall,
    remove: deleteFixedDepartureMarkupCall,
  },
  activity: { list: listActivityMarkupCall, save: saveActivityMarkupCall, remove: deleteActivityMarkupCall },
} as const;
