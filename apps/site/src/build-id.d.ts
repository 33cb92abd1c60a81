/** The production build's id (build/build-id.ts); 'dev' under the dev server and in tests. */
declare const __ILE_BUILD__: string;
