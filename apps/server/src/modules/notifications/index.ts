// What other modules may use of notifications; everything else in this folder is its own.
export { dropNotificationsAbout, storeNotifications } from './notifications.service.ts';
