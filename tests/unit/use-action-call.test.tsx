// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAILED, UNREACHABLE } from '@/components/forms/settle-action';
import { useActionCall } from '@/components/forms/use-action-call';
import { removeToast, toastStore } from '@/components/ui/toast-store';
import type { ActionResult } from '@/lib/actions/result';

function MoveButton({ action, onResult, toastSuccess }: { action: (id: string) => Promise<ActionResult>; onResult?: (result: ActionResult) => void; toastSuccess?: boolean }) {
  const { call, isPending, pendingArgs } = useActionCall(action, { onResult, toastSuccess });
  return (
    <button type="button" onClick={() => call('item-1')} disabled={isPending}>
      {pendingArgs ? `Moving ${pendingArgs}` : 'Move'}
    </button>
  );
}

const toasts = () => toastStore.getSnapshot().map(({ title, description, variant }) => ({ title, description, variant }));

async function press(action: (id: string) => Promise<ActionResult>, options: { onResult?: (result: ActionResult) => void; toastSuccess?: boolean } = {}) {
  render(<MoveButton action={action} {...options} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  for (const item of toastStore.getSnapshot()) removeToast(item.id);
  vi.restoreAllMocks();
});

describe('useActionCall', () => {
  it('turns a network failure (a rejected call) into a destructive toast, and the page keeps working', async () => {
    const onResult = vi.fn();
    await press(() => Promise.reject(new TypeError('Failed to fetch')), { onResult });
    expect(toasts()).toEqual([{ title: 'Error', description: UNREACHABLE, variant: 'destructive' }]);
    expect(onResult).toHaveBeenCalledWith({ ok: false, message: UNREACHABLE }, 'item-1');
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('turns an error thrown on the server into a destructive toast', async () => {
    await press(() => Promise.reject(new Error('An error occurred in the Server Components render.')));
    expect(toasts()).toEqual([{ title: 'Error', description: SERVER_FAILED, variant: 'destructive' }]);
  });

  it("shows a refusal in the action's own words", async () => {
    await press(async () => ({ ok: false, message: 'Failed to delete project' }));
    expect(toasts()).toEqual([{ title: 'Error', description: 'Failed to delete project', variant: 'destructive' }]);
  });

  it("toasts a success with the action's message, or stays quiet when asked to", async () => {
    await press(async () => ({ ok: true, message: 'Project deleted successfully' }));
    expect(toasts()).toEqual([{ title: 'Success', description: 'Project deleted successfully', variant: undefined }]);
    cleanup();
    for (const item of toastStore.getSnapshot()) removeToast(item.id);

    const onResult = vi.fn();
    await press(async () => ({ ok: true, message: 'Project moved' }), { toastSuccess: false, onResult });
    expect(toasts()).toEqual([]);
    expect(onResult).toHaveBeenCalledWith({ ok: true, message: 'Project moved' }, 'item-1');
  });

  it('tells which item is busy while the call runs', async () => {
    let finish!: (result: ActionResult) => void;
    render(<MoveButton action={() => new Promise((resolve) => (finish = resolve))} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect((screen.getByRole('button', { name: 'Moving item-1' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true, message: 'Project moved' }));
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
