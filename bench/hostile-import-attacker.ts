// The attackers of `bench/hostile-import.ts`, in a process of their own, so that sending their
// uploads does not slow the reader's own measures: each uploads the zip bomb again and again for
// the seconds given, and one JSON line says what they were answered.
import { deflatedRepeat, zipOf } from '../apps/server/src/test/zip-bombs';

interface Attack {
  baseUrl: string;
  seconds: number;
  targets: { token: string; workspace: number; project: number }[];
}

const attack = JSON.parse(process.argv[2] ?? '{}') as Attack;
const gib = await deflatedRepeat(Buffer.alloc(1), 1024 ** 3);
const bomb = new Uint8Array(
  zipOf(
    Array.from({ length: 10 }, (_, index) => ({
      name: `b${index}.md`,
      data: gib,
      declaredSize: 1024,
    })),
  ),
);

const answers: { status: number; ms: number }[] = [];
const until = performance.now() + attack.seconds * 1000;
// Ready: the reader starts its clock when this line comes.
console.log('ready');
await Promise.all(
  attack.targets.map(async ({ token, workspace, project }) => {
    while (performance.now() < until) {
      const form = new FormData();
      form.append('file', new Blob([bomb]), 'notes.zip');
      const started = performance.now();
      const answer = await fetch(`${attack.baseUrl}/api/projects/${project}/docs/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-workspace-id': String(workspace) },
        body: form,
      });
      await answer.arrayBuffer();
      answers.push({ status: answer.status, ms: performance.now() - started });
    }
  }),
);
console.log(JSON.stringify(answers));
