import type { RemoteName } from '@maple/contracts';

/**
 * The element a remote renders into: its slot inside the shell's `main`. A module of its own:
 * the chrome's first render needs the name, not the composition's code (start-composition.ts,
 * with single-spa and the schemas, loads in the start's second step).
 */
export function slotElementId(app: RemoteName): string {
  return `mfe-slot-${app}`;
}
