import { lazy, Suspense } from 'react';
import { useToasterWanted } from './notify';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once a toast is asked for. */
export function ToasterHost() {
  const wanted = useToasterWanted((s) => s.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
