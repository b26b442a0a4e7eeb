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
