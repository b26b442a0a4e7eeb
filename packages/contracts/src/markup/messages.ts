/** The spec's toasts (§8) for markup groups, and our own words for refused rules. */
export const MARKUP_MSG = {
  groupSaved: 'Group successfully saved',
  groupDefault: 'Group successfully set as default',
  groupChanged: 'Group successfully changed',
  tdsChanged: 'Tds deduction successfully changed.',
  groupNameTaken: 'A group with this name already exists',
  unknownGroup: 'This group does not exist',
  ruleSaved: 'Markup successfully saved',
  ruleDeleted: 'Markup successfully deleted',
  ruleOverlap: 'A rule for this airline and group already covers these dates',
  valuePositive: 'Value must be more than zero',
  percentTooHigh: 'A percentage cannot be more than 100%',
  fixedTooHigh: 'A fixed amount cannot be more than ₹1,00,000',
  airlineRequired: 'Choose an airline',
  unknownAirline: 'Unknown airline code',
  badDate: 'Use the date format YYYY-MM-DD',
  validToBeforeFrom: 'Valid to cannot be before valid from',
} as const;
