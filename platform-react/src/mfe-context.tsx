import { createContext, type ReactNode, useContext } from 'react';
import type { MfeProps } from '@maple/contracts';

const MfeContext = createContext<MfeProps | null>(null);

/** Makes a remote's mount props available to its components. */
export function MfeProvider({ props, children }: { props: MfeProps; children: ReactNode }) {
  return <MfeContext.Provider value={props}>{children}</MfeContext.Provider>;
}

/** The mount props of the remote this component renders in. */
export function useMfe(): MfeProps {
  const props = useContext(MfeContext);
  if (!props) throw new Error('useMfe must be used inside MfeProvider (a remote mounted by the shell)');
  return props;
}
