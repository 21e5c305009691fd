import { notificationRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { NotificationsService } from './notifications.service.ts';

/** The bell: a user's stored notifications, read one by one or all at once. */
export function registerNotificationsModule(ctx: ModuleContext): void {
  const service = new NotificationsService(ctx.db);
  const { mount } = ctx.routes;
  mount(notificationRoutes.myNotifications, ({ actor }) => service.list(actor));
  mount(notificationRoutes.readNotification, ({ actor, params }) => service.markRead(actor, params.id));
  mount(notificationRoutes.readAllNotifications, ({ actor }) => service.markAllRead(actor));
}
