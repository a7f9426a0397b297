import { z } from 'zod';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  activityGroupListQuerySchema,
  activityGroupListResponseSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  availableSlotsResponseSchema,
  bookingPageListResponseSchema,
  bookingQuestionsResponseSchema,
  happeningBannerListResponseSchema,
  previewSegmentsQuerySchema,
  timeSlotListResponseSchema,
  timeSlotQuerySchema,
} from '@/contract';

const route = routeGroup({ tags: ['Happening'] });
const idParam = z.object({ id: z.string().min(1).max(200) });
const notFound = errorResponse("'Resource not found!'");

const activityList = (path: string, summary: string) =>
  route('get', path, {
    summary,
    request: { query: activityListQuerySchema },
    responses: { 200: jsonResponse(activityListResponseSchema, 'Activities') },
  });

const activityShow = (path: string, summary: string) =>
  route('get', path, {
    summary,
    request: { params: idParam },
    responses: { 200: jsonResponse(activityResponseSchema, 'The activity'), 404: notFound },
  });

export const happeningActivitiesRoute = activityList(
  '/happening/services/activities',
  'Services, classes and events of the country',
);
export const happeningActivityRoute = activityShow('/happening/services/activities/{id}', 'An activity by id or slug');
export const bookingActivitiesRoute = activityList('/booking-service/activities', 'Bookable activities of the country');
export const bookingActivityRoute = activityShow(
  '/booking-service/activities/{id}',
  'A bookable activity by id or slug',
);
export const beautyClassesRoute = activityList('/booking-services/beauty-classes', 'Beauty classes');
export const beautyServicesRoute = activityList('/booking-services/beauty-services', 'Beauty services');

export const bookingPagesRoute = route('get', '/booking-services/pages', {
  summary: 'Entry points of the booking section (services, classes, events)',
  responses: { 200: jsonResponse(bookingPageListResponseSchema, 'Booking pages') },
});

export const happeningGroupsRoute = route('get', '/happening/activity-groups', {
  summary: 'Activity groups (sidebar categories)',
  request: { query: activityGroupListQuerySchema },
  responses: { 200: jsonResponse(activityGroupListResponseSchema, 'Groups') },
});

export const happeningBannersRoute = route('get', '/happening/banners', {
  summary: "Happening banners of the country; editors' drafts and segments with X-Preview-Mode: true",
  request: {
    query: previewSegmentsQuerySchema,
    headers: z.object({ 'x-preview-mode': z.string().max(10).optional() }),
  },
  responses: { 200: jsonResponse(happeningBannerListResponseSchema, 'Banners') },
});

export const bookingQuestionsRoute = route('get', '/booking-service/questions/{id}', {
  summary: 'Questions asked when booking the activity',
  request: { params: idParam },
  responses: { 200: jsonResponse(bookingQuestionsResponseSchema, 'Questions'), 404: notFound },
});

export const timeSlotsRoute = route('get', '/booking-service/time-slots/{id}', {
  summary: 'All time slots of the activity in a date range, full ones included',
  request: { params: idParam, query: timeSlotQuerySchema },
  responses: { 200: jsonResponse(timeSlotListResponseSchema, 'Time slots'), 404: notFound },
});

export const availableSlotsRoute = route('get', '/booking-service/available-slots/{id}', {
  summary: 'Upcoming slots with places left, by day',
  request: { params: idParam, query: timeSlotQuerySchema },
  responses: { 200: jsonResponse(availableSlotsResponseSchema, 'Available slots'), 404: notFound },
});
