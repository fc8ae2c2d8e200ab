import type { Endpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { accountSessionEndpoints } from './account-sessions';
import { adminEndpoints } from './admin';
import { apiTokenEndpoints } from './api-tokens';
import { appConfigEndpoints } from './app-config';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { commentEndpoints } from './comments';
import { docExportEndpoints } from './doc-export';
import { docFileEndpoints } from './doc-files';
import { docHistoryEndpoints } from './doc-history';
import { docImportEndpoints } from './doc-import';
import { docLinkEndpoints } from './doc-links';
import { docEndpoints } from './docs';
import { eventEndpoints } from './events';
import { groupEndpoints } from './groups';
import { healthEndpoints } from './health';
import { importantLinkEndpoints } from './important-links';
import { inboxEndpoints } from './inbox';
import { logEndpoints } from './logs';
import { metricsEndpoints } from './metrics';
import { openApiEndpoints } from './openapi';
import { passkeyEndpoints } from './passkeys';
import { projectEndpoints } from './projects';
import { publicEndpoints } from './public';
import { searchEndpoints } from './search';
import { signInRuleEndpoints } from './sign-in-rules';
import { signupEndpoints } from './signup';
import { ssoEndpoints } from './sso';
import { trashEndpoints } from './trash';
import { twoFactorEndpoints } from './two-factor';
import { uploadEndpoints } from './uploads';
import { workspaceSsoEndpoints } from './workspace-sso';
import { workspaceEndpoints } from './workspaces';

/** Every endpoint of the API by module: the one table the server, the web and the sweeps read. */
export const apiEndpoints = {
  account: accountEndpoints,
  accountSession: accountSessionEndpoints,
  admin: adminEndpoints,
  apiToken: apiTokenEndpoints,
  appConfig: appConfigEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  comment: commentEndpoints,
  docExport: docExportEndpoints,
  docFile: docFileEndpoints,
  docHistory: docHistoryEndpoints,
  docImport: docImportEndpoints,
  docLink: docLinkEndpoints,
  doc: docEndpoints,
  event: eventEndpoints,
  group: groupEndpoints,
  health: healthEndpoints,
  importantLink: importantLinkEndpoints,
  inbox: inboxEndpoints,
  log: logEndpoints,
  metrics: metricsEndpoints,
  openApi: openApiEndpoints,
  passkey: passkeyEndpoints,
  project: projectEndpoints,
  public: publicEndpoints,
  search: searchEndpoints,
  signInRule: signInRuleEndpoints,
  signup: signupEndpoints,
  sso: ssoEndpoints,
  trash: trashEndpoints,
  twoFactor: twoFactorEndpoints,
  upload: uploadEndpoints,
  workspace: workspaceEndpoints,
  workspaceSso: workspaceSsoEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** The table as a list, `name` being `<module>.<operation>`. */
export function listEndpoints(): (Endpoint & { name: string })[] {
  return Object.entries(apiEndpoints).flatMap(([module, endpoints]) =>
    Object.entries(endpoints).map(([operation, target]) => ({
      ...target,
      name: `${module}.${operation}`,
    })),
  );
}
