import { z } from 'zod';
import {
  fdBookingFilters,
  fdBookingsRequest,
  fdBookingsResponse,
  fdCancelRequest,
  fdCancelResponse,
  fdCopyRequest,
  fdCopyResponse,
  fdCreateOrderRequest,
  fdCreateOrderResponse,
  fdDepartureInput,
  fdDepartureRequest,
  fdDepartureResponse,
  fdIdRequest,
  fdImportResponse,
  fdManageListRequest,
  fdManageListResponse,
  fdMessageResponse,
  fdPrintResponse,
  fdSaveResponse,
  fdSearchRequest,
  fdSearchResponse,
  fdTicketMarkupRequest,
  fdTicketMarkupResponse,
  fdUpdatePassengersRequest,
  fdUpdatePassengersResponse,
} from '../fixed-departures/fixed-departures';
import { defineCall } from './define-call';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** fixedDeparture/search: departures of a sector by month or day (locked sites: signed-in only). */
export const fdSearchCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/search',
  request: fdSearchRequest,
  response: fdSearchResponse,
  access: 'locked',
  module: 'fixedDepartures',
});

export const fdGetDepartureCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/getDeparture',
  request: fdDepartureRequest,
  response: fdDepartureResponse,
  access: 'locked',
  module: 'fixedDepartures',
});

/** Seats for these passengers, reserved until the order is paid or runs out of time. */
export const fdCreateOrderCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/createOrder',
  request: fdCreateOrderRequest,
  response: fdCreateOrderResponse,
  access: 'user',
  module: 'fixedDepartures',
});

/** The buyer's FD bookings (staff with fixedDepartures.bookings: the site's). */
export const fdGetBookingsCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/getBookings',
  request: fdBookingsRequest,
  response: fdBookingsResponse,
  access: 'user',
  module: 'fixedDepartures',
});

export const fdExportBookingsCall = defineCall({
  method: 'GET',
  path: 'fixedDeparture/getBookings/export',
  request: fdBookingFilters,
  produces: XLSX,
  access: 'staff',
  permission: 'fixedDepartures.bookings',
  module: 'fixedDepartures',
});

export const fdCancelBookingCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/cancelBooking',
  request: fdCancelRequest,
  response: fdCancelResponse,
  access: 'user',
  module: 'fixedDepartures',
});

/** Names corrected before the name-list deadline; after it the airline has them and they stay. */
export const fdUpdatePassengersCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/updatePassengers',
  request: fdUpdatePassengersRequest,
  response: fdUpdatePassengersResponse,
  access: 'user',
  module: 'fixedDepartures',
});

/** /flight/fixedDeparture/print/{fdSlug}: the printable ticket, prices only to its owner and staff. */
export const fdPrintCall = defineCall({
  method: 'GET',
  path: 'fixedDeparture/print/:slug',
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: fdPrintResponse,
  access: 'optional',
  module: 'fixedDepartures',
});

/** The selling agent's price on its printed ticket: its markup over what it paid (decision 0053). */
export const fdTicketMarkupCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/ticketMarkup',
  request: fdTicketMarkupRequest,
  response: fdTicketMarkupResponse,
  access: 'user',
  module: 'fixedDepartures',
});

export const fdManageListCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/manage/list',
  request: fdManageListRequest,
  response: fdManageListResponse,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

export const fdManageSaveCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/manage/save',
  request: fdDepartureInput,
  response: fdSaveResponse,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

export const fdManageCopyCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/manage/copy',
  request: fdCopyRequest,
  response: fdCopyResponse,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

export const fdManageCloseCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/manage/close',
  request: fdIdRequest,
  response: fdMessageResponse,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

/** The template's rows as a base64 .xlsx: every row valid and saved, or nothing saved. */
export const fdManageImportCall = defineCall({
  method: 'POST',
  path: 'fixedDeparture/manage/import',
  request: z.object({ file: z.string().min(1).max(2_800_000) }),
  response: fdImportResponse,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

export const fdManageTemplateCall = defineCall({
  method: 'GET',
  path: 'fixedDeparture/manage/template',
  produces: XLSX,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});

/** The departure's name list for the airline. */
export const fdManageNameListCall = defineCall({
  method: 'GET',
  path: 'fixedDeparture/manage/nameList/:id',
  params: z.object({ id: z.string().min(1).max(64) }),
  produces: XLSX,
  access: 'staff',
  permission: 'fixedDepartures.manage',
  module: 'fixedDepartures',
});
