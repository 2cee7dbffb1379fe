/** A parcel mounted into an element: change its props, or take it away. */
export interface ParcelHandle {
  update(props: Readonly<Record<string, unknown>>): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * How an app shows a widget another remote offers (a single-spa parcel, claimed in the
 * remote's `route-claims.json`), without importing it. The shell provides it.
 */
export interface ParcelHost {
  /** True when a composed remote offers a parcel of this name. */
  has(name: string): boolean;
  /**
   * Loads the parcel `name` from the remote that offers it and mounts it into `element`,
   * with `props` (its own inputs; it gets the site's mount props besides). Resolves to null
   * when no remote offers it or it cannot be loaded (reported as that remote's failure).
   */
  mount(name: string, element: HTMLElement, props?: Readonly<Record<string, unknown>>): Promise<ParcelHandle | null>;
}

/** What a parcel receives beside the site's mount props: the inputs of whoever mounted it. */
export interface ParcelInputs {
  readonly parcelProps: Readonly<Record<string, unknown>>;
}
