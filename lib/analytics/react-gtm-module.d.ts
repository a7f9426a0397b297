// The package ships no types; this is the part of its API the storefront uses.
declare module 'react-gtm-module' {
  interface TagManagerArgs {
    gtmId: string;
    dataLayer?: Record<string, unknown>;
    dataLayerName?: string;
    events?: Record<string, unknown>;
    auth?: string;
    preview?: string;
  }
  const TagManager: {
    initialize(args: TagManagerArgs): void;
    /** The container's elements, built but not inserted (`id` here is the container id). */
    gtm(args: Omit<TagManagerArgs, 'gtmId'> & { id: string }): {
      script: () => HTMLScriptElement;
      noScript: () => HTMLElement;
    };
    dataLayer(args: { dataLayer: Record<string, unknown>; dataLayerName?: string }): void;
  };
  export default TagManager;
}
