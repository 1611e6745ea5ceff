import { useNavigation } from 'react-router';

/**
 * The router keeps the current screen up while the next one's code downloads; this thin bar
 * tells the user their click was taken. Purely visual: the new screen's heading announces itself.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/4 bg-primary motion-safe:animate-nav-progress motion-reduce:w-full" />
    </div>
  );
}
