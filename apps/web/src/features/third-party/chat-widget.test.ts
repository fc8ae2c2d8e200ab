import { describe, expect, it } from 'vitest';
import { abuseReportMailto, abuseReportMessage } from './chat-widget';

const WORKSPACE = { id: 7, name: 'Acme & Co' };
const PAGE = { title: 'Logs & Activity | Hangar', path: '/workspace/7/project/3/logs' };

describe('the abuse report by e-mail', () => {
  it('writes to the support address, naming the workspace and the page', () => {
    const link = new URL(abuseReportMailto('support@example.com', WORKSPACE, PAGE));
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('support@example.com');
    expect(link.searchParams.get('subject')).toBe('Abuse report: workspace "Acme & Co" (id 7)');
    // The same text as the chat widget's prefilled message.
    expect(link.searchParams.get('body')).toBe(abuseReportMessage(WORKSPACE, PAGE));
  });

  it('encodes spaces as %20, which every mail client reads (not +)', () => {
    const href = abuseReportMailto('support@example.com', WORKSPACE, PAGE);
    expect(href).not.toContain('+');
    expect(href).toContain('Abuse%20report');
  });
});
