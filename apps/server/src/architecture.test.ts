import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who may do what is decided in @hangar/domain only (docs/rights.md): the apps use its abilities
 * and never compare roles or rights, nor turn an archived or locked state into a refusal of their
 * own; on the server, `authorize()` is what answers 403.
 */
const ROOT = join(import.meta.dirname, '../../..');
const APPS = ['apps/server/src', 'apps/web/src'];

const ROLE = `'(?:OWNER|ADMIN|MEMBER|GUEST)'`;
const RIGHT = `'(?:EDIT|INVITE|VIEW)'`;
const FORBIDDEN: [string, RegExp][] = [
  ['a role compared', new RegExp(`role\\s*[!=]==\\s*${ROLE}|${ROLE}\\s*[!=]==\\s*\\w*role`, 'i')],
  [
    'a right compared',
    new RegExp(`right\\s*[!=]==\\s*${RIGHT}|${RIGHT}\\s*[!=]==\\s*\\w*right`, 'i'),
  ],
  ['a level compared', /\b(?:hasRoleAtLeast|hasRightAtLeast|roleLevel|rightLevel)\(|_LEVELS\b/],
  [
    'an item rule used directly instead of its abilities',
    /\bcan(?:Edit|EditDoc|EditGroup|EditProject|DeleteDoc|DeleteGroup|DeleteProject|Restore|CreateInProject|AddProject|AddPeopleToGroup|AddPeopleToProject|InviteTo)\(/,
  ],
];

/** Allowed, with the reason: [file, what, reason]. */
const EXCEPTIONS: [string, string, string][] = [
  [
    'apps/web/src/features/workspaces/settings/use-member-action.ts',
    'a role compared',
    'which confirmation "Set as Owner" asks, not whether it is allowed',
  ],
];

/** The only server files that may answer 403: `authorize()`, and the error type it throws. */
const FORBIDDEN_ANSWERERS = [
  'apps/server/src/modules/shared/authorize.ts',
  'apps/server/src/http/errors.ts',
];
/** A 403 answered by hand: a forbidden HttpError, or a reply given the status itself. */
const HAND_MADE_403 =
  /\bHttpError\s*\.\s*forbidden\b|\b(?:HttpError\s*\.\s*simple|new\s+HttpError)\(\s*403\b|\.(?:status|code)\(\s*403\s*\)/;

/** An archived or locked state next to a 403 of the app's own. */
const STATE_REFUSAL = /\.is(?:Archived|Locked)\b|\bis_(?:archived|locked)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = APPS.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((path) => ({
  file: relative(ROOT, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

describe('rules about who may do what', () => {
  it('live in packages/domain, never in the apps', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        FORBIDDEN.filter(([, pattern]) => pattern.test(line))
          .filter(([what]) => !EXCEPTIONS.some(([f, w]) => f === file && w === what))
          .map(([what]) => `${file}:${index + 1} ${what}: ${line.trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('leave archived and locked refusals to the abilities and authorize()', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) => {
        if (!/\.forbidden\(/.test(line)) return [];
        const statement = lines.slice(Math.max(0, index - 3), index + 1).join('\n');
        return STATE_REFUSAL.test(statement) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('answer 403 through authorize() only, on the server', () => {
    const found = files
      .filter(
        ({ file }) => file.startsWith('apps/server/src/') && !FORBIDDEN_ANSWERERS.includes(file),
      )
      .flatMap(({ file, lines }) =>
        lines.flatMap((line, index) =>
          HAND_MADE_403.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
      );
    expect(found).toEqual([]);
  });

  it('list exceptions that still exist', () => {
    const stale = EXCEPTIONS.filter(
      ([file, what]) =>
        !files.some(
          (source) =>
            source.file === file &&
            source.lines.some((line) =>
              FORBIDDEN.some(([name, pattern]) => name === what && pattern.test(line)),
            ),
        ),
    );
    expect(stale).toEqual([]);
  });

  it('see every source file of both apps', () => {
    expect(files.length).toBeGreaterThan(300);
  });
});
