import type { AppContext } from '../common/load-context.ts';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

declare global {
  interface ImportMetaEnv {
    /** The islands runtime's script (scripts/build.mjs); unset in development. */
    readonly VITE_ISLANDS_ENTRY?: string;
  }
}
