import { loadScript } from './load-script';

/** Crisp's command queue (docs.crisp.chat, "$crisp methods"); an array until l.js replaces it. */
type CrispCommand = readonly unknown[];
interface CrispQueue {
  push: (...commands: CrispCommand[]) => unknown;
}

declare global {
  interface Window {
    $crisp?: CrispQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

const CHAT_WIDGET_SCRIPT = 'https://client.crisp.chat/l.js';

let started = false;

/**
 * Loads Crisp's widget the first time it is needed (nothing is loaded while nobody asks for
 * support), hidden except while the chat is open.
 */
function startChatWidget(websiteId: string): CrispQueue {
  if (!started || !window.$crisp) {
    started = true;
    const queue: CrispCommand[] = [];
    window.$crisp = window.$crisp ?? queue;
    window.CRISP_WEBSITE_ID = websiteId;
    window.$crisp.push(['safe', true]);
    window.$crisp.push(['on', 'chat:closed', () => window.$crisp?.push(['do', 'chat:hide'])]);
    loadScript(CHAT_WIDGET_SCRIPT);
  }
  return window.$crisp;
}

/** Opens the chat with `message` typed in the input, for the user to complete and send. */
export function openChatWithMessage(websiteId: string, message: string): void {
  const crisp = startChatWidget(websiteId);
  crisp.push(['set', 'message:text', [message]]);
  crisp.push(['do', 'chat:show']);
  crisp.push(['do', 'chat:open']);
}

/** The prefilled abuse report: the workspace and the page (its path, never its query). */
export function abuseReportMessage(
  workspace: { id: number; name: string },
  page: { title: string; path: string },
): string {
  return (
    `I would like to report abuse in the workspace "${workspace.name}" (id ${workspace.id}), ` +
    `on the page "${page.title}" (${page.path}): `
  );
}

/**
 * Report Abuse without a chat widget: an e-mail to the installation's support address, with
 * the same text as the chat's prefilled message.
 */
export function abuseReportMailto(
  supportEmail: string,
  workspace: { id: number; name: string },
  page: { title: string; path: string },
): string {
  const query = new URLSearchParams({
    subject: `Abuse report: workspace "${workspace.name}" (id ${workspace.id})`,
    body: abuseReportMessage(workspace, page),
  });
  // mailto: wants %20 for spaces (RFC 6068); URLSearchParams writes '+'.
  return `mailto:${supportEmail}?${query.toString().replaceAll('+', '%20')}`;
}
