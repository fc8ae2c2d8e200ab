/**
 * What the account's "Signed-in devices" need of the sessions (the account module enters this
 * one through here): the sessions in use, and ending one.
 */
export {
  findLiveSessionOf,
  listLiveSessions,
  type DeviceSessionRow,
} from './auth-devices.repository';
export { revokeSession } from './auth-sessions.repository';
