import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per feature (docs/map.md): a server module and the web feature it serves share a
 * folder name, and a file with a role says its module and its role in its name.
 */
const ROOT = join(import.meta.dirname, '../../..');
const MODULES = join(ROOT, 'apps/server/src/modules');
const FEATURES = join(ROOT, 'apps/web/src/features');
const ROLES = ['routes', 'service', 'repository', 'presenter', 'access', 'events', 'deps'];
/** Server modules no page of the web app calls by name. */
const SERVER_ONLY = ['admin', 'health', 'metrics', 'openapi', 'uploads', 'shared'];

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const modules = folders(MODULES);
const filesOf = (module: string) => readdirSync(join(MODULES, module));

describe('names', () => {
  it('give each server module the name of its web feature', () => {
    const features = new Set(folders(FEATURES));
    const unmatched = modules.filter((m) => !SERVER_ONLY.includes(m) && !features.has(m));
    expect(unmatched).toEqual([]);
  });

  it('name a file with a role <module>.<role>.ts or <module>-<aspect>.<role>.ts', () => {
    const misnamed = modules.flatMap((module) =>
      filesOf(module)
        .filter((file) => ROLES.some((role) => file.endsWith(`.${role}.ts`)))
        .filter((file) => module !== 'shared' || !file.startsWith('shared.'))
        .filter(
          (file) =>
            !new RegExp(`^${module}(?:-[a-z-]+)?\\.(?:${ROLES.join('|')})\\.ts$`).test(file),
        )
        .map((file) => `${module}/${file}`),
    );
    expect(misnamed).toEqual([]);
  });

  it("start every file of a module with the module's name, so a file says where it belongs", () => {
    const stray = modules
      .filter((module) => module !== 'shared')
      .flatMap((module) =>
        filesOf(module)
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
          .filter((file) => !file.startsWith(`${module}.`) && !file.startsWith(`${module}-`))
          .map((file) => `${module}/${file}`),
      );
    expect(stray).toEqual([]);
  });

  it('let a module take its dependencies from its own deps or the shared ones', () => {
    const borrowed = modules.flatMap((module) =>
      filesOf(module)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.deps.ts'))
        .flatMap((file) =>
          [
            ...readFileSync(join(MODULES, module, file), 'utf8').matchAll(
              /import type \{ \w+Deps \} from '\.\.\/([a-z-]+)\/[a-z.-]+\.deps'/g,
            ),
          ]
            .filter(([, owner]) => owner !== 'shared')
            .map(([, owner]) => `${module}/${file} uses the deps of ${owner}`),
        ),
    );
    expect(borrowed).toEqual([]);
  });

  it("call the folder of a web feature's pages pages/, never page/", () => {
    const stray = folders(FEATURES).flatMap((feature) =>
      folders(join(FEATURES, feature))
        .filter((folder) => folder === 'page')
        .map((folder) => `${feature}/${folder}`),
    );
    expect(stray).toEqual([]);
  });
});
