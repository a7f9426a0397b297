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
    dataLayer(args: { dataLayer: Record<string, unknown>; dataLayerName?: string }): void;
  };
  export default TagManager;
}
