/** The log pages and their loader, loaded together with the first of them. */
export { createRequireLog } from '../log-loader';
export { LogEditPage } from './LogEditPage';
export { LogNotificationPage } from './LogNotificationPage';
export { LogPage } from './LogPage';
