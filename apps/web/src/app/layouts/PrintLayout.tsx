import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import classes from './PrintLayout.module.css';

/** The print and export view of a doc (opened in a new tab): a sheet of paper, nothing else. */
export function PrintLayout() {
  return (
    <div className={classes.desk}>
      <Group justify="flex-end" className={classes.toolbar}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <main id="main-content" className={classes.sheet}>
        <Outlet />
      </main>
    </div>
  );
}
