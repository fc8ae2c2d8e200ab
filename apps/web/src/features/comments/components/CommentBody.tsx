import type { Comment } from '@hangar/contracts/comments';
import { Text } from '@mantine/core';
import { mentionSegments } from '../mention-text';
import mentionClasses from '../mentions/mentions.module.css';
import classes from './comments.module.css';

/** A comment's text as written, its "@Full Name" mentions highlighted. */
export function CommentBody({ comment }: { comment: Pick<Comment, 'body' | 'mentions'> }) {
  return (
    <Text size="sm" className={classes.body}>
      {mentionSegments(comment.body, comment.mentions).map((segment, index) =>
        segment.person ? (
          <span key={index} className={mentionClasses.mention}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}
