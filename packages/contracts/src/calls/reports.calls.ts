import {
  exportProfitLossPath,
  getProfitLossPath,
  getProfitLossResponse,
  profitLossFilters,
} from '../reports/profit-loss';
import {
  getReferralReportPath,
  getReferralReportRequest,
  getReferralReportResponse,
} from '../reports/referral-report';
import {
  getStaffDashboardPath,
  getStaffDashboardRequest,
  getStaffDashboardResponse,
} from '../reports/staff-dashboard';
import { defineCall } from './define-call';

export const getStaffDashboardCall = defineCall({
  method: 'POST',
  path: getStaffDashboardPath,
  request: getStaffDashboardRequest,
  response: getStaffDashboardResponse,
  access: 'staff',
  permission: 'dashboard.view',
});

export const getReferralReportCall = defineCall({
  method: 'POST',
  path: getReferralReportPath,
  request: getReferralReportRequest,
  response: getReferralReportResponse,
  access: 'staff',
  permission: 'referrals.view',
});

export const getProfitLossCall = defineCall({
  method: 'POST',
  path: getProfitLossPath,
  request: profitLossFilters,
  response: getProfitLossResponse,
  access: 'staff',
  permission: 'reports.profitLoss',
});

/** The same filters as a query: the table as a sheet, a row per period and product, and a totals row. */
export const exportProfitLossCall = defineCall({
  method: 'GET',
  path: exportProfitLossPath,
  request: profitLossFilters,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'reports.profitLoss',
});
