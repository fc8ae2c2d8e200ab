import { Anchor, Group } from '@mantine/core';
import type { Log } from '@hangar/contracts/logs';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './logs.module.css';

/** A log's attachments as links: docs open in the app, web pages in a new tab. */
export function AttachmentLinks({ attachments }: { attachments: Log['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap={6} component="ul" className={classes.attachments} aria-label="Attachments">
      {attachments.map((item, index) => (
        <li key={`${item.link_type}-${item.target.id ?? item.target.url}-${index}`}>
          {item.link_type === 'doc' ? (
            <Anchor component={Link} to={item.target.url} className={classes.chip} size="sm">
              <IconFileText size={14} aria-hidden="true" />
              <span className={classes.chipText}>{item.target.title}</span>
            </Anchor>
          ) : (
            <Anchor
              href={item.target.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.chip}
              size="sm"
            >
              <IconExternalLink size={14} aria-hidden="true" />
              <span className={classes.chipText}>{item.target.title || item.target.url}</span>
            </Anchor>
          )}
        </li>
      ))}
    </Group>
  );
}
