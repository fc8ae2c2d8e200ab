/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives, read at build time; defaults to the app host's `/api`. */
  readonly VITE_API_BASE_URL?: string;
  /** The build's id (apps/web/build-info.ts); undefined outside a build (tests). */
  readonly VITE_BUILD_ID?: string;
}
