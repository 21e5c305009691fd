import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { NotificationsList } from './notifications.ts';

export const notificationRoutes = {
  myNotifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    summary: 'Your 50 newest stored notifications and how many are unread',
    tags: ['notifications'],
    access: { signedIn: true },
    response: NotificationsList,
  }),
  readNotification: defineRoute({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark one of your notifications read',
    tags: ['notifications'],
    access: { signedIn: true },
    params: IdParam,
    response: OkResponse,
  }),
  readAllNotifications: defineRoute({
    method: 'POST',
    path: '/notifications/read_all',
    summary: 'Mark all your notifications read',
    tags: ['notifications'],
    access: { signedIn: true },
    response: OkResponse,
  }),
} as const;
