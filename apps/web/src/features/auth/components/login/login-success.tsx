import CircleCheck from 'lucide-react/icons/circle-check';

/** Step 3: a moment of confirmation before the redirect. */
export function LoginSuccess() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <p className="text-xl font-semibold">Welcome back!</p>
      <p className="text-sm text-muted-foreground">Taking you there now…</p>
    </div>
  );
}
