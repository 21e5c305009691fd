// The layout's header shows the bell on every page: only it is exported.
export { NotificationBell } from './components/NotificationBell.tsx';
