import { TextInput } from '@mantine/core';
import { emailField, requiredString } from '@hangar/contracts/fields';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { renderWithRouter } from '../../test/render';
import { ApiForm, SubmitButton, useApiForm } from '.';
import { setReauthenticationHandler } from './reauthentication';

const inviteForm = z.object({
  name: requiredString(),
  email: emailField,
  invites: z.array(emailField),
});

function InviteForm({ onSubmit }: { onSubmit: (values: z.output<typeof inviteForm>) => unknown }) {
  const form = useApiForm({
    schema: inviteForm,
    initialValues: { name: '', email: '', invites: ['grace@example.com', 'not-an-address'] },
    onSubmit,
  });
  const touched = ['name', 'email', 'invites.0'].filter((path) => form.mantine.isTouched(path));
  return (
    <ApiForm form={form} aria-label="Invite">
      <TextInput label="Name" {...form.mantine.getInputProps('name')} />
      <TextInput label="E-mail" {...form.mantine.getInputProps('email')} />
      {/* A repeated field shown as one input, like a tags input. */}
      <TextInput
        label="Invites"
        readOnly
        value={form.mantine.values.invites.join(', ')}
        error={form.mantine.errors.invites}
        data-path="invites"
      />
      <output data-testid="touched">{touched.join(',')}</output>
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </ApiForm>
  );
}

function renderForm(onSubmit: (values: z.output<typeof inviteForm>) => unknown = vi.fn()) {
  renderWithRouter(<InviteForm onSubmit={onSubmit} />);
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('E-mail'),
    submit: () => fireEvent.submit(screen.getByRole('form', { name: 'Invite' })),
  };
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

afterEach(() => setReauthenticationHandler(null));

describe('the forms layer', () => {
  it('touches every field, shows the messages of SPEC.md section 5 and focuses the first error', async () => {
    const onSubmit = vi.fn();
    const { name, submit } = renderForm(onSubmit);
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Item 2: Invalid email address')).toBeTruthy();
    expect(screen.getByTestId('touched').textContent).toBe('name,email,invites.0');
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field in page order that has an error', async () => {
    const { name, email, submit } = renderForm();
    type(name, 'Ada');
    type(email, 'not an address');
    submit();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  it('ignores a second submit while the first is in flight', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithRouter(<ValidInviteForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Invite' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The values as the schema parsed them: the address trimmed and lowercased.
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', invites: [] });
    finish();
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send.hasAttribute('data-loading')).toBe(false));
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("puts the server's 422 messages under their fields, and the rest in the error card", async () => {
    const onSubmit = vi.fn(() => {
      throw new ApiError(422, {
        detail: [
          { loc: ['body', 'email'], msg: 'This value is already used' },
          { loc: ['body', 'invites', 0], msg: 'Invalid email domain' },
          { loc: ['body', 'token'], msg: 'Invalid token' },
        ],
      });
    });
    renderWithRouter(<ValidInviteForm onSubmit={onSubmit} invites={['grace@example.com']} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Invite' }));
    expect(await screen.findByText('This value is already used')).toBeTruthy();
    expect(screen.getByText('Item 1: Invalid email domain')).toBeTruthy();
    expect(await screen.findByText('Form Error')).toBeTruthy();
    expect(screen.getByText('token: Invalid token')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('shows other failures in the error card', async () => {
    const onSubmit = vi.fn(() => {
      throw new ApiError(409, { detail: 'This workspace is full' });
    });
    renderWithRouter(<ValidInviteForm onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Invite' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This workspace is full');
  });

  it('asks to sign in again on a 401, keeping what was typed', async () => {
    const reauthenticate = vi.fn(() => Promise.resolve());
    setReauthenticationHandler(reauthenticate);
    const onSubmit = vi.fn(() => {
      throw new ApiError(401, { detail: 'Not authenticated' });
    });
    renderWithRouter(<ValidInviteForm onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Invite' }));
    await waitFor(() => expect(reauthenticate).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** The invite form, filled in with valid values. */
function ValidInviteForm({
  onSubmit,
  invites = [],
}: {
  onSubmit: (values: z.output<typeof inviteForm>) => unknown;
  invites?: string[];
}) {
  const form = useApiForm({
    schema: inviteForm,
    initialValues: { name: 'Ada', email: 'Ada@example.com', invites },
    onSubmit,
  });
  return (
    <ApiForm form={form} aria-label="Invite">
      <TextInput label="Name" {...form.mantine.getInputProps('name')} />
      <TextInput label="E-mail" {...form.mantine.getInputProps('email')} />
      <TextInput label="Invites" readOnly error={form.mantine.errors.invites} data-path="invites" />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </ApiForm>
  );
}
