// A tiny toast queue any client component can push to; <Toaster /> renders it.
export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastItem = ToastInput & { id: number; open: boolean };

const NO_TOASTS: ToastItem[] = [];
let items: ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  // Newest first; keep a few so a burst does not pile up.
  emit([{ ...input, id: nextId++, open: true }, ...items].slice(0, 3));
}

export function dismissToast(id: number) {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number) {
  emit(items.filter((item) => item.id !== id));
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
  getServerSnapshot: () => NO_TOASTS,
};
