/** TypeDoc through Node's own module cache (see loadTypedoc.cjs). */
export declare function loadTypedoc(): Promise<typeof import('typedoc')>;
