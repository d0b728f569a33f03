'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult } from '@/lib/actions/result';
import { settleAction } from './settle-action';

type Options<A> = {
  /** Toast the action's own message on success (default); moves announce themselves instead. */
  toastSuccess?: boolean;
  /** After the toast, with the result (a failed call included) and the arguments it was called with. */
  onResult?: (result: ActionResult, args: A) => void;
};

/**
 * A typed server action called from a list (move, delete, publish, mark as read), and what the
 * owner sees of it: a refusal, a network failure or a server error is a destructive toast and
 * leaves the list as the server last rendered it; a success is a 'Success' toast. Never throws,
 * so a failed call cannot reach the error page. `pendingArgs` tells which item is busy.
 */
export function useActionCall<A>(action: (args: A) => Promise<ActionResult>, { toastSuccess = true, onResult }: Options<A> = {}) {
  const [isPending, startTransition] = useTransition();
  const [pendingArgs, setPendingArgs] = useState<A | null>(null);

  function call(args: A) {
    setPendingArgs(() => args);
    startTransition(async () => {
      const result = await settleAction(() => action(args));
      setPendingArgs(null);
      if (!result.ok) toast({ title: 'Error', description: result.message, variant: 'destructive' });
      else if (toastSuccess) toast({ title: 'Success', description: result.message });
      onResult?.(result, args);
    });
  }

  return { call, isPending, pendingArgs };
}
