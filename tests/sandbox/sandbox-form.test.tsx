// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SandboxFormState } from '@/components/sandbox/form-state';
import { SandboxForm } from '@/components/sandbox/sandbox-form';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';

describe('a sandbox form', () => {
  it('shows the translated errors next to the fields and keeps what was typed', async () => {
    const action = vi.fn(async (_previous: SandboxFormState, form: FormData): Promise<SandboxFormState> => ({
      status: 'error',
      message: 'กรุณาตรวจสอบช่องที่ทำเครื่องหมายไว้',
      fieldErrors: { loyaltyPoints: 'กรอกจำนวนเต็ม' },
      values: {
        email: String(form.get('email')),
        loyaltyPoints: String(form.get('loyaltyPoints')),
        loyaltyTier: 'gold',
      },
    }));
    render(
      <SandboxForm
        action={action}
        testId="member-create"
        submit="สร้างสมาชิก"
        pending="กำลังดำเนินการ…"
        fields={[
          { name: 'email', label: 'อีเมล', type: 'email' },
          { name: 'loyaltyPoints', label: 'คะแนน', type: 'number' },
          {
            name: 'loyaltyTier',
            label: 'ระดับ',
            type: 'select',
            defaultValue: 'white',
            options: [
              { value: 'white', label: 'ไวท์' },
              { value: 'gold', label: 'โกลด์' },
            ],
          },
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('อีเมล'), 'qa@example.test');
    await user.type(screen.getByLabelText('คะแนน'), '12x');
    await user.selectOptions(screen.getByLabelText('ระดับ'), 'gold');
    await user.click(screen.getByRole('button', { name: 'สร้างสมาชิก' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('กรุณาตรวจสอบช่องที่ทำเครื่องหมายไว้'));
    // The answer takes the focus (in an effect, once it is drawn), and the form names it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByTestId('member-create')).toHaveAccessibleDescription('กรุณาตรวจสอบช่องที่ทำเครื่องหมายไว้');
    expect(screen.getByTestId('member-create-status')).toHaveTextContent('กรุณาตรวจสอบช่องที่ทำเครื่องหมายไว้');
    // Sent by the script to the same action a post without JavaScript reaches, with what was typed.
    expect(action).toHaveBeenCalledTimes(1);
    const posted = action.mock.calls[0]![1];
    expect(Object.fromEntries(posted.entries())).toEqual({
      email: 'qa@example.test',
      // A number field holds the digits typed.
      loyaltyPoints: '12',
      loyaltyTier: 'gold',
      [SCRIPTED_FIELD]: '1',
    });
    const points = screen.getByLabelText('คะแนน');
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(points).toHaveAccessibleDescription('กรอกจำนวนเต็ม');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('qa@example.test');
    expect(screen.getByLabelText('ระดับ')).toHaveValue('gold');
  });

  it('never fills a password field back in', async () => {
    const action = vi.fn(async (): Promise<SandboxFormState> => ({
      status: 'error',
      message: 'wrong',
      values: { credential: 'secret' },
    }));
    render(
      <SandboxForm
        action={action}
        submit="Sign in"
        pending="…"
        fields={[{ name: 'credential', label: 'QA credential', type: 'password' }]}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('QA credential'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('wrong'));
    expect(screen.getByLabelText('QA credential')).toHaveValue('');
  });

  it('says what a helper did as a status, and is busy while it runs', async () => {
    let finish: (state: SandboxFormState) => void = () => undefined;
    const action = vi.fn(
      () =>
        new Promise<SandboxFormState>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <SandboxForm action={action} testId="faults-off" submit="ปิดความผิดพลาด" pending="กำลังดำเนินการ…" fields={[]} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ปิดความผิดพลาด' }));
    const busy = screen.getByRole('button', { name: 'กำลังดำเนินการ…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('faults-off-status')).not.toBeInTheDocument();
    finish({ status: 'ok', message: 'ปิดสวิตช์ความผิดพลาดแล้ว' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('ปิดสวิตช์ความผิดพลาดแล้ว');
    expect(status).toHaveAttribute('data-testid', 'faults-off-status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
