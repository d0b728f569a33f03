export default function Loading() {
  return (
    <p role="status" className="py-40 text-center text-muted-foreground">
      Loading project details...
    </p>
  );
}
