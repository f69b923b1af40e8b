// V8 heap setting of every process or thread that runs builds (the CLI, the server's build
// workers and the benchmark). Builds allocate little that dies young, so V8's default young
// generation (16 MB semi-spaces) mostly holds empty pages: 2 MB semi-spaces cut peak memory by
// about 30 MB at the same speed (packages/optimizer/README.md, "Memory").

/** Semi-space size of a build process, in MB (node --max-semi-space-size). */
export const BUILD_SEMI_SPACE_MB = 2;

/** Young generation of a build worker thread, in MB (two semi-spaces plus as much for large objects). */
export const BUILD_YOUNG_GENERATION_MB = 3 * BUILD_SEMI_SPACE_MB;

/** Node flags for a build process. */
export const BUILD_NODE_FLAGS = [`--max-semi-space-size=${BUILD_SEMI_SPACE_MB}`];
