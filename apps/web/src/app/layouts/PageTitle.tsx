import { Title } from '@mantine/core';
import { PRODUCT_NAME } from '@hangar/domain/constants';

interface PageTitleProps {
  title: string | undefined;
}

/** The browser tab's title: 'Home · Hangar'. */
export function DocumentTitle({ title }: PageTitleProps) {
  if (!title) return null;
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}

/** The title in a layout's top bar, also used as the browser tab's title. */
export function PageTitle({ title }: PageTitleProps) {
  if (!title) return null;
  return (
    <>
      <DocumentTitle title={title} />
      <Title order={1} fz="lg" fw={600} lineClamp={1}>
        {title}
      </Title>
    </>
  );
}
