import { docImportEndpoints } from '@hangar/contracts/endpoints/doc-import';
import { endpointPath } from '@hangar/contracts/endpoint';
import { API_PREFIX } from '@hangar/contracts/http';
import type { DocImportJob, DocImportReport } from '@hangar/contracts/doc-import';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { ImportDocsForm } from './ImportDocsModal';

/** XMLHttpRequest as the import sends it: the test plays the upload's progress and the answer. */
class FakeRequest {
  static sent: FakeRequest[] = [];

  /** The first request the form sent, once it has. */
  static firstSent(): Promise<FakeRequest> {
    return vi.waitFor(() => {
      const [sent] = FakeRequest.sent;
      if (!sent) throw new Error('nothing sent yet');
      return sent;
    });
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  sentWhole() {
    this.upload.dispatchEvent(new Event('load'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  api = createFakeApi().install();
});

let api: FakeApi;

/** An import job of the upload `guide.zip`, as the server answers it. */
function job(fields: Partial<DocImportJob>): DocImportJob {
  return {
    id: 90,
    filename: 'guide.zip',
    status: 'queued',
    step: 'Waiting to start',
    percent: 0,
    report: null,
    failure: null,
    ...fields,
  };
}
afterEach(() => vi.unstubAllGlobals());

const REPORT: DocImportReport = {
  docs: [
    { id: 51, name: 'Guide', path: '51', source: 'guide/' },
    { id: 52, name: 'Deep', path: '51.52', source: 'guide/a/b/c/d/deep.md' },
    { id: 53, name: 'Notes', path: '53', source: 'notes.md' },
  ],
  root_ids: [51, 53],
  flattened: [
    {
      source: 'guide/a/b/c/d/deep.md',
      doc_id: 52,
      reason: 'Docs nest at most 4 levels: at level 6 in its folders, it is at level 4, after "c"',
    },
  ],
  skipped: [
    { source: 'readme.txt', reason: 'Neither a Markdown file nor an image or file a doc uses' },
  ],
  format: 'confluence',
  approximated: [{ source: 'guide/index.html', reason: 'The "jira" macro is kept as text' }],
};

function renderForm(parent: Parameters<typeof ImportDocsForm>[0]['parent'] = null) {
  const onDone = vi.fn();
  const rendered = renderWithRouter(
    <ImportDocsForm workspaceId={7} projectId={31} parent={parent} onDone={onDone} />,
    { path: '/workspace/7/project/31/logs' },
  );
  return { ...rendered, onDone };
}

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  expect(input.getAttribute('accept')).toBe('.md,.markdown,.zip');
  fireEvent.change(input, { target: { files: [file] } });
}

const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('the Import Markdown modal', () => {
  it('uploads with progress, then shows how the import job goes, then its report, and opens the doc', async () => {
    const { router, onDone } = renderForm({ item_id: 40, path: '12.40', name: 'Handbook' });
    expect(screen.getByText('Handbook')).toBeTruthy();
    expect(importButton().hasAttribute('disabled')).toBe(true);
    pick(new File(['# Guide'], 'guide.zip', { type: 'application/zip' }));
    fireEvent.click(importButton());

    const request = await FakeRequest.firstSent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      API_PREFIX + endpointPath(docImportEndpoints.startJob, { projectId: 31 }),
    );
    expect(request.headers['x-workspace-id']).toBe('7');
    expect(request.headers['x-client-id']).toBeTruthy();
    const form = request.body as FormData;
    expect(form.get('parent_id')).toBe('40');
    expect((form.get('file') as File).name).toBe('guide.zip');

    act(() => request.progress(42, 100));
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    act(() => request.sentWhole());
    expect(screen.getByText('Importing… Waiting to start')).toBeTruthy();

    let answer = job({ status: 'running', step: 'Creating 3 docs', percent: 70 });
    api.on(docImportEndpoints.readJob, () => Response.json(answer));
    act(() => request.answer(202, job({ status: 'running', step: 'Reading the files' })));
    expect(await screen.findByText('Importing… Reading the files')).toBeTruthy();
    expect(await screen.findByText('Importing… Creating 3 docs')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('70');
    answer = job({ status: 'done', step: 'Done', percent: 100, report: REPORT });
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe(
      '3 docs imported',
    );
    expect(api.callsTo(docImportEndpoints.readJob, { projectId: 31, importId: 90 }).length).toBe(2);
    expect(screen.getByText('Moved up (too deep) (1)')).toBeTruthy();
    expect(screen.getByText(/at level 6 in its folders/)).toBeTruthy();
    const left = screen.getByText('Left out (1)').parentElement as HTMLElement;
    expect(within(left).getByText('readme.txt')).toBeTruthy();
    const approximated = screen.getByText('Converted approximately (1)')
      .parentElement as HTMLElement;
    expect(within(approximated).getByText(/"jira" macro is kept as text/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/workspace/7/project/31/doc/51'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("shows the server's reason when the file is refused, and takes another file", async () => {
    renderForm();
    expect(screen.getByText(/at the top of the project/)).toBeTruthy();
    pick(new File(['x'], 'photo.md'));
    fireEvent.click(importButton());
    const request = await FakeRequest.firstSent();
    expect((request.body as FormData).get('parent_id')).toBeNull();
    const failure = { status: 415, detail: '"photo.md" is an image, not a Markdown text file.' };
    api.on(docImportEndpoints.readJob, () =>
      Response.json(job({ status: 'failed', step: 'Failed', failure })),
    );
    act(() => request.answer(202, job({})));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeTruthy();
    expect(
      within(alert).getByText('"photo.md" is an image, not a Markdown text file.'),
    ).toBeTruthy();
    expect(importButton().hasAttribute('disabled')).toBe(false);

    pick(new File(['# Fine'], 'fine.md'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over the limit before sending it, and says no answer came when none did', async () => {
    renderForm();
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    pick(big);
    fireEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'File size must be lower than 20 Mo',
    );
    expect(FakeRequest.sent).toHaveLength(0);

    pick(new File(['# Fine'], 'fine.md'));
    fireEvent.click(importButton());
    const request = await FakeRequest.firstSent();
    act(() => {
      (request as unknown as { events: EventTarget }).events.dispatchEvent(new Event('error'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach Hangar');
  });
});
