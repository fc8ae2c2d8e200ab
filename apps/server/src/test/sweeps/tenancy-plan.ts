import { GOOD_CARD, NEXT_YEAR, TEST_CUSTOMER } from '../../modules/billing/billing-fixtures';
import { ACCOUNT_RECIPES } from './tenancy-plan-account';
import { DOC_RECIPES } from './tenancy-plan-docs';
import { WORKSPACE_RECIPES } from './tenancy-plan-workspaces';
import { open, owner, pub, self, stranger, type Recipe, type Recipes } from './tenancy-recipes';

const shared: Recipe['params'] = (v) => ({ token: v.projectShareToken });
/** A provider on this machine's address: refused before any call leaves the server. */
const eveSso = {
  preset: 'generic',
  issuer: 'https://127.0.0.1:9',
  client_id: 'eve',
  client_secret: 'eve-secret',
};

/**
 * How the sweep fills every route of the app to aim it at the victim. A route of the route
 * table missing here fails the sweep with its name: a new route is swept, or said to be open.
 */
export const TENANCY_PLAN: Recipes = {
  ...ACCOUNT_RECIPES,
  ...WORKSPACE_RECIPES,
  ...DOC_RECIPES,
  'GET /api/public/:token/doc-links': pub(shared, { query: (v) => ({ ids: String(v.docId) }) }),
  'GET /api/public/:token/logs': pub(shared),
  'GET /api/public/:token/important-links': pub(shared),
  'GET /api/public/:token/project': pub(shared),
  'GET /api/public/:token/docs': pub(shared),
  'GET /api/public/:token/search/full-text': pub(shared, { query: (v) => ({ q: v.tag }) }),
  'GET /api/public/:token/docs/:docId': pub((v) => ({
    token: v.projectShareToken,
    docId: v.docId,
  })),
  'GET /api/public/:token/files/:filename': pub((v) => ({
    token: v.projectShareToken,
    filename: v.docFile,
  })),
  'GET /api/billing': owner(),
  'GET /api/billing/invoices': owner(),
  'GET /api/billing/invoices/:invoiceId/pdf': {
    ...owner(),
    params: (v) => ({ invoiceId: v.invoiceId ?? 0 }),
  },
  'GET /api/billing/subscription': owner(),
  'POST /api/billing/trial': owner(),
  'POST /api/billing/subscription': owner(() => ({ plan: 'PRO', cycle: 'yearly', nb_seats: 50 })),
  'PUT /api/billing/subscription/plan': owner(() => ({ plan: 'PRO' })),
  'PUT /api/billing/subscription/cycle': owner(),
  'PUT /api/billing/subscription/seats': owner(() => ({ nb_seats: 1 })),
  'POST /api/billing/subscription/cancel': owner(),
  'POST /api/billing/subscription/abort': owner(),
  'POST /api/billing/customer': owner(() => ({ ...TEST_CUSTOMER, name: 'Eve SAS' })),
  'PUT /api/billing/customer': owner(() => ({ ...TEST_CUSTOMER, name: 'Eve SAS' })),
  'PUT /api/billing/payment-method': owner(() => ({ payment_method_id: 'pm_sweep_unknown' })),
  'POST /api/billing/sandbox/payment-methods': owner(() => ({
    number: GOOD_CARD,
    exp_month: 12,
    exp_year: NEXT_YEAR,
    cvc: '123',
  })),
  'POST /api/billing/sandbox/clock': owner(() => ({ days: 40 })),
  'GET /api/admin/permissions': self(),
  'POST /api/admin/workspaces/demo': {
    scope: 'admin',
    ownerOnly: true,
    body: () => ({ name: 'Eve demo', owner_email: stranger }),
  },
  'POST /api/admin/billing/trial': {
    scope: 'admin',
    ownerOnly: true,
    body: (v) => ({ workspace_id: v.workspace.id, customer_email: stranger }),
  },
  'GET /ws/docs/:id/live': { scope: 'live', params: (v) => ({ id: v.docId }) },
  // A workspace's own single sign-on (docs/sso.md): its owners' only; find tells any visitor.
  'POST /api/auth/sso/find': open({ body: () => ({ email: stranger }) }),
  'GET /api/workspaces/c/sso-provider': owner(),
  'PUT /api/workspaces/c/sso-provider': owner(() => ({ ...eveSso, domain: 'eve.example' })),
  'DELETE /api/workspaces/c/sso-provider': owner(),
  'POST /api/workspaces/c/sso-provider/test': owner(() => eveSso),
  'POST /api/workspaces/c/sso-provider/verify-domain': owner(),
};
