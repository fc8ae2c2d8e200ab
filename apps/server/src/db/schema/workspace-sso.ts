import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, createdAt, ownerRef } from './columns';
import { workspaces } from './workspaces';

/**
 * A workspace's own OpenID Connect provider, set by its owners (docs/sso.md "A workspace's own
 * provider"). It signs in addresses of `domain` only, once the workspace proved it holds the
 * domain (a DNS TXT record with `domain_token`); one workspace per verified domain.
 */
export const workspaceSsoProviders = pgTable(
  'workspace_sso_providers',
  {
    workspaceId: ownerRef('workspace_id', () => workspaces.id).primaryKey(),
    /** google, microsoft, gitlab or generic: what the owner picked. */
    preset: text('preset').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** The client secret, encrypted with the installation's key (lib/sealed-secrets.ts). */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** The company's e-mail domain, in lower case. */
    domain: text('domain').notNull(),
    /** What the domain's TXT record must hold; a new one with each new domain. */
    domainToken: text('domain_token').notNull(),
    domainVerifiedAt: at('domain_verified_at'),
    createdAt: createdAt(),
    updatedAt: atNow('updated_at'),
  },
  (table) => [
    uniqueIndex('workspace_sso_providers_verified_domain_key')
      .on(sql`lower(${table.domain})`)
      .where(sql`${table.domainVerifiedAt} is not null`),
  ],
);
