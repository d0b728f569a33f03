import { LoaderCircle } from 'lucide-react';

export default function AdminLoading() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle className="size-7 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
