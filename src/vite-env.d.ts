/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APPLICATION?: string;
  readonly VITE_APPLICATION_COLLECTION?: string;
  readonly VITE_SERVER_MENU?: string;
  readonly VITE_REQUEST_TIMEOUT?: string;
  readonly VITE_TOKEN_COOKIE?: string;
  readonly VITE_HELP_URL?: string;
  readonly VITE_REST_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare module "*.conf?raw" {
  const text: string;
  export default text;
}
declare module "*.csv?raw" {
  const text: string;
  export default text;
}
