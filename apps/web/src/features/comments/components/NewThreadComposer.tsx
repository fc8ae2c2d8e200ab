import { Paper, Stack, Text } from '@mantine/core';
import { useDocCommentsContext } from '../comments-context';
import { useCreateThread } from '../use-comment-mutations';
import { CommentComposer } from './CommentComposer';
import classes from './comments.module.css';

/** The first comment of a thread on the text just selected, at the top of the panel. */
export function NewThreadComposer() {
  const comments = useDocCommentsContext();
  const { doc, draft, cancelDraft, draftCreated } = comments;
  const create = useCreateThread(doc);
  if (!draft) return null;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.thread} data-active>
      <Stack gap="sm">
        <Text size="sm" lineClamp={3} className={classes.quote}>
          {draft.quote}
        </Text>
        <CommentComposer
          // A new selection is a new thread: the box starts again, with what was typed.
          key={`${draft.anchor.start}:${draft.anchor.end}`}
          draftKey="new-thread"
          submitLabel="Comment"
          label="Comment"
          placeholder="Add a comment… (@ to mention)"
          autoFocus
          send={async ({ body, mentions, requestId }) => {
            const thread = await create.mutateAsync({
              client_request_id: requestId,
              anchor: draft.anchor,
              quote: draft.quote,
              body,
              mentions,
            });
            draftCreated(thread);
          }}
          onCancel={cancelDraft}
        />
      </Stack>
    </Paper>
  );
}
