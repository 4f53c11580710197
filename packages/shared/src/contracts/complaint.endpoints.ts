/**
 * Complaints (DESIGN.md §3.9): the customer's at /Complaint, the staff queue at /Admin/Complaint.
 * Every answer is the complaint as the caller may see it (a customer never sees an offer that waits
 * for a second member's approval).
 */
import { endpointsOf } from './endpoint.ts';

const own = '/Complaint';
const staff = '/Admin/Complaint';
const endpoint = endpointsOf('complaint', () => import('./complaint.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./complaint.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const complaintEndpoints = {
  /** Files a complaint on a delivered order within the window (setting `complaintWindowHours`). */
  create: endpoint({
    method: 'POST',
    path: own,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.complaintInput, response: s.complaint }),
  }),
  list: endpoint({
    method: 'GET',
    path: own,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.complaintListQuery, response: paged(s.complaintSummary) }),
  }),
  /** One order's complaints and whether a new one may be filed (the order page). */
  forOrder: endpoint({
    method: 'GET',
    path: `${own}/Order`,
    access: 'customer',
    errors,
    schemas: (s) => ({ query: s.orderComplaintsQuery, response: s.orderComplaints }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${own}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  /** Before staff take it. */
  cancel: endpoint({
    method: 'POST',
    path: `${own}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  /** Credits the offered refund to the wallet, once. */
  acceptOffer: endpoint({
    method: 'POST',
    path: `${own}/:id/AcceptOffer`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  /** Sends the offer back to staff with the amount the customer asks instead. */
  counter: endpoint({
    method: 'POST',
    path: `${own}/:id/Counter`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.counterInput, response: s.complaint }),
  }),
  addInfo: endpoint({
    method: 'POST',
    path: `${own}/:id/AddInfo`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.addInfoInput, response: s.complaint }),
  }),
};

export const adminComplaintEndpoints = {
  /** The queue: open complaints overdue first, then by due date; `status` cuts. */
  list: staffEndpoint({
    method: 'GET',
    path: staff,
    access: 'view:complaint',
    errors,
    schemas: (s, { paged }) => ({ query: s.complaintListQuery, response: paged(s.complaintSummary) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${staff}/:id`,
    access: 'view:complaint',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  take: staffEndpoint({
    method: 'POST',
    path: `${staff}/:id/Take`,
    access: 'handle:complaint',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  requestInfo: staffEndpoint({
    method: 'POST',
    path: `${staff}/:id/RequestInfo`,
    access: 'handle:complaint',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.requestInfoInput, response: s.complaint }),
  }),
  /** Above the member's `complaint_offer` limit the offer waits for another member's Approve. */
  offer: staffEndpoint({
    method: 'POST',
    path: `${staff}/:id/Offer`,
    access: 'handle:complaint',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.offerInput, response: s.complaint }),
  }),
  approve: staffEndpoint({
    method: 'POST',
    path: `${staff}/:id/Approve`,
    access: 'approve:complaint-offer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.complaint }),
  }),
  reject: staffEndpoint({
    method: 'POST',
    path: `${staff}/:id/Reject`,
    access: 'handle:complaint',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.rejectComplaintInput, response: s.complaint }),
  }),
};
