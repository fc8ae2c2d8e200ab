import type { ApiResponse } from '../harness';

/** A call of the workspace's owner, as the sweep's fixtures make it. */
export type CallAsOwner = <Body = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiResponse<Body>>;

/** Where a fixture puts an item: the owner's calls, the workspace's tag, its project. */
export interface FixturePlace {
  call: CallAsOwner;
  tag: string;
  projectId: number;
}

/** The answer's body, or an error naming what the fixture failed to make. */
export function expectOk<Body>(response: ApiResponse<Body>, what: string): Body {
  if (response.status >= 300) {
    throw new Error(
      `fixture: ${what} answered ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}
