/**
 * The borders between the server's modules (docs/map.md "Borders"), checked by `npm run lint`: no
 * module folder imports another that (directly or around a loop) imports it back, and a module is
 * entered only through its service and access files. Only imports
 * from one module to another count, so the graph holds the module files alone (the options, and
 * the file cycles rule, come from `.dependency-cruiser.cjs`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Module folders that import each other, directly or around a loop.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'module-entry',
      severity: 'error',
      comment:
        'A module entered other than through its *.service.ts and *.access.ts files (shared, and type-only imports, excepted).',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/($1|shared)/', '[.](service|access)[.]ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: { includeOnly: '^apps/server/src/modules/' },
};
