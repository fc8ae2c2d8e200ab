import { Button, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { UNTITLED_DOC, type Doc } from '@hangar/contracts/docs';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { applyTemplate } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys, templatesQuery } from '../queries';
import { DOC_EMOJI_FALLBACK } from '../tree/DocTreeRow';
import classes from './TemplatePicker.module.css';

interface TemplatePickerProps {
  workspaceId: number;
  doc: Doc;
  onDone: () => void;
}

/** 'Use a template' (GET /docs/templates): the templates by project; one fills the doc. */
function TemplatePicker({ workspaceId, doc, onDone }: TemplatePickerProps) {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery(workspaceId));
  const apply = useMutation({
    mutationFn: (templateId: number) =>
      applyTemplate(workspaceId, doc.project_id, doc.id, templateId),
    onSuccess: (updated) => {
      queryClient.setQueryData(docKeys.detail(workspaceId, doc.project_id, doc.id), updated);
      toast.success('Template applied');
      onDone();
    },
    onError: (error) => toast.error(errorText(error, 'The template could not be used.')),
  });

  if (templates.isPending) return <Loader size="sm" aria-label="Loading templates" />;
  if (templates.isError) {
    return (
      <Text size="sm" c="red.7" role="alert">
        {errorText(templates.error, 'The templates could not be loaded.')}
      </Text>
    );
  }
  const groups = templates.data
    .map((group) => ({
      ...group,
      templates: group.templates.filter((template) => template.id !== doc.id),
    }))
    .filter((group) => group.templates.length > 0);
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No templates yet. Make one from any page with Save as template in its menu.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.name}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
            {group.name}
          </Text>
          <Stack gap={2}>
            {group.templates.map((template) => (
              <UnstyledButton
                key={template.id}
                className={classes.template}
                disabled={apply.isPending}
                onClick={() => apply.mutate(template.id)}
              >
                <span aria-hidden="true">{template.emoji ?? DOC_EMOJI_FALLBACK}</span>
                <Text size="sm" component="span" truncate>
                  {template.name || UNTITLED_DOC}
                </Text>
                {apply.isPending && apply.variables === template.id ? <Loader size={14} /> : null}
              </UnstyledButton>
            ))}
          </Stack>
        </section>
      ))}
      <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-end' }}>
        Cancel
      </Button>
    </Stack>
  );
}

export function openTemplatePicker(workspaceId: number, doc: Doc): string {
  return openDialog({
    title: 'Use a template',
    size: MODAL_WIDTH.default,
    render: (close) => <TemplatePicker workspaceId={workspaceId} doc={doc} onDone={close} />,
  });
}
