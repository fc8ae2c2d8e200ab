/** The third parties of the e2e server; their scripts are intercepted (third-party.spec.ts). */
export const E2E_GTM_ID = 'GTM-E2ETEST';
export const E2E_CRISP_WEBSITE_ID = 'e2e-crisp-website-id';
